import { describe, expect, it } from "vitest";
import { api, makeUser, testDb } from "../helpers/api";

interface KeyView {
  id: string;
  name: string;
  prefix: string;
  userId: string;
  createdAt: string;
  lastUsedAt: string | null;
  expiresAt: string | null;
  revokedAt: string | null;
  key?: string;
}

const expectUnauthorized = (res: { status: number; body: unknown }, message: RegExp) => {
  expect(res.status).toBe(401);
  expect(res.body).toMatchObject({ error: "unauthorized", details: [] });
  expect((res.body as { message: string }).message).toMatch(message);
};

describe("API keys", () => {
  it("lives from creation to revocation: shown once, works at once, 401 once revoked", async () => {
    const alice = await makeUser("member");
    const created = await api<KeyView>("POST", "/api/auth/keys", { as: alice, body: { name: "laptop" } });
    expect(created.status).toBe(201);
    expect(created.body.key).toMatch(/^cpk_[A-Za-z0-9_-]{43}$/);
    expect(created.body).toMatchObject({ name: "laptop", userId: alice.id, expiresAt: null, revokedAt: null });
    expect(created.body.key?.startsWith(created.body.prefix)).toBe(true);

    const me = await api<{ user: { _id: string }; via: string; roles: string[] }>("GET", "/api/auth/me", { as: created.body.key });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ user: { _id: alice.id }, via: "key", roles: ["member"] });

    // The list shows the prefix, never the key or its hash.
    const list = await api<{ results: KeyView[] }>("GET", "/api/auth/keys", { as: alice });
    expect(list.status).toBe(200);
    const listed = list.body.results.find((k) => k.id === created.body.id);
    expect(listed).toMatchObject({ name: "laptop", prefix: created.body.prefix });
    const text = JSON.stringify(list.body);
    expect(text).not.toContain(created.body.key);
    const stored = await testDb().apiKey.findUniqueOrThrow({ where: { id: created.body.id } });
    expect(text).not.toContain(stored.hash);
    expect(Object.keys(listed ?? {})).not.toContain("hash");
    expect(Object.keys(listed ?? {})).not.toContain("key");

    const revoked = await api("DELETE", `/api/auth/keys/${created.body.id}`, { as: alice });
    expect(revoked.status).toBe(204);
    expectUnauthorized(await api("GET", "/api/auth/me", { as: created.body.key }), /revoked/);
    const after = await api<{ results: KeyView[] }>("GET", "/api/auth/keys", { as: alice });
    expect(after.body.results.find((k) => k.id === created.body.id)?.revokedAt).toBeTruthy();
    // The user's other key still works.
    expect((await api("GET", "/api/auth/me", { as: alice })).status).toBe(200);
  });

  it("rejects an expired key", async () => {
    const bob = await makeUser("member");
    const soon = new Date(Date.now() + 60_000).toISOString();
    const created = await api<KeyView>("POST", "/api/auth/keys", { as: bob, body: { name: "short", expiresAt: soon } });
    expect(created.status).toBe(201);
    expect(created.body.expiresAt).toBe(soon);
    expect((await api("GET", "/api/auth/me", { as: created.body.key })).status).toBe(200);
    await testDb().apiKey.update({ where: { id: created.body.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expectUnauthorized(await api("GET", "/api/auth/me", { as: created.body.key }), /expired/);
  });

  it("stops every key of a disabled user at once, and an enabled user's keys work again", async () => {
    const admin = await makeUser("admin");
    const carol = await makeUser("member");
    expect((await api("GET", "/api/auth/me", { as: carol })).status).toBe(200);
    const disabled = await api("POST", `/api/auth/users/${carol.id}/disable`, { as: admin });
    expect(disabled.status).toBe(200);
    expect(disabled.body).toEqual({ _id: carol.id, disabled: true });
    expectUnauthorized(await api("GET", "/api/auth/me", { as: carol }), /disabled/);
    const enabled = await api("POST", `/api/auth/users/${carol.id}/enable`, { as: admin });
    expect(enabled.body).toEqual({ _id: carol.id, disabled: false });
    expect((await api("GET", "/api/auth/me", { as: carol })).status).toBe(200);
  });

  it("lets only administrators disable accounts, never their own", async () => {
    const admin = await makeUser("admin");
    const moderator = await makeUser("moderator");
    const dave = await makeUser("member");
    const refused = await api("POST", `/api/auth/users/${dave.id}/disable`, { as: moderator });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: "forbidden" });
    expect((await api("GET", "/api/auth/me", { as: dave })).status).toBe(200);
    expect((await api("POST", `/api/auth/users/${admin.id}/disable`, { as: admin })).status).toBe(400);
    expect((await api("POST", "/api/auth/users/000000000000000000000000/disable", { as: admin })).status).toBe(404);
  });

  it("answers 401 with the error body for malformed, unknown and badly sent keys", async () => {
    expectUnauthorized(await api("GET", "/api/auth/me"), /API key or session/);
    expectUnauthorized(await api("GET", "/api/auth/me", { as: "not-a-key" }), /not valid/);
    expectUnauthorized(await api("GET", "/api/auth/me", { as: `cpk_${"A".repeat(43)}` }), /not valid/);
    const user = await makeUser("member");
    // Right prefix, wrong secret: the constant-time comparison fails.
    const forged = `${user.key.slice(0, 16)}${user.key.slice(16).split("").reverse().join("")}`;
    expect(forged).not.toBe(user.key);
    expectUnauthorized(await api("GET", "/api/auth/me", { as: forged }), /not valid/);
    expectUnauthorized(await api("GET", "/api/auth/me", { headers: { Authorization: `Basic ${user.key}` } }), /Bearer/);
  });

  it("hides other users' keys: their delete is a 404, their list is refused", async () => {
    const erin = await makeUser("member");
    const frank = await makeUser("member");
    const frankKey = await api<KeyView>("POST", "/api/auth/keys", { as: frank, body: { name: "frank's" } });
    const del = await api("DELETE", `/api/auth/keys/${frankKey.body.id}`, { as: erin });
    expect(del.status).toBe(404);
    expect(del.body).toMatchObject({ error: "not_found" });
    expect((await api("GET", "/api/auth/me", { as: frankKey.body.key })).status).toBe(200);
    expect((await api("GET", `/api/auth/keys?userId=${frank.id}`, { as: erin })).status).toBe(403);
    expect((await api("POST", "/api/auth/keys", { as: erin, body: { name: "for frank", userId: frank.id } })).status).toBe(403);
  });

  it("lets an administrator list, create and revoke another user's keys", async () => {
    const admin = await makeUser("admin");
    const gina = await makeUser("member");
    const created = await api<KeyView>("POST", "/api/auth/keys", { as: admin, body: { name: "issued by admin", userId: gina.id } });
    expect(created.status).toBe(201);
    expect(created.body.userId).toBe(gina.id);
    const me = await api<{ user: { _id: string } }>("GET", "/api/auth/me", { as: created.body.key });
    expect(me.body.user._id).toBe(gina.id);

    const list = await api<{ results: KeyView[] }>("GET", `/api/auth/keys?userId=${gina.id}`, { as: admin });
    expect(list.body.results.map((k) => k.name).sort()).toEqual(["issued by admin", "test"]);
    const own = await api<{ results: KeyView[] }>("GET", "/api/auth/keys", { as: admin });
    expect(own.body.results.every((k) => k.userId === admin.id)).toBe(true);

    expect((await api("DELETE", `/api/auth/keys/${created.body.id}`, { as: admin })).status).toBe(204);
    expect((await api("GET", "/api/auth/me", { as: created.body.key })).status).toBe(401);
    expect((await api("GET", "/api/auth/keys?userId=000000000000000000000000", { as: admin })).status).toBe(404);
  });

  it("validates the body: name 1..100 characters, expiresAt an ISO date in the future, no unknown fields", async () => {
    const user = await makeUser("member");
    const cases: [unknown, string][] = [
      [{}, "name"],
      [{ name: "" }, "name"],
      [{ name: "x".repeat(101) }, "name"],
      [{ name: "ok", expiresAt: "tomorrow" }, "expiresAt"],
      [{ name: "ok", expiresAt: "2001-01-01T00:00:00Z" }, "expiresAt"],
      [{ name: "ok", colour: "blue" }, "colour"],
    ];
    for (const [body, field] of cases) {
      const res = await api<{ error: string; details: { field: string }[] }>("POST", "/api/auth/keys", { as: user, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toBe("validation_failed");
      expect(res.body.details.map((d) => d.field)).toContain(field);
    }
    const notJson = await api("POST", "/api/auth/keys", { as: user, raw: "name=x", headers: { "Content-Type": "text/plain" } });
    expect(notJson.status).toBe(415);
  });
});
