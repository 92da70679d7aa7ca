import { describe, expect, it } from "vitest";
import { findModel } from "../../lib/models";
import { DbNull, deleteStatement, insertStatement, updateStatement } from "../../lib/query/write-sql";

const post = findModel("post");
if (!post) throw new Error("post");
const flat = (text: string) => text.replace(/\s+/g, " ").trim();

describe("write statements from the registry", () => {
  it("binds every value with its column's cast and returns the stored row", () => {
    const created = new Date("2026-01-02T03:04:05.678Z");
    const sql = insertStatement(post, { id: "p1", slug: "hello", tags: ["a", "b"], replyCount: 3, created });
    expect(flat(sql.text)).toBe(
      `INSERT INTO "post" ("id", "slug", "replyCount", "tags", "created") VALUES ($1::text, $2::text, $3::integer, $4::text[], $5::timestamptz) RETURNING *`,
    );
    expect(sql.values).toEqual(["p1", "hello", 3, ["a", "b"], created]);
  });

  it("sends JSON columns as JSON text, so an array of objects stays a JSON array", () => {
    const sql = updateStatement(post, "p1", { attributes: [{ k: "v" }], meta: { a: 1 } });
    expect(flat(sql.text)).toBe(`UPDATE "post" SET "meta" = $1::jsonb, "attributes" = $2::jsonb WHERE "id" = $3 RETURNING *`);
    expect(sql.values).toEqual([`{"a":1}`, `[{"k":"v"}]`, "p1"]);
  });

  it("writes SQL NULL for null, undefined and DbNull, without a parameter", () => {
    const sql = updateStatement(post, "p1", { deleted: null, category: undefined, meta: DbNull });
    expect(flat(sql.text)).toBe(`UPDATE "post" SET "category" = NULL, "meta" = NULL, "deleted" = NULL WHERE "id" = $1 RETURNING *`);
    expect(sql.values).toEqual(["p1"]);
  });

  it("keeps a hostile value a parameter, never SQL", () => {
    const sql = insertStatement(post, { id: "x", slug: `a'); DROP TABLE post; --` });
    expect(sql.text).not.toContain("DROP");
    expect(sql.values).toContain(`a'); DROP TABLE post; --`);
  });

  it("refuses a name that is not a column of the model, instead of quoting it into the statement", () => {
    expect(() => insertStatement(post, { id: "x", 'evil"col': 1 })).toThrow(/Not columns of post: evil"col/);
    expect(() => updateStatement(post, "x", {})).toThrow(/at least one column/);
  });

  it("deletes by id only", () => {
    const sql = deleteStatement(post, "p1");
    expect(flat(sql.text)).toBe(`DELETE FROM "post" WHERE "id" = $1`);
    expect(sql.values).toEqual(["p1"]);
  });
});
