import { beforeAll, describe, expect, it } from "vitest";
import { api, makeUser, type TestUser, testDb, unique } from "../helpers/api";

let member: TestUser;
let other: TestUser;
let moderator: TestUser;
let admin: TestUser;
let creator: TestUser;

beforeAll(async () => {
  [member, other, moderator, admin, creator] = await Promise.all([
    makeUser("member"),
    makeUser("member"),
    makeUser("moderator"),
    makeUser("admin"),
    makeUser("content-creator"),
  ]);
});

async function post(as: TestUser, body: Record<string, unknown> = {}) {
  const res = await api("POST", "/api/posts", { as, body: { slug: unique("mod"), content: "c", ...body } });
  expect(res.status).toBe(201);
  return res.body as { _id: string; slug: string; updated: string };
}

const visibleBy = async (id: string) => (await testDb().post.findUniqueOrThrow({ where: { id } })).visibleBy;
const reportedBy = async (id: string) => (await testDb().post.findUniqueOrThrow({ where: { id } })).reportedBy;

describe("POST /api/moderator/{model}/{id}/add and /remove", () => {
  it("adds and removes a user in visibleBy, idempotently, and that user can then read a custom record", async () => {
    const record = await post(member, { visibility: "custom" });
    expect((await api("GET", `/api/posts/${record._id}`, { as: other })).status).toBe(404);

    const added = await api("POST", `/api/moderator/post/${record._id}/add`, { as: moderator, body: { user: other.id } });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ _id: record._id, visibleBy: [other.id] });
    expect(added.headers.get("etag")).toMatch(/^".+"$/);
    expect(new Date(added.body.updated as string).getTime()).toBeGreaterThan(new Date(record.updated).getTime() - 1);
    expect((await api("GET", `/api/posts/${record._id}`, { as: other })).status).toBe(200);

    const again = await api("POST", `/api/moderator/posts/${record.slug}/add`, { as: admin, body: { user: other.id } });
    expect(again.status).toBe(200);
    expect(await visibleBy(record._id)).toEqual([other.id]);
    // Nothing changed, so the version did not either.
    expect(again.headers.get("etag")).toBe(added.headers.get("etag"));

    const removed = await api("POST", `/api/moderator/post/${record._id}/remove`, { as: moderator, body: { user: other.id } });
    expect(removed.status).toBe(200);
    expect(removed.body.visibleBy).toEqual([]);
    expect((await api("POST", `/api/moderator/post/${record._id}/remove`, { as: moderator, body: { user: other.id } })).status).toBe(200);
    expect(await visibleBy(record._id)).toEqual([]);
    expect((await api("GET", `/api/posts/${record._id}`, { as: other })).status).toBe(404);
  });

  it("is for moderators and admins only", async () => {
    const record = await post(member);
    for (const as of [member, creator]) {
      const res = await api("POST", `/api/moderator/post/${record._id}/add`, { as, body: { user: other.id } });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ error: "forbidden" });
    }
    expect((await api("POST", `/api/moderator/post/${record._id}/add`, { body: { user: other.id } })).status).toBe(401);
    expect(await visibleBy(record._id)).toEqual([]);
  });

  it("rejects bad input: unknown model, unknown record, unknown or missing user", async () => {
    const record = await post(member);
    const cases: [string, unknown, number, string][] = [
      [`/api/moderator/widget/${record._id}/add`, { user: other.id }, 404, "not_found"],
      ["/api/moderator/post/000000000000000000000000/add", { user: other.id }, 404, "not_found"],
      [`/api/moderator/post/${record._id}/add`, { user: "000000000000000000000000" }, 404, "not_found"],
      [`/api/moderator/post/${record._id}/add`, {}, 400, "validation_failed"],
      [`/api/moderator/post/${record._id}/add`, { user: 42 }, 400, "validation_failed"],
      [`/api/moderator/post/${record._id}/add`, { user: "" }, 400, "validation_failed"],
      [`/api/moderator/post/${record._id}/remove`, { user: other.id, extra: true }, 400, "validation_failed"],
    ];
    for (const [path, body, status, error] of cases) {
      const res = await api("POST", path, { as: moderator, body });
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(status);
      expect(res.body).toMatchObject({ error });
    }
    const missing = await api("POST", `/api/moderator/post/${record._id}/add`, { as: moderator, body: {} });
    expect(missing.body.details).toEqual([{ field: "user", message: expect.any(String) }]);
    const notJson = await api("POST", `/api/moderator/post/${record._id}/add`, {
      as: moderator,
      raw: "user=x",
      headers: { "Content-Type": "text/plain" },
    });
    expect(notJson.status).toBe(415);
  });

  it("a secret record is 404 for a moderator but works for an admin", async () => {
    const record = await post(member, { visibility: "secret" });
    expect((await api("POST", `/api/moderator/post/${record._id}/add`, { as: moderator, body: { user: other.id } })).status).toBe(404);
    expect((await api("POST", `/api/moderator/post/${record._id}/add`, { as: admin, body: { user: other.id } })).status).toBe(200);
  });
});

