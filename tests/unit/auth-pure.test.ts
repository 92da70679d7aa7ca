import { describe, expect, it } from "vitest";
import { DEFAULT_AFTER_SIGN_IN, safeCallbackUrl, signInErrorMessage } from "../../lib/auth/callback-url";
import { checkSameOrigin } from "../../lib/auth/csrf";
import { keyCreateSchema, signupSchema } from "../../lib/auth/schemas";
import { parseCookies, sessionTokenFrom } from "../../lib/auth/session";
import { humanDuration, rateLimited, rateLimitHeaders } from "../../lib/rate-limit/headers";
import { clientIp } from "../../lib/rate-limit/ip";

const headers = (h: Record<string, string>) => new Headers(h);

describe("checkSameOrigin", () => {
  const site = "https://dash.example.org";
  it("lets safe methods through without any header", () => {
    for (const method of ["GET", "HEAD", "OPTIONS"]) expect(checkSameOrigin(method, headers({}), site).ok).toBe(true);
  });
  it("accepts an Origin naming the Host or the public URL, refuses others and the opaque 'null'", () => {
    expect(checkSameOrigin("POST", headers({ host: "127.0.0.1:3000", origin: "http://127.0.0.1:3000" }), site).ok).toBe(true);
    expect(checkSameOrigin("DELETE", headers({ host: "internal:3000", origin: site }), site).ok).toBe(true);
    expect(
      checkSameOrigin("PATCH", headers({ host: "internal:3000", "x-forwarded-host": "dash.example.org", origin: site }), undefined).ok,
    ).toBe(true);
    expect(checkSameOrigin("POST", headers({ host: "dash.example.org", origin: "https://evil.example" }), site).ok).toBe(false);
    expect(checkSameOrigin("POST", headers({ host: "dash.example.org", origin: "https://dash.example.org.evil.example" }), site).ok).toBe(
      false,
    );
    expect(checkSameOrigin("POST", headers({ host: "dash.example.org", origin: "null" }), site).ok).toBe(false);
  });
  it("falls back to Sec-Fetch-Site, then Referer, and refuses a request with neither", () => {
    expect(checkSameOrigin("POST", headers({ host: "a", "sec-fetch-site": "same-origin" }), site).ok).toBe(true);
    expect(checkSameOrigin("POST", headers({ host: "a", "sec-fetch-site": "same-site" }), site).ok).toBe(false);
    expect(checkSameOrigin("POST", headers({ host: "a", referer: `${site}/admin/posts` }), site).ok).toBe(true);
    expect(checkSameOrigin("POST", headers({ host: "a", referer: "https://evil.example/x" }), site).ok).toBe(false);
    const bare = checkSameOrigin("PUT", headers({ host: "a" }), site);
    expect(bare).toEqual({ ok: false, reason: "the request has no Origin header" });
  });
});

describe("clientIp", () => {
  const peer = "x-cp-peer-address";
  it("is the TCP peer by default, whatever X-Forwarded-For or X-Real-IP a client sends", () => {
    expect(clientIp(headers({ [peer]: "203.0.113.7", "x-forwarded-for": "198.51.100.1", "x-real-ip": "198.51.100.2" }))).toBe(
      "203.0.113.7",
    );
    expect(clientIp({ [peer]: "::ffff:127.0.0.1" })).toBe("127.0.0.1");
    expect(clientIp({ [peer]: "2001:db8::1" })).toBe("2001:db8::1");
    expect(clientIp({ "x-forwarded-for": "198.51.100.1" })).toBe("unknown");
  });
  it("behind N trusted proxies, is the X-Forwarded-For entry N places left of the peer", () => {
    // The proxy (10.0.0.2) appended the address it received from; anything left of that is the client's own.
    const viaOne = headers({ [peer]: "10.0.0.2", "x-forwarded-for": "198.51.100.66, 203.0.113.9" });
    expect(clientIp(viaOne, 1)).toBe("203.0.113.9");
    const viaTwo = headers({ [peer]: "10.0.0.3", "x-forwarded-for": "198.51.100.66, 203.0.113.9, 10.0.0.2" });
    expect(clientIp(viaTwo, 2)).toBe("203.0.113.9");
    // Fewer entries than trusted hops: the leftmost one, never an empty string.
    expect(clientIp(headers({ [peer]: "10.0.0.2" }), 2)).toBe("10.0.0.2");
    expect(clientIp({ [peer]: "10.0.0.2", "x-forwarded-for": ["203.0.113.9", "198.51.100.5"] }, 1)).toBe("198.51.100.5");
  });
});

