import { describe, expect, it } from "vitest";
import { buildWhere, escapeRegex, filtersToWhere, quickSearchWhere, searchFields } from "@/components/filters/filters-to-where";
import { findModel } from "@/lib/models";

const post = findModel("post")!;
const lesson = findModel("lesson")!;
const booking = findModel("booking")!;

describe("filtersToWhere", () => {
  it("is undefined without filters", () => {
    expect(filtersToWhere(post, [])).toBeUndefined();
  });

  it("text contains is an escaped, case-insensitive regex", () => {
    expect(filtersToWhere(post, [{ field: "slug", op: "contains", value: " a.b(c)* " }])).toEqual({
      slug: { $regex: "a\\.b\\(c\\)\\*", $options: "i" },
    });
  });

  it("text equals is plain equality; Integer equality is a number", () => {
    expect(filtersToWhere(post, [{ field: "category", op: "eq", value: "news" }])).toEqual({ category: "news" });
    expect(filtersToWhere(post, [{ field: "replyCount", op: "eq", value: "3" }])).toEqual({ replyCount: 3 });
  });

  it("enum is $in, keeping only known values", () => {
    expect(filtersToWhere(post, [{ field: "visibility", op: "in", values: ["public", "private", "bogus", "public"] }])).toEqual({
      visibility: { $in: ["public", "private"] },
    });
  });

  it("boolean is equality, exists is $exists", () => {
    expect(filtersToWhere(lesson, [{ field: "paid", op: "is", value: false }])).toEqual({ paid: false });
    expect(filtersToWhere(post, [{ field: "photo", op: "exists", value: false }])).toEqual({ photo: { $exists: false } });
  });

  it("number ranges are $gte/$lte numbers; open ends are left out", () => {
    expect(filtersToWhere(booking, [{ field: "adults", op: "range", min: "2", max: "4" }])).toEqual({ adults: { $gte: 2, $lte: 4 } });
    expect(filtersToWhere(booking, [{ field: "adults", op: "range", max: "4" }])).toEqual({ adults: { $lte: 4 } });
    expect(filtersToWhere(booking, [{ field: "adults", op: "range", min: "x" }])).toBeUndefined();
  });

  it("date ranges cover whole UTC days and accept ISO timestamps", () => {
    expect(filtersToWhere(post, [{ field: "created", op: "range", min: "2024-01-01", max: "2024-01-31" }])).toEqual({
      created: { $gte: "2024-01-01T00:00:00.000Z", $lte: "2024-01-31T23:59:59.999Z" },
    });
    expect(filtersToWhere(post, [{ field: "created", op: "range", min: "2024-05-06T07:08:09Z" }])).toEqual({
      created: { $gte: "2024-05-06T07:08:09.000Z" },
    });
  });

  it("tags contain all is $all of the trimmed, distinct tags", () => {
    expect(filtersToWhere(post, [{ field: "tags", op: "all", values: [" garden ", "soil", "", "soil"] }])).toEqual({
      tags: { $all: ["garden", "soil"] },
    });
  });

  it("skips incomplete filters, unknown fields and operators that do not fit the field", () => {
    expect(
      filtersToWhere(post, [
        { field: "slug", op: "contains", value: "  " },
        { field: "nope", op: "eq", value: "x" },
        { field: "tags", op: "contains", value: "x" },
        { field: "visibility", op: "in", values: [] },
      ]),
    ).toBeUndefined();
  });

  it("combines fields into one object, and repeated fields with $and", () => {
    expect(
      filtersToWhere(post, [
        { field: "tags", op: "all", values: ["garden"] },
        { field: "visibility", op: "in", values: ["public"] },
      ]),
    ).toEqual({ tags: { $all: ["garden"] }, visibility: { $in: ["public"] } });
    expect(
      filtersToWhere(post, [
        { field: "slug", op: "contains", value: "a" },
        { field: "slug", op: "exists", value: true },
      ]),
    ).toEqual({ $and: [{ slug: { $regex: "a", $options: "i" } }, { slug: { $exists: true } }] });
  });
});

describe("quick search", () => {
  it("searches the title, slug and text fields with $or", () => {
    expect(searchFields(post)).toEqual(["category", "content", "slug"]);
    expect(searchFields(lesson)).toContain("title");
    expect(quickSearchWhere(post, "comp?")).toEqual({
      $or: [
        { category: { $regex: "comp\\?", $options: "i" } },
        { content: { $regex: "comp\\?", $options: "i" } },
        { slug: { $regex: "comp\\?", $options: "i" } },
      ],
    });
    expect(quickSearchWhere(post, "  ")).toBeUndefined();
  });

  it("leaves out fields the caller may not read", () => {
    const user = findModel("user")!;
    expect(searchFields(user)).toContain("email");
    expect(searchFields(user, (f) => f.flags.includes("Public"))).not.toContain("email");
  });

  it("joins with the filters", () => {
    expect(buildWhere(post, [{ field: "tags", op: "all", values: ["x"] }], "hi")).toEqual({
      tags: { $all: ["x"] },
      $or: [
        { category: { $regex: "hi", $options: "i" } },
        { content: { $regex: "hi", $options: "i" } },
        { slug: { $regex: "hi", $options: "i" } },
      ],
    });
  });

  it("escapes every regex metacharacter", () => {
    const text = "a.b*c+d?e^f$g{h}i(j)k|l[m]n\\o";
    expect(new RegExp(`^${escapeRegex(text)}$`, "u").test(text)).toBe(true);
  });
});
