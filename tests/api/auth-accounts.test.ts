import { describe, expect, it } from "vitest";
import { requestPasswordReset } from "../../lib/auth/password-reset";
import { api, baseUrl, makeUser, testDb, unique } from "../helpers/api";
import { hasSessionCookie, signInWithPassword } from "../helpers/session";

const PASSWORD = "correct horse 1";

async function signUp(email = `${unique("signup")}@Example.com`, password = PASSWORD, screenname?: string) {
  return api<Record<string, unknown>>("POST", "/api/auth/signup", { body: { email, password, ...(screenname ? { screenname } : {}) } });
}

/** A fresh member with a password, signed in through next-auth: its session cookie. */
async function sessionFor(email: string, password = PASSWORD) {
  const result = await signInWithPassword(baseUrl(), email, password);
  expect(result.error).toBeNull();
  expect(hasSessionCookie(result.cookie)).toBe(true);
  return result.cookie;
}

describe("signup", () => {
  it("creates a member with a lower-case email and returns its own record without secrets", async () => {
    const email = `${unique("Mixed")}@Example.COM`;
    const res = await signUp(email, PASSWORD, "Newcomer");
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email: email.toLowerCase(), screenname: "Newcomer", roles: ["member"] });
    expect(typeof res.body._id).toBe("string");
    expect(res.headers.get("location")).toBe(`/api/users/${res.body._id}`);
    expect(JSON.stringify(res.body)).not.toMatch(/passwordHash|argon2/);
    const stored = await testDb().userCredential.findUniqueOrThrow({ where: { userId: res.body._id as string } });
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it("answers 409 conflict for a taken email, whatever its case", async () => {
    const email = `${unique("taken")}@example.com`;
    expect((await signUp(email)).status).toBe(201);
    const again = await signUp(email.toUpperCase());
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: "conflict", details: [{ field: "email" }] });
  });

  it("validates email and password length with field details", async () => {
    const res = await api<{ error: string; details: { field: string }[] }>("POST", "/api/auth/signup", {
      body: { email: "not-an-email", password: "short" },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("validation_failed");
    expect(res.body.details.map((d) => d.field).sort()).toEqual(["email", "password"]);
    const roles = await api("POST", "/api/auth/signup", {
      body: { email: `${unique("r")}@example.com`, password: PASSWORD, roles: ["admin"] },
    });
    expect(roles.status).toBe(400);
  });
});

describe("sessions", () => {
  it("signs in with email and password; /api accepts the cookie; the cookie is HttpOnly and SameSite=Lax", async () => {
    const email = `${unique("sess")}@example.com`;
    const signup = await signUp(email);
    const result = await signInWithPassword(baseUrl(), email.toUpperCase(), PASSWORD);
    expect(result.status).toBe(200);
    expect(result.error).toBeNull();
    const setCookie = result.headers.getSetCookie().find((c) => c.startsWith("next-auth.session-token="));
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/); // NEXTAUTH_URL is http in tests
    expect(result.headers.get("ratelimit-limit")).toBeTruthy();

    const me = await api<{ user: { _id: string; email: string }; via: string }>("GET", "/api/auth/me", {
      headers: { Cookie: result.cookie },
    });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ user: { _id: signup.body._id, email }, via: "session" });
  });

  it("refuses a wrong password and an unknown email with the same answer", async () => {
    const email = `${unique("wrong")}@example.com`;
    await signUp(email);
    const wrong = await signInWithPassword(baseUrl(), email, "not the password");
    const unknown = await signInWithPassword(baseUrl(), `${unique("nobody")}@example.com`, PASSWORD);
    for (const r of [wrong, unknown]) {
      expect(r.status).toBe(401);
      expect(r.error).toBe("CredentialsSignin");
      expect(hasSessionCookie(r.cookie)).toBe(false);
    }
  });

  it("reads roles from the database on every request and ends a disabled user's session at once", async () => {
    const admin = await makeUser("admin");
    const email = `${unique("live")}@example.com`;
    const { body } = await signUp(email);
    const cookie = await sessionFor(email);
    const keysOfAdmin = `/api/auth/keys?userId=${admin.id}`;
    expect((await api("GET", keysOfAdmin, { headers: { Cookie: cookie } })).status).toBe(403);

    await testDb().user.update({ where: { id: body._id as string }, data: { roles: ["admin"] } });
    const promoted = await api<{ roles: string[] }>("GET", "/api/auth/me", { headers: { Cookie: cookie } });
    expect(promoted.body.roles).toEqual(["admin"]);
    expect((await api("GET", keysOfAdmin, { headers: { Cookie: cookie } })).status).toBe(200);

    expect((await api("POST", `/api/auth/users/${body._id}/disable`, { as: admin })).status).toBe(200);
    const after = await api("GET", "/api/auth/me", { headers: { Cookie: cookie } });
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ error: "unauthorized" });
    const again = await signInWithPassword(baseUrl(), email, PASSWORD);
    expect(again.error).toMatch(/disabled/);
    expect(hasSessionCookie(again.cookie)).toBe(false);
  });

  it("ignores a forged session cookie", async () => {
    const res = await api("GET", "/api/auth/me", { headers: { Cookie: "next-auth.session-token=forged.token.value" } });
    expect(res.status).toBe(401);
  });
});