describe("rate-limit headers", () => {
  it("renders the draft's headers and a 429 with Retry-After", () => {
    const state = { limit: 10, remaining: -1, reset: 42 };
    expect(rateLimitHeaders(state)).toEqual({ "RateLimit-Limit": "10", "RateLimit-Remaining": "0", "RateLimit-Reset": "42" });
    const error = rateLimited(state, "slow down");
    expect(error.status).toBe(429);
    expect(error.toBody()).toEqual({ error: "rate_limited", message: "slow down", details: [] });
    expect(error.headers["Retry-After"]).toBe("42");
    expect(humanDuration(1)).toBe("1 second");
    expect(humanDuration(600)).toBe("10 minutes");
  });
});

describe("safeCallbackUrl", () => {
  it("keeps paths on this site and refuses everything that could leave it", () => {
    expect(safeCallbackUrl("/admin/posts?x=1")).toBe("/admin/posts?x=1");
    expect(safeCallbackUrl("http://127.0.0.1:3000/admin/users", "http://127.0.0.1:3000")).toBe("/admin/users");
    for (const bad of [
      "https://evil.example",
      "//evil.example",
      "/\\evil.example",
      "/\t/evil.example",
      "javascript:alert(1)",
      "",
      undefined,
    ]) {
      expect(safeCallbackUrl(bad, "http://127.0.0.1:3000")).toBe(DEFAULT_AFTER_SIGN_IN);
    }
  });
  it("translates next-auth's codes and never echoes an unknown one", () => {
    expect(signInErrorMessage("CredentialsSignin")).toBe("Wrong email or password.");
    expect(signInErrorMessage("Your bank account is locked, call 555")).toBe("Sign-in failed. Please try again.");
    expect(signInErrorMessage(undefined)).toBeNull();
  });
});

describe("session cookie", () => {
  it("reads the token, joining next-auth's chunks in order", () => {
    expect(sessionTokenFrom(parseCookies("a=1; next-auth.session-token=abc%2Edef; b=2"), "next-auth.session-token")).toBe("abc.def");
    const chunked = parseCookies("next-auth.session-token.1=world; next-auth.session-token.0=hello");
    expect(sessionTokenFrom(chunked, "next-auth.session-token")).toBe("helloworld");
    expect(sessionTokenFrom(parseCookies(null), "next-auth.session-token")).toBeNull();
  });
});

describe("schemas", () => {
  it("lower-cases emails and enforces the password minimum", () => {
    expect(signupSchema.parse({ email: "  Ann@Example.COM ", password: "12345678" }).email).toBe("ann@example.com");
    expect(signupSchema.safeParse({ email: "ann@example.com", password: "1234567" }).success).toBe(false);
  });
  it("accepts only future expiry dates for keys", () => {
    const now = () => new Date("2030-01-01T00:00:00Z");
    expect(keyCreateSchema(now).parse({ name: "k", expiresAt: "2030-01-02T00:00:00Z" }).expiresAt).toEqual(
      new Date("2030-01-02T00:00:00Z"),
    );
    expect(keyCreateSchema(now).safeParse({ name: "k", expiresAt: "2029-12-31T00:00:00Z" }).success).toBe(false);
    expect(keyCreateSchema(now).safeParse({ name: " ", expiresAt: null }).success).toBe(false);
  });
});
