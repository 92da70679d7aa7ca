import { describe, expect, it } from "vitest";
import { defaultViewState, parseViewState, serializeViewState, toListParams, type ViewState } from "@/components/table/url-state";
import { findModel } from "@/lib/models";

const post = findModel("post")!;
const article = findModel("article")!;

const roundTrip = (state: ViewState) => parseViewState(post, new URLSearchParams(serializeViewState(post, state).toString()));

describe("view state in the URL", () => {
  it("a default view is an empty query string", () => {
    expect(serializeViewState(post, defaultViewState()).toString()).toBe("");
    expect(parseViewState(post, new URLSearchParams())).toEqual(defaultViewState());
  });

  it("round-trips filters, sort, page, size, columns, search, trash and scope", () => {
    const state: ViewState = {
      filters: [
        { field: "tags", op: "all", values: ["garden", "a,b & c"] },
        { field: "visibility", op: "in", values: ["public", "private"] },
        { field: "created", op: "range", min: "2024-01-01", max: "2024-02-01" },
        { field: "slug", op: "contains", value: "wel come" },
        { field: "photo", op: "exists", value: false },
      ],
      sort: [
        { field: "slug", desc: false },
        { field: "created", desc: true },
      ],
      page: 3,
      pageSize: 50,
      columns: ["slug", "tags"],
      search: "hello world",
      trash: true,
      scope: "mine",
    };
    expect(roundTrip(state)).toEqual(state);
  });

  it("is readable", () => {
    const qs = serializeViewState(post, {
      ...defaultViewState(),
      filters: [{ field: "tags", op: "all", values: ["garden", "soil"] }],
      sort: [{ field: "slug", desc: true }],
      page: 2,
    }).toString();
    expect(qs).toBe("f.tags.all=garden&f.tags.all=soil&sort=-slug&page=2");
  });

  it("drops what does not belong: unknown fields, bad numbers, odd sizes, unsortable fields", () => {
    const s = parseViewState(
      post,
      new URLSearchParams("f.nope.eq=1&f.tags.contains=x&f.photo.exists=maybe&page=-2&size=7&sort=tags,-nope&cols=slug,nope"),
    );
    expect(s.filters).toEqual([]);
    expect(s.page).toBe(1);
    expect(s.pageSize).toBe(20);
    expect(s.sort).toEqual([{ field: "created", desc: true }]);
    expect(s.columns).toEqual(["slug"]);
    expect(parseViewState(post, new URLSearchParams("scope=Not%20an%20id")).scope).toBe("");
  });

  it("omits the default columns", () => {
    expect(serializeViewState(post, { ...defaultViewState(), columns: [...post.listColumns] }).toString()).toBe("");
  });
});

describe("the list request of a view", () => {
  it("sends limit, page, sort_by, where and the fields the table needs", () => {
    const p = toListParams(post, {
      ...defaultViewState(),
      filters: [{ field: "tags", op: "all", values: ["garden"] }],
      sort: [
        { field: "slug", desc: false },
        { field: "created", desc: true },
      ],
      page: 2,
      pageSize: 10,
    });
    expect(p.get("limit")).toBe("10");
    expect(p.get("page")).toBe("2");
    expect(p.get("sort_by")).toBe("slug,-created");
    expect(JSON.parse(p.get("where")!)).toEqual({ tags: { $all: ["garden"] } });
    expect(p.get("fields")?.split(",")).toEqual(
      expect.arrayContaining(["slug", "category", "tags", "visibility", "createdBy", "created", "managedBy", "deleted"]),
    );
    expect(p.has("deleted")).toBe(false);
  });

  it("asks only for readable fields", () => {
    const p = toListParams(post, defaultViewState(), (f) => f.flags.includes("Public"));
    expect(p.get("fields")).not.toContain("deleted");
  });

  it("ANDs a page's scope with the filters and the trash", () => {
    const mine = { createdBy: "u1" };
    const tagged = { ...defaultViewState(), filters: [{ field: "tags", op: "all", values: ["garden"] }] } satisfies ViewState;
    expect(JSON.parse(toListParams(post, defaultViewState(), undefined, mine).get("where")!)).toEqual(mine);
    expect(JSON.parse(toListParams(post, tagged, undefined, mine).get("where")!)).toEqual({ tags: { $all: ["garden"] }, createdBy: "u1" });
    const trash = toListParams(article, { ...defaultViewState(), trash: true }, undefined, mine);
    expect(JSON.parse(trash.get("where")!)).toEqual({ createdBy: "u1", deleted: { $exists: true } });
  });

  it("the trash asks for deleted records", () => {
    const p = toListParams(article, { ...defaultViewState(), trash: true });
    expect(p.get("deleted")).toBe("true");
    expect(JSON.parse(p.get("where")!)).toEqual({ deleted: { $exists: true } });
  });
});