describe("CSRF on cookie-authenticated writes", () => {
  it("refuses a POST without Origin, accepts one from the same origin, never checks API keys", async () => {
    const email = `${unique("csrf")}@example.com`;
    await signUp(email);
    const cookie = await sessionFor(email);
    const body = { name: "from the dashboard" };

    const bare = await api("POST", "/api/auth/keys", { headers: { Cookie: cookie }, body });
    expect(bare.status).toBe(403);
    expect(bare.body).toMatchObject({ error: "forbidden" });
    expect((bare.body as { message: string }).message).toMatch(/Origin/);

    const crossSite = await api("POST", "/api/auth/keys", { headers: { Cookie: cookie, Origin: "https://evil.example" }, body });
    expect(crossSite.status).toBe(403);

    const sameOrigin = await api("POST", "/api/auth/keys", { headers: { Cookie: cookie, Origin: baseUrl() }, body });
    expect(sameOrigin.status).toBe(201);

    const fetchMetadata = await api("POST", "/api/auth/keys", { headers: { Cookie: cookie, "Sec-Fetch-Site": "same-origin" }, body });
    expect(fetchMetadata.status).toBe(201);
    const crossFetch = await api("POST", "/api/auth/keys", { headers: { Cookie: cookie, "Sec-Fetch-Site": "cross-site" }, body });
    expect(crossFetch.status).toBe(403);

    // Reads need no Origin; a bearer key is not subject to the rule even when a cookie rides along.
    expect((await api("GET", "/api/auth/keys", { headers: { Cookie: cookie } })).status).toBe(200);
    const keyUser = await makeUser("member");
    expect((await api("POST", "/api/auth/keys", { as: keyUser, headers: { Cookie: cookie }, body })).status).toBe(201);
  });
});

describe("password change", () => {
  it("needs the current password; the new one works for sign-in, the old one no longer does", async () => {
    const email = `${unique("pw")}@example.com`;
    await signUp(email);
    const cookie = await sessionFor(email);
    const headers = { Cookie: cookie, Origin: baseUrl() };

    const wrong = await api<{ error: string; details: { field: string }[] }>("POST", "/api/auth/password", {
      headers,
      body: { currentPassword: "not it at all", newPassword: "brand new pass 2" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe("validation_failed");
    expect(wrong.body.details).toEqual([{ field: "currentPassword", message: expect.any(String) }]);

    const short = await api<{ details: { field: string }[] }>("POST", "/api/auth/password", {
      headers,
      body: { currentPassword: PASSWORD, newPassword: "short" },
    });
    expect(short.status).toBe(400);
    expect(short.body.details.map((d) => d.field)).toEqual(["newPassword"]);

    const ok = await api("POST", "/api/auth/password", { headers, body: { currentPassword: PASSWORD, newPassword: "brand new pass 2" } });
    expect(ok.status).toBe(204);
    expect((await signInWithPassword(baseUrl(), email, PASSWORD)).error).toBe("CredentialsSignin");
    expect((await signInWithPassword(baseUrl(), email, "brand new pass 2")).error).toBeNull();
  });

  it("works with an API key too", async () => {
    const user = await makeUser("member");
    const res = await api<{ details: { field: string }[] }>("POST", "/api/auth/password", {
      as: user,
      body: { currentPassword: "anything", newPassword: "brand new pass 2" },
    });
    // makeUser's users have no password yet: the current one cannot match.
    expect(res.status).toBe(400);
    expect(res.body.details[0].field).toBe("currentPassword");
  });
});

describe("password reset", () => {
  it("always answers 202 and stores only a hash of a one-hour token", async () => {
    const email = `${unique("reset")}@example.com`;
    const { body } = await signUp(email);
    const known = await api("POST", "/api/auth/password-reset", { body: { email } });
    const unknown = await api("POST", "/api/auth/password-reset", { body: { email: `${unique("ghost")}@example.com` } });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(unknown.body).toEqual(known.body);

    const tokens = await testDb().passwordResetToken.findMany({ where: { userId: body._id as string } });
    expect(tokens).toHaveLength(1);
    expect(tokens[0].tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(tokens[0].usedAt).toBeNull();
    const ttl = tokens[0].expiresAt.getTime() - tokens[0].createdAt.getTime();
    expect(ttl).toBeGreaterThan(59 * 60_000);
    expect(ttl).toBeLessThanOrEqual(60 * 60_000 + 1000);
  });

  it("sets a new password with the mailed token, once; an unknown or expired token is a 400", async () => {
    const email = `${unique("reset2")}@example.com`;
    await signUp(email);
    // The operation the endpoint runs, with a mailbox instead of the log, to read the link a user would get.
    const mails: { token: string; link: string }[] = [];
    await requestPasswordReset(testDb(), email, { baseUrl: baseUrl(), deliver: (m) => void mails.push(m) });
    expect(mails).toHaveLength(1);
    expect(mails[0].link).toBe(`${baseUrl()}/login/reset?token=${mails[0].token}`);

    const confirm = (token: string, password: string) => api("POST", "/api/auth/password-reset/confirm", { body: { token, password } });
    const tooShort = await confirm(mails[0].token, "short");
    expect(tooShort.status).toBe(400);
    expect((await confirm(mails[0].token, "after reset 3")).status).toBe(204);
    expect((await signInWithPassword(baseUrl(), email, "after reset 3")).error).toBeNull();
    expect((await signInWithPassword(baseUrl(), email, PASSWORD)).error).toBe("CredentialsSignin");

    const reused = await confirm(mails[0].token, "another one 4");
    expect(reused.status).toBe(400);
    expect(reused.body).toMatchObject({ error: "validation_failed", details: [{ field: "token" }] });
    expect((await confirm("no-such-token", "another one 4")).status).toBe(400);

    await requestPasswordReset(testDb(), email, { baseUrl: baseUrl(), deliver: (m) => void mails.push(m) });
    await testDb().passwordResetToken.updateMany({
      where: { usedAt: null, user: { email } },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await confirm(mails[1].token, "another one 4")).status).toBe(400);
    expect((await signInWithPassword(baseUrl(), email, "after reset 3")).error).toBeNull();
  });
});
