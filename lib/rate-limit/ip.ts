/**
 * The client address a request is counted against. By default the TCP peer (stamped on each request by
 * lib/rate-limit/peer.ts), so a client cannot pick its own budget by sending X-Forwarded-For. Behind
 * TRUST_PROXY reverse proxies, each appends the address it received from to X-Forwarded-For: the client is
 * the entry that many places left of the peer (entries further left are whatever the client sent).
 */
export type HeaderSource = Headers | Record<string, string | string[] | undefined>;

/** The header lib/rate-limit/peer.ts stamps with the TCP peer's address. */
export const PEER_HEADER = "x-cp-peer-address";

function header(headers: HeaderSource, name: string): string | undefined {
  if (typeof (headers as Headers).get === "function") return (headers as Headers).get(name) ?? undefined;
  const value = (headers as Record<string, string | string[] | undefined>)[name];
  return Array.isArray(value) ? value.join(",") : value;
}

export function clientIp(headers: HeaderSource, trustedProxies = 0): string {
  const peer = header(headers, PEER_HEADER)?.trim() || "unknown";
  const forwarded = trustedProxies > 0 ? (header(headers, "x-forwarded-for") ?? "").split(",").map((s) => s.trim()) : [];
  const chain = [...forwarded.filter(Boolean), peer];
  const ip = chain[Math.max(0, chain.length - 1 - trustedProxies)];
  // IPv4 clients of a dual-stack socket appear as ::ffff:a.b.c.d; count them as one address.
  return ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "").slice(0, 64);
}
