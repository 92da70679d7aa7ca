import { beforeAll, describe, expect, it } from "vitest";
import { api, makeUser, qs, type TestUser, testDb, unique } from "../helpers/api";

let alice: TestUser;
let bob: TestUser;
let moderator: TestUser;
let admin: TestUser;
beforeAll(async () => {
  [alice, bob, moderator, admin] = await Promise.all([makeUser("member"), makeUser("member"), makeUser("moderator"), makeUser("admin")]);
});

describe("object-level authorisation (BOLA)", () => {
  it("user B cannot read, change or delete user A's private and secret posts, by id or by slug", async () => {
    for (const visibility of ["private", "secret"]) {
      const slug = unique(visibility);
      const created = await api("POST", "/api/posts", { as: alice, body: { slug, visibility, content: "mine" } });
      expect(created.status).toBe(201);
      for (const ref of [created.body._id as string, slug]) {
        expect((await api("GET", `/api/posts/${ref}`, { as: bob })).status).toBe(404);
        expect((await api("PATCH", `/api/posts/${ref}`, { as: bob, body: { content: "hacked" } })).status).toBe(404);
        expect((await api("PUT", `/api/posts/${ref}`, { as: bob, body: { slug: unique("x") } })).status).toBe(404);
        expect((await api("DELETE", `/api/posts/${ref}`, { as: bob })).status).toBe(404);
      }
      const listed = await api<{ count: number; results: unknown[] }>("GET", `/api/posts${qs({ where: { slug } })}`, { as: bob });
      expect(listed.body).toMatchObject({ count: 0, results: [] });
      const byCreator = await api<{ count: number }>("GET", `/api/posts${qs({ where: { createdBy: alice.id, visibility } })}`, { as: bob });
      expect(byCreator.body.count).toBe(0);
      expect((await api("GET", `/api/posts/${slug}`, { as: alice })).body.content).toBe("mine");
    }
  });

  it("a 404 for someone else's record looks exactly like a 404 for a record that does not exist", async () => {
    const slug = unique("hidden");
    await api("POST", "/api/posts", { as: alice, body: { slug, visibility: "secret" } });
    const hidden = await api("GET", `/api/posts/${slug}`, { as: bob });
    const missing = await api("GET", `/api/posts/${unique("nothing")}`, { as: bob });
    expect(hidden.status).toBe(missing.status);
    expect(Object.keys(hidden.body).sort()).toEqual(Object.keys(missing.body).sort());
    expect(hidden.body.error).toBe(missing.body.error);
  });

  it("visibleBy shares a custom post; managedBy may edit it", async () => {
    const slug = unique("custom");
    const created = await api("POST", "/api/posts", { as: alice, body: { slug, visibility: "custom", visibleBy: [bob.id] } });
    expect((await api("GET", `/api/posts/${slug}`, { as: bob })).status).toBe(200);
    expect((await api("PATCH", `/api/posts/${slug}`, { as: bob, body: { content: "x" } })).status).toBe(403);
    await testDb().post.update({ where: { id: created.body._id as string }, data: { managedBy: [bob.id] } });
    expect((await api("PATCH", `/api/posts/${slug}`, { as: bob, body: { content: "edited by manager" } })).status).toBe(200);
    expect((await api("DELETE", `/api/posts/${slug}`, { as: bob })).status).toBe(403);
  });
});

describe("mass assignment", () => {
  it("a member cannot give itself roles; other profile fields are fine", async () => {
    const res = await api("PATCH", `/api/users/${alice.id}`, { as: alice, body: { roles: ["admin"] } });
    expect(res.status).toBe(403);
    expect(res.body.details).toEqual([{ field: "roles", message: "Not allowed for your role" }]);
    expect((await testDb().user.findUnique({ where: { id: alice.id } }))?.roles).toEqual(["member"]);
    const ok = await api("PATCH", `/api/users/${alice.id}`, { as: alice, body: { screenname: "Alice" } });
    expect(ok.status).toBe(200);
    expect(ok.body.roles).toEqual(["member"]);
    expect((await api("PATCH", `/api/users/${bob.id}`, { as: alice, body: { screenname: "Not Bob" } })).status).toBe(403);
  });

  it("an admin can change roles", async () => {
    const target = await makeUser("member");
    const res = await api("PATCH", `/api/users/${target.id}`, { as: admin, body: { roles: ["member", "content-creator"] } });
    expect(res.status).toBe(200);
    expect(res.body.roles).toEqual(["member", "content-creator"]);
  });

  it("createdBy, reportedBy and deleted in a PATCH are ignored", async () => {
    const slug = unique("owned");
    await api("POST", "/api/posts", { as: alice, body: { slug } });
    const res = await api("PATCH", `/api/posts/${slug}`, {
      as: alice,
      body: { createdBy: bob.id, reportedBy: [bob.id], deleted: new Date().toISOString(), content: "ok" },
    });
    expect(res.status).toBe(200);
    expect(res.body.createdBy).toBe(alice.id);
    const row = await testDb().post.findUnique({ where: { slug } });
    expect(row).toMatchObject({ createdBy: alice.id, reportedBy: [], deleted: null, content: "ok" });
  });
});

