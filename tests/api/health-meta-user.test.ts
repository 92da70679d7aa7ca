import { beforeAll, describe, expect, it } from "vitest";
import { models } from "../../lib/models";
import pkg from "../../package.json";
import { api, makeUser, type TestUser, testDb } from "../helpers/api";

let member: TestUser;

beforeAll(async () => {
  member = await makeUser("member");
});

describe("GET /api/health", () => {
  it("answers without authentication with the database up and the app's version", async () => {
    const res = await api("GET", "/api/health");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "ok", database: "up", version: pkg.version });
  });
});

describe("Meta", () => {
  it("needs authentication on all four endpoints", async () => {
    for (const path of ["/api/meta/models", "/api/meta/models/post", "/api/meta/roles", "/api/meta/version"]) {
      const res = await api("GET", path);
      expect(res.status, path).toBe(401);
      expect(res.body).toMatchObject({ error: "unauthorized" });
    }
  });

  it("lists every model with names and methods", async () => {
    const res = await api<{ models: { name: string; plural: string; label: string; methods: string[] }[] }>("GET", "/api/meta/models", {
      as: member,
    });
    expect(res.status).toBe(200);
    expect(res.body.models.map((m) => m.name)).toEqual(models.map((m) => m.name));
    expect(res.body.models.find((m) => m.name === "article")).toMatchObject({
      plural: "articles",
      label: "Articles",
      methods: ["GET", "POST", "PATCH", "PUT", "SOFT_DELETE"],
    });
  });

  it("gives one model's full definition by singular or plural name, 404 otherwise", async () => {
    const byPlural = await api<Record<string, unknown> & { fields: Record<string, unknown>[] }>("GET", "/api/meta/models/posts", {
      as: member,
    });
    const bySingular = await api("GET", "/api/meta/models/post", { as: member });
    expect(byPlural.status).toBe(200);
    expect(bySingular.body).toEqual(byPlural.body);
    expect(byPlural.body).toMatchObject({ name: "post", plural: "posts", names: { singular: "post", plural: "posts" } });
    const parentType = byPlural.body.fields.find((f) => f.name === "parentType");
    expect(parentType).toMatchObject({ type: "Enum", values: ["post", "event", "channel", "user"], default: "channel" });
    expect(byPlural.body.fields.find((f) => f.name === "tags")).toMatchObject({ type: "Array", of: "String", default: [] });
    expect(byPlural.body.fields.find((f) => f.name === "reportedBy")).toMatchObject({ flags: [] });
    const unknown = await api("GET", "/api/meta/models/widgets", { as: member });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: "not_found" });
  });

  it("describes what each role may do", async () => {
    const res = await api<{ roles: { role: string; models: Record<string, Record<string, unknown>> }[] }>("GET", "/api/meta/roles", {
      as: member,
    });
    expect(res.status).toBe(200);
    expect(res.body.roles.map((r) => r.role)).toEqual(["admin", "moderator", "content-creator", "member"]);
    const byRole = Object.fromEntries(res.body.roles.map((r) => [r.role, r.models]));
    expect(byRole.member.post.create).toBe(true);
    expect(byRole.member.lesson.create).toBe(false);
    expect(byRole["content-creator"].lesson.create).toBe(true);
    expect(byRole.moderator.article.restore).toBe(true);
    expect(byRole.member.config.create).toBe(false);
  });

  it("gives the API and app versions", async () => {
    const res = await api("GET", "/api/meta/version", { as: member });
    expect(res.body).toEqual({ api: "1.0.0", app: pkg.version });
  });
});

describe("GET /api/user", () => {
  it("is the caller's own record with OwnerVisible fields and no secrets", async () => {
    await testDb().user.update({ where: { id: member.id }, data: { settings: { theme: "dark" } } });
    const res = await api("GET", "/api/user", { as: member });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: member.id, email: member.email, settings: { theme: "dark" }, roles: ["member"] });
    expect(res.headers.get("etag")).toMatch(/^".+"$/);
    const text = JSON.stringify(res.body);
    for (const secret of ["password", "hash", "key", "prefix"]) expect(text.toLowerCase()).not.toContain(secret);
    // Not the list (that is /api/users).
    expect(res.body).not.toHaveProperty("results");
  });

  it("needs authentication", async () => {
    expect((await api("GET", "/api/user")).status).toBe(401);
  });

  it("another user's record does not show their email to a member", async () => {
    const other = await makeUser("member");
    const res = await api("GET", `/api/user/${other.id}`, { as: member });
    expect(res.status).toBe(200);
    expect(res.body).not.toHaveProperty("email");
    expect(res.body).not.toHaveProperty("settings");
  });

  it("POST /api/user still creates a user like /api/users (admins only)", async () => {
    const admin = await makeUser("admin");
    const denied = await api("POST", "/api/user", { as: member, body: { screenname: "x" } });
    expect(denied.status).toBe(403);
    const created = await api("POST", "/api/user", { as: admin, body: { screenname: "Created via singular" } });
    expect(created.status).toBe(201);
    expect(created.headers.get("location")).toBe(`/api/users/${created.body._id}`);
    const put = await api("PUT", "/api/user", { as: admin, body: {} });
    expect(put.status).toBe(405);
    expect(put.headers.get("allow")).toBe("GET, POST");
  });
});
