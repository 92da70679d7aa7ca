import { beforeAll, describe, expect, it } from "vitest";
import { api, baseUrl, makeUser, qs, type TestUser, testDb, unique } from "../helpers/api";

/** Bad input gets a 4xx with the contract's body naming the problem, and nothing is written. */
let member: TestUser;
let moderator: TestUser;
beforeAll(async () => {
  member = await makeUser("member");
  moderator = await makeUser("moderator");
});

const expectError = (res: { status: number; body: Record<string, unknown> }, status: number, code: string) => {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.error).toBe(code);
  expect(typeof res.body.message).toBe("string");
  expect(Array.isArray(res.body.details)).toBe(true);
  expect(JSON.stringify(res.body)).not.toMatch(/at .+\.(ts|js):\d+/);
};

describe("request bodies", () => {
  it("rejects malformed JSON, non-objects, empty bodies, wrong content type and oversized bodies", async () => {
    const before = await testDb().post.count();
    expectError(
      await api("POST", "/api/posts", { as: member, raw: '{"slug": "x",', headers: { "Content-Type": "application/json" } }),
      400,
      "invalid_parameters",
    );
    expectError(
      await api("POST", "/api/posts", { as: member, raw: "[1,2]", headers: { "Content-Type": "application/json" } }),
      400,
      "invalid_parameters",
    );
    expectError(
      await api("POST", "/api/posts", { as: member, raw: "", headers: { "Content-Type": "application/json" } }),
      400,
      "invalid_parameters",
    );
    expectError(
      await api("POST", "/api/posts", { as: member, raw: '{"slug":"x"}', headers: { "Content-Type": "text/plain" } }),
      415,
      "unsupported_media_type",
    );
    expectError(await api("POST", "/api/posts", { as: member, raw: '{"slug":"x"}' }), 415, "unsupported_media_type");
    const huge = JSON.stringify({ slug: unique("big"), content: "x".repeat(1024 * 1024 + 10) });
    expectError(
      await api("POST", "/api/posts", { as: member, raw: huge, headers: { "Content-Type": "application/json" } }),
      413,
      "payload_too_large",
    );
    expect(await testDb().post.count()).toBe(before);
  });

  it("names every invalid field: wrong types, out-of-enum values, unknown fields, missing required fields", async () => {
    const res = await api("POST", "/api/posts", {
      as: member,
      body: { replyCount: "three", parentType: "x", tags: "news", meta: [1], bogus: true, visibility: "everyone" },
    });
    expectError(res, 400, "validation_failed");
    const fields = (res.body.details as { field: string }[]).map((d) => d.field).sort();
    expect(fields).toEqual(["bogus", "meta", "parentType", "replyCount", "slug", "tags", "visibility"]);
    const lesson = await api("POST", "/api/lessons", { as: await makeUser("content-creator"), body: { slug: unique("l"), title: "  " } });
    expectError(lesson, 400, "validation_failed");
    expect(lesson.body.details).toEqual([{ field: "title", message: "Required" }]);
    const badSlug = await api("POST", "/api/posts", { as: member, body: { slug: "has spaces/and slashes" } });
    expect((badSlug.body.details as { field: string }[])[0].field).toBe("slug");
    const badDate = await api("POST", "/api/bookings", { as: await makeUser("admin"), body: { checkin: "next tuesday" } });
    expect((badDate.body.details as { field: string }[])[0].field).toBe("checkin");
  });

  it("a failed PATCH changes nothing", async () => {
    const created = await api("POST", "/api/posts", { as: member, body: { slug: unique("keep"), content: "original" } });
    const res = await api("PATCH", `/api/posts/${created.body._id}`, { as: member, body: { content: "changed", replyCount: -1.5 } });
    expectError(res, 400, "validation_failed");
    const again = await api("GET", `/api/posts/${created.body._id}`, { as: member });
    expect(again.body).toEqual(created.body);
  });

  it("PATCH cannot clear a required field", async () => {
    const created = await api("POST", "/api/posts", { as: member, body: { slug: unique("req") } });
    expectError(await api("PATCH", `/api/posts/${created.body._id}`, { as: member, body: { slug: null } }), 400, "validation_failed");
  });

  it("values PostgreSQL cannot store (NUL characters) are a 400 on create and patch, and store nothing", async () => {
    const slug = unique("nul");
    const create = await api("POST", "/api/posts", { as: member, body: { slug, content: "a\u0000b", tags: ["ok", "x\u0000"] } });
    expectError(create, 400, "validation_failed");
    expect(create.body.details).toEqual([
      { field: "content", message: "Text may not contain NUL (U+0000) characters" },
      { field: "tags.1", message: "Text may not contain NUL (U+0000) characters" },
    ]);
    expectError(await api("GET", `/api/posts/${slug}`, { as: member }), 404, "not_found");
    const created = await api("POST", "/api/posts", { as: member, body: { slug, content: "clean" } });
    const res = await api("PATCH", `/api/posts/${created.body._id}`, { as: member, body: { content: "a\u0000b", tags: ["x"] } });
    expectError(res, 400, "validation_failed");
    // Inside a JSON object the database is the one to refuse it: still a 400, still nothing written.
    const inJson = await api("PATCH", `/api/posts/${created.body._id}`, { as: member, body: { meta: { note: "a\u0000b" } } });
    expectError(inJson, 400, "validation_failed");
    expect((await api("GET", `/api/posts/${created.body._id}`, { as: member })).body).toEqual(created.body);
  });
});

