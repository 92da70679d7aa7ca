import { beforeAll, describe, expect, it } from "vitest";
import { api, makeUser, qs, type TestUser, testDb, unique } from "../helpers/api";

/**
 * `count` is exact up to 10,000 matches and the planner's estimate beyond, flagged by countIsEstimate
 * (lib/query/count.ts). 10,050 posts with one tag are inserted in one statement to cross the cap.
 */
const MANY = 10_050;
let member: TestUser;
let tag: string;
let slugPrefix: string;

beforeAll(async () => {
  member = await makeUser("member");
  tag = unique("many");
  slugPrefix = unique("cnt");
  await testDb().$executeRaw`INSERT INTO "post" ("id", "slug", "tags", "createdBy", "created", "updated")
    SELECT 'ee' || lpad(to_hex(g), 10, '0') || substr(md5(${slugPrefix}), 1, 12), ${slugPrefix} || '-' || g, ARRAY[${tag}]::text[], ${member.id}, now(), now()
    FROM generate_series(1, ${MANY}) AS g`;
}, 60_000);

describe("list count", () => {
  it("is exact and says so for small results", async () => {
    const res = await api<{ count: number; countIsEstimate: boolean }>(
      "GET",
      `/api/posts${qs({ where: { $and: [{ tags: tag }, { slug: `${slugPrefix}-7` }] } })}`,
      { as: member },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ count: 1, countIsEstimate: false });
  });

  it("past 10,000 matches is an estimate of at least 10,001, flagged countIsEstimate", async () => {
    const res = await api<{ results: unknown[]; count: number; countIsEstimate: boolean }>(
      "GET",
      `/api/posts${qs({ where: { tags: tag } })}`,
      {
        as: member,
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.results).toHaveLength(20);
    expect(res.body.countIsEstimate).toBe(true);
    expect(res.body.count).toBeGreaterThanOrEqual(10_001);
  });

  it("is exact again on the last page, which shows where the list ends", async () => {
    const res = await api<{ results: unknown[]; count: number; countIsEstimate: boolean }>(
      "GET",
      `/api/posts${qs({ where: { tags: tag }, limit: "1000", page: "11" })}`,
      { as: member },
    );
    expect(res.body.results).toHaveLength(MANY - 10_000);
    expect(res.body).toMatchObject({ count: MANY, countIsEstimate: false });
  });
});
