/**
 * Where to go after signing in: a path on this site only. Anything else (another host, `//evil.example`,
 * a backslash trick) falls back to the dashboard, so the sign-in page cannot be used as an open redirect.
 */
export const DEFAULT_AFTER_SIGN_IN = "/admin";

export function safeCallbackUrl(value: string | string[] | undefined | null, origin?: string): string {
  let candidate = Array.isArray(value) ? value[0] : value;
  if (!candidate) return DEFAULT_AFTER_SIGN_IN;
  // next-auth itself sends absolute URLs of this site; keep their path.
  if (origin && candidate.startsWith(`${origin}/`)) candidate = candidate.slice(origin.length);
  if (!candidate.startsWith("/") || candidate.startsWith("//") || candidate.includes("\\")) return DEFAULT_AFTER_SIGN_IN;
  // Control characters (tabs, newlines) are stripped by URL parsers and can turn "/\t/evil" into "//evil".
  if ([...candidate].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return DEFAULT_AFTER_SIGN_IN;
  return candidate;
}

/** Messages for next-auth's error codes in `/login?error=`; unknown codes get a generic sentence, not their text. */
export function signInErrorMessage(code: string | undefined | null): string | null {
  if (!code) return null;
  switch (code) {
    case "CredentialsSignin":
      return "Wrong email or password.";
    case "SessionRequired":
      return "Please sign in to continue.";
    default:
      return "Sign-in failed. Please try again.";
  }
}
