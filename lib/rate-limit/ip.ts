/**
 * The client address a request is counted against: the first entry of X-Forwarded-For (the original client
 * as the proxy chain, or Next's own server, records it), else X-Real-IP. Behind a public proxy, make it
 * overwrite X-Forwarded-For, or a client could pick its own budget by sending the header itself.
 */
type HeaderSource = Headers | Record<string, string | string[] | undefined>;

function header(headers: HeaderSource, name: string): string | undefined {
  if (typeof (headers as Headers).get === "function") return (headers as Headers).get(name) ?? undefined;
  const value = (headers as Record<string, string | string[] | undefined>)[name];
  return Array.isArray(value) ? value[0] : value;
}

export function clientIp(headers: HeaderSource): string {
  const forwarded = header(headers, "x-forwarded-for")?.split(",")[0]?.trim();
  const ip = forwarded || header(headers, "x-real-ip")?.trim() || "unknown";
  // IPv4 clients of a dual-stack socket appear as ::ffff:a.b.c.d; count them as one address.
  return ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "").slice(0, 64);
}
