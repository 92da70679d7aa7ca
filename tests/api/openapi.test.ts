import { Validator } from "@seriousme/openapi-schema-validator";
import { beforeAll, describe, expect, it } from "vitest";
import { models } from "../../lib/models";
import { buildOpenApiDocument, type OpenApiDocument } from "../../lib/openapi";
import { api, baseUrl, makeUser, type TestUser, testDb, unique } from "../helpers/api";
import { HTTP_METHODS, responseValidator } from "../helpers/openapi";
import { sampleBody } from "../helpers/samples";

let doc: OpenApiDocument;
let check: ReturnType<typeof responseValidator>;
let admin: TestUser;
let member: TestUser;

beforeAll(async () => {
  const res = await api<OpenApiDocument>("GET", "/swagger/openapi.json");
  doc = res.body;
  check = responseValidator(doc);
  admin = await makeUser("admin");
  member = await makeUser("member");
});

describe("GET /swagger/openapi.json", () => {
  it("is served without authentication, is the generated document and a valid OpenAPI 3.1 document", async () => {
    const res = await api("GET", "/swagger/openapi.json");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect(res.body).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument())));
    const result = await new Validator().validate(structuredClone(doc));
    expect(result.valid).toBe(true);
  });
});

describe("every documented operation is served by the app", () => {
  // As a member, with placeholder ids and no body, so nothing changes: a served operation answers in JSON
  // (200, 403, 415, or a 404 about the placeholder record). Not served: Next's HTML 404 or empty 405, or the
  // generic CRUD route catching the path as an unknown model (/api/auth/me would otherwise look served).
  it("answers each with the API's JSON, never 405 nor an unknown-model 404", async () => {
    const missing: string[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      const url = path.replace("{model}", "post").replace(/\{[^}]+\}/g, "000000000000000000000000");
      for (const method of HTTP_METHODS.filter((m) => (item as Record<string, unknown>)[m])) {
        const res = await fetch(`${baseUrl()}${url}`, {
          method: method.toUpperCase(),
          headers: { Authorization: `Bearer ${member.key}` },
          redirect: "manual",
        });
        const type = res.headers.get("content-type") ?? "";
        const text = await res.text();
        const unknownModel = res.status === 404 && text.includes("There is no model called");
        if (!type.includes("application/json") || res.status === 405 || unknownModel) {
          missing.push(`${method.toUpperCase()} ${path} → ${res.status} ${type}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});

describe("real responses match the documented schemas", () => {
  it("create, read and list every model (as admin)", async () => {
    for (const model of models.filter((m) => m.methods.includes("POST"))) {
      const body = sampleBody(model);
      const created = await api("POST", `/api/${model.plural}`, { as: admin, body });
      expect(created.status, `${model.name}: ${JSON.stringify(created.body)}`).toBe(201);
      expect(check(`/api/${model.plural}`, "post", 201, created.body), model.name).toEqual([]);
      const read = await api("GET", `/api/${model.name}/${created.body._id}`, { as: admin });
      expect(check(`/api/${model.name}/{idOrSlug}`, "get", read.status, read.body), model.name).toEqual([]);
      const list = await api("GET", `/api/${model.plural}?limit=3`, { as: admin });
      expect(list.status).toBe(200);
      expect(check(`/api/${model.plural}`, "get", 200, list.body), model.name).toEqual([]);
    }
  });

  it("a member's view of a record, patch and a projected list", async () => {
    const created = await api("POST", "/api/posts", { as: member, body: { slug: unique("doc"), content: "x" } });
    expect(check("/api/posts", "post", 201, created.body)).toEqual([]);
    const patched = await api("PATCH", `/api/posts/${created.body._id}`, { as: member, body: { content: "y" } });
    expect(patched.status).toBe(200);
    expect(check("/api/posts/{idOrSlug}", "patch", 200, patched.body)).toEqual([]);
    const list = await api("GET", "/api/post?fields=slug&limit=2", { as: member });
    expect(check("/api/post", "get", 200, list.body)).toEqual([]);
  });

  it("errors: 400, 401, 404, 405, 409 and 415 bodies", async () => {
    const cases: [string, string, string, Parameters<typeof api>[2]][] = [
      ["GET", "/api/posts?limit=5000", "/api/posts", { as: member }],
      ["GET", "/api/posts", "/api/posts", {}],
      ["GET", "/api/posts/does-not-exist", "/api/posts/{idOrSlug}", { as: member }],
      ["POST", "/api/posts", "/api/posts", { as: member, body: { slug: "" } }],
      ["POST", "/api/posts", "/api/posts", { as: member, raw: "slug=x", headers: { "Content-Type": "text/plain" } }],
      ["POST", "/api/configs", "/api/configs", { as: member, body: { slug: unique("c") } }],
    ];
    for (const [method, url, path, options] of cases) {
      const res = await api(method, url, options);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(check(path, method.toLowerCase(), res.status, res.body), `${method} ${url}`).toEqual([]);
    }
    const slug = unique("dup");
    await api("POST", "/api/posts", { as: member, body: { slug } });
    const taken = await api("POST", "/api/posts", { as: member, body: { slug } });
    expect(taken.status).toBe(409);
    expect(check("/api/posts", "post", 409, taken.body)).toEqual([]);
    const notAllowed = await api("DELETE", "/api/articles/x", { as: member });
    expect(notAllowed.status).toBe(405);
    expect(notAllowed.headers.get("allow")).toBe("GET, PATCH, PUT");
    expect(check.component("Error", notAllowed.body)).toEqual([]);
    expect(check.component("Error", { error: "nope", message: "x", details: [] })).not.toEqual([]);
  });

  it("auth: signup, me, API keys, and the rate-limit headers every response documents", async () => {
    const signup = await api("POST", "/api/auth/signup", {
      body: { email: `${unique("doc")}@example.com`, password: "a long password 1" },
    });
    expect(signup.status).toBe(201);
    expect(check("/api/auth/signup", "post", 201, signup.body)).toEqual([]);
    const me = await api("GET", "/api/auth/me", { as: member });
    expect(check("/api/auth/me", "get", 200, me.body)).toEqual([]);
    const created = await api("POST", "/api/auth/keys", { as: member, body: { name: "docs" } });
    expect(created.status).toBe(201);
    expect(check("/api/auth/keys", "post", 201, created.body)).toEqual([]);
    const list = await api("GET", "/api/auth/keys", { as: member });
    expect(check("/api/auth/keys", "get", 200, list.body)).toEqual([]);
    const revoked = await api("DELETE", `/api/auth/keys/${created.body.id}`, { as: member });
    expect(revoked.status).toBe(204);
    const reset = await api("POST", "/api/auth/password-reset", { body: { email: "nobody@example.com" } });
    expect(check("/api/auth/password-reset", "post", reset.status, reset.body)).toEqual([]);
    const bad = await api("POST", "/api/auth/signup", { body: { email: "not-an-email", password: "x" } });
    expect(check("/api/auth/signup", "post", 400, bad.body)).toEqual([]);
    for (const res of [list, me]) {
      for (const name of ["RateLimit-Limit", "RateLimit-Remaining", "RateLimit-Reset"])
        expect(res.headers.get(name), name).toMatch(/^\d+$/);
    }
  });

  it("health, meta, the current user and the report queue", async () => {
    const cases: [string, string][] = [
      ["/api/health", "/api/health"],
      ["/api/meta/models", "/api/meta/models"],
      ["/api/meta/models/posts", "/api/meta/models/{name}"],
      ["/api/meta/roles", "/api/meta/roles"],
      ["/api/meta/version", "/api/meta/version"],
      ["/api/user", "/api/user"],
      ["/api/moderator/reports", "/api/moderator/reports"],
    ];
    for (const [url, path] of cases) {
      const res = await api("GET", url, { as: admin });
      expect(res.status, url).toBe(200);
      expect(check(path, "get", 200, res.body), url).toEqual([]);
    }
    expect(await testDb().user.count()).toBeGreaterThan(0);
  });
});
