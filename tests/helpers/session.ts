/**
 * Signing in through next-auth's real Credentials flow over HTTP (what the sign-in page does): fetch the CSRF
 * token and its cookie, post the form, keep the session cookie. Returns a Cookie header value.
 */
const cookiePairs = (res: Response) => res.headers.getSetCookie().map((c) => c.split(";")[0]);

export interface SignInResult {
  status: number;
  /** `name=value; ...` of every cookie set, including the session token on success. */
  cookie: string;
  /** The `error` parameter next-auth reports (CredentialsSignin, or our message), null on success. */
  error: string | null;
  headers: Headers;
  /** The parsed JSON body (next-auth's `{url}`, or the contract's error body when refused with 429). */
  body: Record<string, unknown> & { url?: string; message?: string };
}

export async function signInWithPassword(
  baseUrl: string,
  email: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<SignInResult> {
  const csrfRes = await fetch(`${baseUrl}/api/auth/csrf`, { headers });
  const { csrfToken } = (await csrfRes.json()) as { csrfToken: string };
  const csrfCookies = cookiePairs(csrfRes);
  const res = await fetch(`${baseUrl}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded", Cookie: csrfCookies.join("; ") },
    body: new URLSearchParams({ email, password, csrfToken, json: "true" }),
  });
  const body = (await res.json().catch(() => ({}))) as SignInResult["body"];
  const error = body.url ? new URL(body.url).searchParams.get("error") : "no url in the response";
  return { status: res.status, cookie: [...csrfCookies, ...cookiePairs(res)].join("; "), error, headers: res.headers, body };
}

export const hasSessionCookie = (cookie: string) => /(^|; )(__Secure-)?next-auth\.session-token=/.test(cookie);
