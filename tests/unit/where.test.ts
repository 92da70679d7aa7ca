import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api/errors";
import { listableFields } from "../../lib/auth/permissions";
import { findModel } from "../../lib/models";
import { compileWhere } from "../../lib/query/where";

const post = findModel("post");
if (!post) throw new Error("post");
const member = { id: "u1", roles: ["member"] as const, via: "key" as const };
const allowed = listableFields(member, post);
const compile = (where: Record<string, unknown>) => {
  const sql = compileWhere(post, allowed, where);
  return { text: sql.text.replace(/\s+/g, " "), values: sql.values };
};
const errorOf = (where: Record<string, unknown>) => {
  try {
    compileWhere(post, allowed, where);
  } catch (error) {
    return error as ApiError;
  }
  throw new Error("expected an error");
};

describe("compileWhere", () => {
  it("compiles equality to a bound parameter", () => {
    expect(compile({ slug: "a" })).toEqual({ text: `("slug" = $1)`, values: ["a"] });
  });
  it("treats a value on an array field as 'contains', which the GIN index serves", () => {
    expect(compile({ tags: "news" }).text).toBe(`("tags" @> ARRAY[$1]::text[])`);
  });
  it("compiles null equality to IS NULL", () => {
    expect(compile({ category: null }).text).toBe(`("category" IS NULL)`);
  });
  it("compiles $and / $or recursively", () => {
    const { text, values } = compile({ $or: [{ slug: "a" }, { $and: [{ replyCount: { $gt: 1 } }, { replyCount: { $lte: 5 } }] }] });
    expect(text).toBe(`((("slug" = $1)) OR ((((("replyCount" > $2))) AND ((("replyCount" <= $3))))))`);
    expect(values).toEqual(["a", 1, 5]);
  });
  it("compares dates as dates", () => {
    const { values } = compile({ created: { $gte: "2024-01-01T00:00:00Z" } });
    expect(values[0]).toBeInstanceOf(Date);
  });
  it("uses a case-insensitive regex operator only with $options i", () => {
    expect(compile({ slug: { $regex: "^a", $options: "i" } }).text).toContain("~*");
    expect(compile({ slug: { $regex: "^a" } }).text).not.toContain("~*");
  });
  it("never puts a value into the SQL text", () => {
    const evil = `x'; DROP TABLE post; --`;
    const { text, values } = compile({ slug: evil, tags: { $in: [evil] }, category: { $regex: evil } });
    expect(text).not.toContain("DROP");
    expect(values).toContain(evil);
  });
  it.each([
    [{ nope: 1 }, "where.nope"],
    [{ reportedBy: "x" }, "where.reportedBy"],
    [{ slug: { $where: "1" } }, "where.slug.$where"],
    [{ $nor: [] }, "where.$nor"],
    [{ replyCount: "1" }, "where.replyCount"],
    [{ $or: [{ slug: { $in: [1] } }] }, "where.$or[0].slug.$in[0]"],
  ])("rejects %j naming %s", (where, field) => {
    const error = errorOf(where as Record<string, unknown>);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.details[0].field).toBe(field);
  });
  it("limits nesting and size", () => {
    let deep: Record<string, unknown> = { slug: "a" };
    for (let i = 0; i < 10; i++) deep = { $and: [deep] };
    expect(errorOf(deep).status).toBe(400);
    const wide = { $or: Array.from({ length: 200 }, (_, i) => ({ slug: `s${i}` })) };
    expect(errorOf(wide).status).toBe(400);
  });
});