describe("POST and DELETE /api/report/{model}/{id}", () => {
  it("adds the caller to reportedBy once and withdraws it", async () => {
    const record = await post(member);
    const first = await api("POST", `/api/report/post/${record._id}`, { as: other });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ model: "post", _id: record._id, reported: true });
    expect((await api("POST", `/api/report/posts/${record.slug}`, { as: other })).status).toBe(200);
    expect(await reportedBy(record._id)).toEqual([other.id]);
    // The reporter does not see who reported (reportedBy is not Public).
    expect((await api("GET", `/api/posts/${record._id}`, { as: other })).body).not.toHaveProperty("reportedBy");

    const withdrawn = await api("DELETE", `/api/report/post/${record._id}`, { as: other });
    expect(withdrawn.body).toEqual({ model: "post", _id: record._id, reported: false });
    expect((await api("DELETE", `/api/report/post/${record._id}`, { as: other })).status).toBe(200);
    expect(await reportedBy(record._id)).toEqual([]);
  });

  it("answers 404 for a record the caller cannot read, an unknown record or model, and 401 anonymously", async () => {
    const hidden = await post(member, { visibility: "private" });
    expect((await api("POST", `/api/report/post/${hidden._id}`, { as: other })).status).toBe(404);
    expect(await reportedBy(hidden._id)).toEqual([]);
    expect((await api("POST", "/api/report/post/000000000000000000000000", { as: other })).status).toBe(404);
    const unknownModel = await api("POST", `/api/report/widgets/${hidden._id}`, { as: other });
    expect(unknownModel.status).toBe(404);
    expect(unknownModel.body).toMatchObject({ error: "not_found" });
    expect((await api("POST", `/api/report/post/${hidden._id}`)).status).toBe(401);
  });

  it("a soft-deleted record cannot be reported", async () => {
    const lesson = await api("POST", "/api/lessons", { as: creator, body: { slug: unique("l"), title: "T" } });
    await api("POST", `/api/lessons/${lesson.body._id}/soft-delete`, { as: creator });
    expect((await api("POST", `/api/report/lesson/${lesson.body._id}`, { as: other })).status).toBe(404);
  });
});