describe("list parameters", () => {
  const bad: [string, Record<string, string>][] = [
    ["limit 0", { limit: "0" }],
    ["limit -1", { limit: "-1" }],
    ["limit 5000", { limit: "5000" }],
    ["limit abc", { limit: "abc" }],
    ["limit 1.5", { limit: "1.5" }],
    ["page 0", { page: "0" }],
    ["where not JSON", { where: "{tags:" }],
    ["where an array", { where: "[1]" }],
    ["where a string", { where: '"x"' }],
    ["where null", { where: "null" }],
    ["unknown field", { where: '{"nope":1}' }],
    ["unknown operator", { where: '{"slug":{"$where":"1"}}' }],
    ["unknown top-level operator", { where: '{"$nor":[]}' }],
    ["non-public field for a member", { where: '{"reportedBy":{"$exists":true}}' }],
    ["wrong value type", { where: '{"replyCount":"3"}' }],
    ["bad date", { where: '{"created":{"$gt":"yesterday"}}' }],
    ["$in without array", { where: '{"slug":{"$in":"a"}}' }],
    ["$gt on an array", { where: '{"tags":{"$gt":"a"}}' }],
    ["$all on a string", { where: '{"slug":{"$all":["a"]}}' }],
    ["bad regex", { where: '{"slug":{"$regex":"("}}' }],
    ["regex valid in JavaScript, not in PostgreSQL", { where: '{"slug":{"$regex":"(?<n>a)"}}' }],
    ["bad regex options", { where: '{"slug":{"$regex":"a","$options":"x"}}' }],
    ["$options alone", { where: '{"slug":{"$options":"i"}}' }],
    ["$or not an array", { where: '{"$or":{"slug":"a"}}' }],
    ["$and empty", { where: '{"$and":[]}' }],
    ["mixed operators and keys", { where: '{"meta":{"$eq":{},"a":1}}' }],
    ["sort by unknown field", { sort_by: "-nope" }],
    ["sort by non-public field", { sort_by: "reportedBy" }],
    ["empty sort key", { sort_by: "slug,,created" }],
    ["fields unknown", { fields: "slug,nope" }],
    ["deleted not boolean", { deleted: "yes" }],
  ];
  it.each(bad)("%s → 400 naming the parameter", async (_label, params) => {
    const res = await api("GET", `/api/posts?${new URLSearchParams(params)}`, { as: member });
    expectError(res, 400, "invalid_parameters");
    const field = (res.body.details as { field: string }[])[0]?.field ?? "";
    expect(field.split(".")[0].replace(/\[.*$/, "")).toBe(Object.keys(params)[0]);
  });

  it("the trash is for moderators; posts have no trash", async () => {
    expectError(await api("GET", `/api/articles${qs({ deleted: "true" })}`, { as: member }), 403, "forbidden");
    expect((await api("GET", `/api/articles${qs({ deleted: "true" })}`, { as: moderator })).status).toBe(200);
    expectError(await api("GET", `/api/posts${qs({ deleted: "true" })}`, { as: moderator }), 400, "invalid_parameters");
  });

  it("moderators may filter on non-public fields", async () => {
    const res = await api("GET", `/api/posts${qs({ where: { reportedBy: { $exists: true } } })}`, { as: moderator });
    expect(res.status).toBe(200);
  });

  it("values are bound parameters, not SQL", async () => {
    const slug = unique("inj");
    await api("POST", "/api/posts", { as: member, body: { slug } });
    for (const evil of [`' OR 1=1 --`, `${slug}'; DROP TABLE post; --`, `\\' OR ''='`]) {
      const res = await api<{ count: number }>("GET", `/api/posts${qs({ where: { slug: evil } })}`, { as: member });
      expect(res.status).toBe(200);
      expect(res.body.count).toBe(0);
    }
    expect((await api("GET", `/api/posts/${slug}`, { as: member })).status).toBe(200);
  });
});

describe("paths and authentication", () => {
  it("unknown models are 404; a missing key is 401", async () => {
    expectError(await api("GET", "/api/nothing", { as: member }), 404, "not_found");
    expectError(await api("GET", "/api/posts/doesnotexist", { as: member }), 404, "not_found");
    expectError(await api("GET", "/api/posts"), 401, "unauthorized");
    expectError(await api("GET", "/api/posts", { as: "cpk_not-a-real-key" }), 401, "unauthorized");
    const res = await fetch(`${baseUrl()}/api/posts`, { headers: { Authorization: "Basic abc" } });
    expect(res.status).toBe(401);
  });
});

describe("slugs and concurrency", () => {
  it("two concurrent creates of one slug give one 201 and one 409 slug_taken", async () => {
    for (let round = 0; round < 3; round++) {
      const slug = unique("race");
      const results = await Promise.all(Array.from({ length: 6 }, () => api("POST", "/api/posts", { as: member, body: { slug } })));
      const statuses = results.map((r) => r.status).sort();
      expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
      const conflict = results.find((r) => r.status === 409);
      expect(conflict?.body.error).toBe("slug_taken");
      expect(conflict?.body.details).toEqual([{ field: "slug", message: "This slug is already taken." }]);
    }
  });

  it("a slug is unique per model, not across models; renaming onto a taken slug is 409", async () => {
    const slug = unique("shared");
    const admin = await makeUser("admin");
    expect((await api("POST", "/api/posts", { as: admin, body: { slug } })).status).toBe(201);
    expect((await api("POST", "/api/articles", { as: admin, body: { slug, title: "T" } })).status).toBe(201);
    const other = await api("POST", "/api/posts", { as: admin, body: { slug: unique("other") } });
    const clash = await api("PATCH", `/api/posts/${other.body._id}`, { as: admin, body: { slug } });
    expectError(clash, 409, "slug_taken");
  });

  it("concurrent PATCHes with one If-Match: exactly one wins, the others get 412; without If-Match all apply", async () => {
    const created = await api("POST", "/api/posts", { as: member, body: { slug: unique("concurrent"), replyCount: 0 } });
    const etag = created.headers.get("etag") as string;
    const racing = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        api("PATCH", `/api/posts/${created.body._id}`, { as: member, body: { content: `writer ${i}` }, headers: { "If-Match": etag } }),
      ),
    );
    expect(racing.map((r) => r.status).sort()).toEqual([200, 412, 412, 412, 412, 412, 412, 412]);
    const unconditional = await Promise.all(
      Array.from({ length: 8 }, (_, i) => api("PATCH", `/api/posts/${created.body._id}`, { as: member, body: { replyCount: i + 1 } })),
    );
    expect(unconditional.every((r) => r.status === 200)).toBe(true);
  });

  it("If-Match: a stale ETag is 412 and changes nothing; the current one passes", async () => {
    const created = await api("POST", "/api/posts", { as: member, body: { slug: unique("etag"), content: "v1" } });
    const etag = created.headers.get("etag") as string;
    const first = await api("PATCH", `/api/posts/${created.body._id}`, {
      as: member,
      body: { content: "v2" },
      headers: { "If-Match": etag },
    });
    expect(first.status).toBe(200);
    expect(first.headers.get("etag")).not.toBe(etag);
    const stale = await api("PATCH", `/api/posts/${created.body._id}`, {
      as: member,
      body: { content: "v3" },
      headers: { "If-Match": etag },
    });
    expectError(stale, 412, "precondition_failed");
    expectError(
      await api("PUT", `/api/posts/${created.body._id}`, { as: member, body: { slug: "x" }, headers: { "If-Match": etag } }),
      412,
      "precondition_failed",
    );
    expectError(
      await api("DELETE", `/api/posts/${created.body._id}`, { as: member, headers: { "If-Match": etag } }),
      412,
      "precondition_failed",
    );
    expect((await api("GET", `/api/posts/${created.body._id}`, { as: member })).body.content).toBe("v2");
    const ok = await api("DELETE", `/api/posts/${created.body._id}`, {
      as: member,
      headers: { "If-Match": first.headers.get("etag") as string },
    });
    expect(ok.status).toBe(204);
  });
});