describe("field visibility", () => {
  it("email (OwnerVisible, not Public) is shown to its owner and moderators, not to other members", async () => {
    expect((await api("GET", `/api/users/${alice.id}`, { as: alice })).body.email).toBe(alice.email);
    expect((await api("GET", `/api/users/${alice.id}`, { as: bob })).body).not.toHaveProperty("email");
    expect((await api("GET", `/api/users/${alice.id}`, { as: moderator })).body.email).toBe(alice.email);
    const listed = await api<{ results: Record<string, unknown>[] }>("GET", `/api/users${qs({ where: { _id: alice.id } })}`, { as: bob });
    expect(listed.body.results[0]).not.toHaveProperty("email");
    const filter = await api("GET", `/api/users${qs({ where: { email: alice.email } })}`, { as: bob });
    expect(filter.status).toBe(400);
  });

  it("reporters are visible to moderators only", async () => {
    const slug = unique("reported");
    const created = await api("POST", "/api/posts", { as: alice, body: { slug } });
    await testDb().post.update({ where: { id: created.body._id as string }, data: { reportedBy: [bob.id] } });
    expect((await api("GET", `/api/posts/${slug}`, { as: alice })).body).not.toHaveProperty("reportedBy");
    expect((await api("GET", `/api/posts/${slug}`, { as: moderator })).body.reportedBy).toEqual([bob.id]);
  });
});

describe("the issue's stories", () => {
  it("a member manages its own posts and reads public content, but cannot touch config", async () => {
    const slug = unique("mine");
    expect((await api("POST", "/api/posts", { as: alice, body: { slug, content: "v1" } })).status).toBe(201);
    expect((await api("PATCH", `/api/posts/${slug}`, { as: alice, body: { content: "v2" } })).status).toBe(200);
    expect((await api("DELETE", `/api/posts/${slug}`, { as: alice })).status).toBe(204);
    expect((await api("POST", "/api/configs", { as: alice, body: { slug: unique("cfg") } })).status).toBe(403);
    const cfg = await api("POST", "/api/configs", { as: admin, body: { slug: unique("cfg"), value: { on: true } } });
    expect(cfg.status).toBe(201);
    expect((await api("GET", `/api/configs/${cfg.body._id}`, { as: alice })).status).toBe(200);
    expect((await api("PATCH", `/api/configs/${cfg.body._id}`, { as: alice, body: { value: {} } })).status).toBe(403);
  });

  it("a moderator soft-deletes an article and sees it in the trash", async () => {
    const author = await makeUser("content-creator");
    const slug = unique("art");
    await api("POST", "/api/articles", { as: author, body: { slug, title: "Hello" } });
    expect((await api("POST", `/api/articles/${slug}/soft-delete`, { as: moderator })).status).toBe(200);
    expect((await api("GET", `/api/articles/${slug}`, { as: author })).status).toBe(404);
    const trash = await api<{ count: number }>("GET", `/api/articles${qs({ where: { slug }, deleted: "true" })}`, { as: moderator });
    expect(trash.body.count).toBe(1);
    expect((await api("GET", `/api/articles/${slug}?deleted=true`, { as: moderator })).status).toBe(200);
  });

  it("GET /api/booking?where={status:confirmed} lists confirmed bookings", async () => {
    const listing = unique("listing");
    for (const status of ["confirmed", "open", "confirmed", "cancelled"]) {
      expect((await api("POST", "/api/bookings", { as: admin, body: { status, listing } })).status).toBe(201);
    }
    const res = await api<{ results: { status: string }[]; count: number; page: number }>(
      "GET",
      `/api/booking${qs({ where: { status: "confirmed", listing } })}`,
      { as: admin },
    );
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(2);
    expect(res.body.page).toBe(1);
    expect(res.body.results.every((b) => b.status === "confirmed")).toBe(true);
  });
});
