import { beforeAll, describe, expect, it } from "vitest";
import { api, makeUser, qs, type TestUser, testDb, unique } from "../helpers/api";

let member: TestUser;
let admin: TestUser;

beforeAll(async () => {
  member = await makeUser("member");
  admin = await makeUser("admin");
});

describe("create and read a post", () => {
  it("POST /api/posts returns 201, the record, Location and ETag", async () => {
    const slug = unique("hello");
    const res = await api("POST", "/api/posts", { as: member, body: { slug, content: "Hi", tags: ["news"], replyCount: 2 } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      slug,
      content: "Hi",
      tags: ["news"],
      replyCount: 2,
      parentType: "channel",
      visibility: "public",
      meta: {},
    });
    expect(res.body._id).toMatch(/^[0-9a-f]{24}$/);
    expect(res.body.createdBy).toBe(member.id);
    expect(new Date(res.body.created as string).toISOString()).toBe(res.body.created);
    expect(res.headers.get("location")).toBe(`/api/posts/${res.body._id}`);
    expect(res.headers.get("etag")).toMatch(/^".+"$/);
    // Non-public fields are not returned to a member.
    expect(res.body).not.toHaveProperty("reportedBy");
    expect(res.body).not.toHaveProperty("deleted");

    const byId = await api("GET", `/api/post/${res.body._id}`, { as: member });
    expect(byId.status).toBe(200);
    expect(byId.body).toEqual(res.body);
    const bySlug = await api("GET", `/api/posts/${slug}`, { as: member });
    expect(bySlug.body._id).toBe(res.body._id);
    expect(bySlug.headers.get("etag")).toBe(res.headers.get("etag"));
  });

  it("ignores server-managed fields in the body and always records the caller as creator", async () => {
    const slug = unique("mass");
    const res = await api("POST", "/api/posts", {
      as: member,
      body: { slug, createdBy: admin.id, reportedBy: ["x"], deleted: "2020-01-01T00:00:00Z", created: "2000-01-01T00:00:00Z", _id: "abc" },
    });
    expect(res.status).toBe(201);
    expect(res.body.createdBy).toBe(member.id);
    expect(res.body._id).not.toBe("abc");
    const row = await testDb().post.findUnique({ where: { slug } });
    expect(row?.reportedBy).toEqual([]);
    expect(row?.deleted).toBeNull();
    expect(row?.created.getFullYear()).toBeGreaterThan(2020);
  });

  it("admins see non-public fields", async () => {
    const slug = unique("adm");
    await api("POST", "/api/posts", { as: member, body: { slug } });
    const res = await api("GET", `/api/posts/${slug}`, { as: admin });
    expect(res.body.reportedBy).toEqual([]);
    expect(res.body.deleted).toBeNull();
  });
});

describe("lists", () => {
  it("filters by tag, sorts, projects and pages", async () => {
    const tag = unique("tag");
    for (let i = 0; i < 7; i++) {
      const r = await api("POST", "/api/posts", { as: member, body: { slug: unique(`p${i}`), tags: [tag, "news"], replyCount: i } });
      expect(r.status).toBe(201);
    }
    const page2 = await api<{ results: Record<string, unknown>[]; count: number; page: number }>(
      "GET",
      `/api/post${qs({ where: { tags: tag }, sort_by: "-created", fields: "slug,tags", limit: "5", page: "2" })}`,
      { as: member },
    );
    expect(page2.status).toBe(200);
    expect(page2.body.count).toBe(7);
    expect(page2.body.page).toBe(2);
    expect(page2.body.results).toHaveLength(2);
    for (const r of page2.body.results) expect(Object.keys(r).sort()).toEqual(["_id", "slug", "tags"]);

    const sorted = await api<{ results: { replyCount: number }[] }>(
      "GET",
      `/api/posts${qs({ where: { tags: tag, replyCount: { $gte: 2, $lt: 5 } }, sort_by: "-replyCount" })}`,
      { as: member },
    );
    expect(sorted.body.results.map((r) => r.replyCount)).toEqual([4, 3, 2]);

    const beyond = await api<{ results: unknown[]; count: number }>("GET", `/api/posts${qs({ where: { tags: tag }, page: "9" })}`, {
      as: member,
    });
    expect(beyond.status).toBe(200);
    expect(beyond.body.results).toEqual([]);
    expect(beyond.body.count).toBe(7);
  });

  it("supports regex, $in, $nin, $all, $exists, $or", async () => {
    const tag = unique("ops");
    await api("POST", "/api/posts", { as: member, body: { slug: unique("Alpha"), tags: [tag, "a"], category: "Garden" } });
    await api("POST", "/api/posts", { as: member, body: { slug: unique("beta"), tags: [tag, "b"], category: "kitchen" } });
    await api("POST", "/api/posts", { as: member, body: { slug: unique("gamma"), tags: [tag, "a", "b"] } });
    const count = async (where: unknown) => {
      const res = await api<{ count: number }>("GET", `/api/posts${qs({ where: { $and: [{ tags: tag }, where] } })}`, { as: member });
      expect(res.status).toBe(200);
      return res.body.count;
    };
    expect(await count({ category: { $regex: "^gar", $options: "i" } })).toBe(1);
    expect(await count({ category: { $regex: "^gar" } })).toBe(0);
    expect(await count({ category: { $in: ["Garden", "kitchen"] } })).toBe(2);
    expect(await count({ category: { $nin: ["Garden"] } })).toBe(2);
    expect(await count({ tags: { $all: ["a", "b"] } })).toBe(1);
    expect(await count({ tags: { $in: ["b"] } })).toBe(2);
    expect(await count({ tags: { $nin: ["b"] } })).toBe(1);
    expect(await count({ category: { $exists: false } })).toBe(1);
    expect(await count({ $or: [{ category: "Garden" }, { tags: "b" }] })).toBe(3);
    expect(await count({ tags: { $regex: "^b$" } })).toBe(2);
    expect(await count({ category: { $ne: "Garden" } })).toBe(2);
    expect(await count({ created: { $gt: "2000-01-01T00:00:00Z" } })).toBe(3);
  });
});
