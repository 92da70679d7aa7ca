import { describe, expect, it } from "vitest";
import { changedFields, isoToLocalInput, localInputToIso, toBody, toFormValues, widgetFor } from "@/components/form/values";
import { findModel, getField } from "@/lib/models";
import { writeSchema } from "@/lib/models/zod";

const post = findModel("post")!;
const booking = findModel("booking")!;
const event = findModel("event")!;
const user = findModel("user")!;

describe("widgets", () => {
  it("follow hints and types", () => {
    expect(widgetFor(getField(post, "content")!)).toBe("textarea");
    expect(widgetFor(getField(post, "photo")!)).toBe("url");
    expect(widgetFor(getField(post, "slug")!)).toBe("text");
    expect(widgetFor(getField(post, "replyCount")!)).toBe("number");
    expect(widgetFor(getField(post, "tags")!)).toBe("tags");
    expect(widgetFor(getField(post, "meta")!)).toBe("json");
    expect(widgetFor(getField(post, "visibility")!)).toBe("select");
    expect(widgetFor(getField(booking, "pets")!)).toBe("switch");
    expect(widgetFor(getField(booking, "checkin")!)).toBe("datetime");
    expect(widgetFor(getField(booking, "total")!)).toBe("money");
    expect(widgetFor(getField(event, "ticketOptions")!)).toBe("json");
  });
});

describe("record ↔ form values", () => {
  it("a new record starts from the registry defaults", () => {
    const v = toFormValues(post);
    expect(v.visibility).toBe("public");
    expect(v.tags).toEqual([]);
    expect(v.meta).toBe("{}");
    expect(v.slug).toBe("");
    expect(v.parentType).toBe("channel");
  });

  it("dates go through datetime-local in local time and back to the same instant", () => {
    const iso = "2024-03-04T05:06:00.000Z";
    const local = isoToLocalInput(iso);
    expect(local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(localInputToIso(local)).toBe(iso);
    expect(localInputToIso(isoToLocalInput("2024-03-04T05:06:07.000Z"))).toBe("2024-03-04T05:06:07.000Z");
    expect(isoToLocalInput(null)).toBe("");
  });

  it("blank optional fields become null, numbers are numbers, JSON is parsed", () => {
    const values = { ...toFormValues(post), slug: "hello", category: "", replyCount: "7", meta: '{"a": 1}', tags: [" x ", ""] };
    const { body, issues } = toBody(post, values);
    expect(issues).toEqual([]);
    expect(body).toMatchObject({ slug: "hello", category: null, replyCount: 7, meta: { a: 1 }, tags: ["x"], visibility: "public" });
    expect(writeSchema(post, "create").safeParse(body).success).toBe(true);
  });

  it("never sends managed or non-Editable fields", () => {
    const { body } = toBody(post, toFormValues(post, { _id: "x", slug: "s", created: "2024-01-01T00:00:00Z", createdBy: "u" }));
    expect(body).not.toHaveProperty("_id");
    expect(body).not.toHaveProperty("created");
    expect(body).not.toHaveProperty("createdBy");
    expect(body).not.toHaveProperty("attributes");
  });

  it("reports values that are not even the right type", () => {
    const { issues } = toBody(post, { ...toFormValues(post), replyCount: "abc", meta: "{nope" });
    expect(issues.map((i) => i.field).sort()).toEqual(["meta", "replyCount"]);
    expect(issues.find((i) => i.field === "meta")?.message).toMatch(/^Invalid JSON/);
  });

  it("a blank Required field stays blank so the schema says Required", () => {
    const { body } = toBody(post, toFormValues(post));
    expect(body.slug).toBe("");
    const result = writeSchema(post, "create").safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].path).toEqual(["slug"]);
  });

  it("maps money both ways", () => {
    const v = toFormValues(booking, { total: { val: 12.5, cur: "EUR" } });
    expect(v.total).toEqual({ val: "12.5", cur: "EUR" });
    expect(toBody(booking, { ...v, total: { val: "3", cur: "usd" } }, { only: ["total"] }).body).toEqual({ total: { val: 3, cur: "USD" } });
    expect(toBody(booking, { ...v, total: { val: "", cur: "" } }, { only: ["total"] }).body).toEqual({ total: null });
    expect(toBody(booking, { ...v, total: { val: "", cur: "EUR" } }, { only: ["total"] }).issues).toHaveLength(1);
  });

  it("an edit sends only the chosen fields, and only writable ones", () => {
    const values = toFormValues(user, { screenname: "A", roles: ["member"] });
    expect(toBody(user, values, { only: ["screenname", "roles"], writable: (f) => !f.writeRoles }).body).toEqual({ screenname: "A" });
  });
});

describe("changedFields", () => {
  it("lists the fields whose value changed, comparing arrays and objects by content", () => {
    const a = toFormValues(booking, { total: { val: 1, cur: "EUR" }, status: "open" });
    expect(changedFields(a, { ...a })).toEqual([]);
    expect(changedFields(a, { ...a, total: { val: "2", cur: "EUR" }, status: "paid" }).sort()).toEqual(["status", "total"]);
  });
});
