/**
 * CSRF defence for the session cookie. SameSite=Lax already keeps the cookie off cross-site POSTs in current
 * browsers; this check also covers older browsers and same-site subdomains. A request that changes data with
 * the cookie must show it comes from our own pages: an `Origin` (sent by browsers on every POST, PUT, PATCH and
 * DELETE) naming this host, else `Sec-Fetch-Site: same-origin`, else a same-host `Referer`. Requests with an
 * API key carry no ambient credentials and are not checked.
 */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function hostOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return null;
  }
}

/** The hosts this request may come from: the Host it was sent to (or the proxy's X-Forwarded-Host) and NEXTAUTH_URL's. */
export function expectedHosts(headers: Headers, publicUrl = process.env.NEXTAUTH_URL): Set<string> {
  const hosts = new Set<string>();
  const add = (h: string | null | undefined) => h && hosts.add(h.trim().toLowerCase());
  add(headers.get("host"));
  add(headers.get("x-forwarded-host")?.split(",")[0]);
  add(hostOf(publicUrl));
  return hosts;
}

export type CsrfVerdict = { ok: true } | { ok: false; reason: string };

export function checkSameOrigin(method: string, headers: Headers, publicUrl = process.env.NEXTAUTH_URL): CsrfVerdict {
  if (SAFE_METHODS.has(method.toUpperCase())) return { ok: true };
  const hosts = expectedHosts(headers, publicUrl);
  const origin = headers.get("origin");
  if (origin) {
    const host = origin === "null" ? null : hostOf(origin);
    return host && hosts.has(host) ? { ok: true } : { ok: false, reason: `the Origin ${origin} is not this site` };
  }
  const site = headers.get("sec-fetch-site");
  if (site) return site === "same-origin" ? { ok: true } : { ok: false, reason: `Sec-Fetch-Site is ${site}` };
  const refererHost = hostOf(headers.get("referer"));
  if (refererHost) return hosts.has(refererHost) ? { ok: true } : { ok: false, reason: "the Referer is another site" };
  return { ok: false, reason: "the request has no Origin header" };
}