describe("the moderators' report queue", () => {
  it("lists reported records across models, most reported first, with counts; dismiss clears them", async () => {
    const once = await post(member);
    const twice = await post(member);
    const lesson = await api("POST", "/api/lessons", { as: creator, body: { slug: unique("lq"), title: "Reported lesson" } });
    await api("POST", `/api/report/post/${once._id}`, { as: other });
    await api("POST", `/api/report/post/${twice._id}`, { as: other });
    await api("POST", `/api/report/post/${twice._id}`, { as: member });
    await api("POST", `/api/report/lesson/${lesson.body._id}`, { as: other });

    const queue = await api<{
      results: { model: string; _id: string; reports: number; record: Record<string, unknown> }[];
      count: number;
      page: number;
    }>("GET", "/api/moderator/reports?limit=1000", { as: moderator });
    expect(queue.status).toBe(200);
    const ids = queue.body.results.map((r) => r._id);
    expect(ids).toEqual(expect.arrayContaining([once._id, twice._id, lesson.body._id]));
    expect(ids.indexOf(twice._id)).toBeLessThan(ids.indexOf(once._id));
    const twiceItem = queue.body.results.find((r) => r._id === twice._id);
    expect(twiceItem).toMatchObject({ model: "post", reports: 2, record: { _id: twice._id, reportedBy: [other.id, member.id] } });
    const counts = queue.body.results.map((r) => r.reports);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(queue.body.count).toBeGreaterThanOrEqual(3);

    const lessons = await api<{ results: { model: string }[] }>("GET", "/api/moderator/reports?model=lessons", { as: moderator });
    expect(lessons.body.results.every((r) => r.model === "lesson")).toBe(true);
    expect(lessons.body.results.some((r) => (r as { _id?: string })._id === lesson.body._id)).toBe(true);

    const paged = await api<{ results: unknown[]; page: number }>("GET", "/api/moderator/reports?limit=1&page=2", { as: moderator });
    expect(paged.body).toMatchObject({ page: 2 });
    expect(paged.body.results).toHaveLength(1);

    const dismissed = await api("POST", `/api/moderator/post/${twice._id}/dismiss`, { as: moderator });
    expect(dismissed.status).toBe(200);
    expect(dismissed.body.reportedBy).toEqual([]);
    expect((await api("POST", `/api/moderator/post/${twice._id}/dismiss`, { as: moderator })).status).toBe(200);
    const after = await api<{ results: { _id: string }[] }>("GET", "/api/moderator/reports?limit=1000", { as: moderator });
    expect(after.body.results.map((r) => r._id)).not.toContain(twice._id);
  });

  it("leaves out soft-deleted records and, for moderators, secret ones", async () => {
    const secret = await post(member, { visibility: "secret" });
    await api("POST", `/api/report/post/${secret._id}`, { as: member });
    const lesson = await api("POST", "/api/lessons", { as: creator, body: { slug: unique("ld"), title: "T" } });
    await api("POST", `/api/report/lesson/${lesson.body._id}`, { as: other });
    await api("POST", `/api/lessons/${lesson.body._id}/soft-delete`, { as: creator });

    const forModerator = await api<{ results: { _id: string }[] }>("GET", "/api/moderator/reports?limit=1000", { as: moderator });
    const modIds = forModerator.body.results.map((r) => r._id);
    expect(modIds).not.toContain(secret._id);
    expect(modIds).not.toContain(lesson.body._id);
    const forAdmin = await api<{ results: { _id: string }[] }>("GET", "/api/moderator/reports?limit=1000", { as: admin });
    expect(forAdmin.body.results.map((r) => r._id)).toContain(secret._id);
  });

  it("is for moderators only and rejects bad parameters", async () => {
    expect((await api("GET", "/api/moderator/reports", { as: member })).status).toBe(403);
    expect((await api("GET", "/api/moderator/reports")).status).toBe(401);
    expect((await api("POST", "/api/moderator/post/000000000000000000000000/dismiss", { as: member })).status).toBe(403);
    expect((await api("POST", "/api/moderator/post/000000000000000000000000/dismiss", { as: moderator })).status).toBe(404);
    for (const query of ["model=widgets", "limit=0", "limit=1001", "page=0", "limit=abc", "sort=x"]) {
      const res = await api("GET", `/api/moderator/reports?${query}`, { as: moderator });
      expect(res.status, query).toBe(400);
      expect(res.body).toMatchObject({ error: "invalid_parameters" });
    }
  });
});
