import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Caller } from "../../lib/auth/caller";
import { canRead } from "../../lib/auth/permissions";
import { findModel, ROLES, type Role, VISIBILITY } from "../../lib/models";
import { Prisma } from "../../lib/query/sql";
import { visibilityCondition } from "../../lib/query/visibility-sql";

/**
 * The SQL read rule (lists, counts, reads) and the JavaScript one (canRead) must agree exactly; PostgreSQL
 * itself evaluates the SQL here, on every role × visibility × relation of the caller to the record.
 */
const ME = "me";
const relations = ["creator", "manager", "viewer", "stranger", "self"] as const;
let db: PGlite;

interface TestRow {
  id: string;
  visibility: string;
  createdBy: string | null;
  managedBy: string[];
  visibleBy: string[];
}
const rows: TestRow[] = [];
for (const visibility of [...VISIBILITY, "unknown-value"]) {
  for (const relation of relations) {
    rows.push({
      id: relation === "self" ? ME : `${visibility}-${relation}`,
      visibility,
      createdBy: relation === "creator" ? ME : "someone",
      managedBy: relation === "manager" ? [ME, "x"] : ["x"],
      visibleBy: relation === "viewer" ? [ME] : [],
    });
  }
}

beforeAll(async () => {
  db = new PGlite("memory://");
  await db.exec(`CREATE TABLE t (key serial, id text, visibility text, "createdBy" text, "managedBy" text[], "visibleBy" text[])`);
  for (const r of rows) {
    await db.query(`INSERT INTO t (id, visibility, "createdBy", "managedBy", "visibleBy") VALUES ($1, $2, $3, $4, $5)`, [
      r.id,
      r.visibility,
      r.createdBy,
      r.managedBy,
      r.visibleBy,
    ]);
  }
});
afterAll(() => db.close());

describe.each(["post", "user"])("%s", (modelName) => {
  const model = findModel(modelName);
  if (!model) throw new Error(modelName);
  it.each<[Role | null]>([...ROLES.map((r): [Role] => [r]), [null]])("role %s: SQL and canRead select the same records", async (role) => {
    const caller: Caller | null = role ? { id: ME, roles: [role], via: "key" } : null;
    const query = Prisma.sql`SELECT key FROM t WHERE ${visibilityCondition(caller, model)} ORDER BY key`;
    const result = await db.query<{ key: number }>(query.text, query.values as unknown[]);
    const fromSql = result.rows.map((r) => r.key);
    const fromJs = rows.map((r, i) => (canRead(caller, model, { ...r, _id: r.id }) ? i + 1 : null)).filter((k) => k !== null);
    expect(fromSql).toEqual(fromJs);
  });
});

describe("canRead follows the contract", () => {
  const post = findModel("post");
  if (!post) throw new Error("post");
  const member = (id = ME): Caller => ({ id, roles: ["member"], via: "key" });
  const record = (visibility: string, extra: Partial<TestRow> = {}) => ({
    visibility,
    createdBy: "owner",
    managedBy: [],
    visibleBy: [],
    ...extra,
  });
  it.each([
    ["public: any signed-in caller", record("public"), member(), true],
    ["custom: a stranger may not", record("custom"), member(), false],
    ["custom: visibleBy may", record("custom", { visibleBy: [ME] }), member(), true],
    ["private: visibleBy may not", record("private", { visibleBy: [ME] }), member(), false],
    ["private: managedBy may", record("private", { managedBy: [ME] }), member(), true],
    ["private: moderators may", record("private"), { id: ME, roles: ["moderator"], via: "key" } as Caller, true],
    ["secret: moderators may not", record("secret"), { id: ME, roles: ["moderator"], via: "key" } as Caller, false],
    ["secret: managers may not", record("secret", { managedBy: [ME] }), member(), false],
    ["secret: the creator may", record("secret", { createdBy: ME }), member(), true],
    ["secret: admins may", record("secret"), { id: ME, roles: ["admin"], via: "key" } as Caller, true],
    ["anonymous may not read public", record("public"), null, false],
  ])("%s", (_label, rec, caller, expected) => {
    expect(canRead(caller as Caller | null, post, rec)).toBe(expected);
  });
});
