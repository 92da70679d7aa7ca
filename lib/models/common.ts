import type { FieldDef } from "./types";

export const VISIBILITY = ["public", "custom", "private", "secret"] as const;
export type Visibility = (typeof VISIBILITY)[number];

/** `_id` comes first in every model; the column behind it is `id`. */
export const idField: FieldDef = {
  name: "_id",
  type: "String",
  flags: ["Public", "Unique"],
  managed: "id",
  notes: "Opaque, URL-safe, time-ordered identifier made by the server",
};

/** The fields every model of the specification carries (spec: "Common fields"). */
export const commonFields: readonly FieldDef[] = [
  {
    name: "visibility",
    type: "Enum",
    values: VISIBILITY,
    flags: ["Public", "Editable", "OwnerVisible"],
    default: "public",
    notes:
      "public: every signed-in caller; custom: creator, managedBy, visibleBy, moderators; private: creator, managedBy, moderators; secret: creator and admins",
  },
  { name: "channel", type: "String", flags: ["Public", "Editable"], notes: "Channel the record belongs to" },
  { name: "visibleBy", type: "Array", of: "String", flags: ["Public", "Editable"], default: [], notes: "Users who can see the record" },
  {
    name: "reportedBy",
    type: "Array",
    of: "String",
    flags: [],
    default: [],
    managed: "reportedBy",
    notes: "Users who reported the record",
  },
  { name: "createdBy", type: "String", flags: ["Public"], default: null, managed: "createdBy", notes: "User who created the record" },
  { name: "updated", type: "Date", flags: ["Public"], managed: "updated", notes: "Last update timestamp" },
  { name: "created", type: "Date", flags: ["Public"], managed: "created", notes: "Creation timestamp" },
  { name: "deleted", type: "Date", flags: [], managed: "deleted", notes: "Deletion timestamp (soft delete)" },
  { name: "attributes", type: "Array", of: "Object", flags: ["Public"], default: [], notes: "Additional attributes" },
  { name: "managedBy", type: "Array", of: "String", flags: ["Public"], default: [], notes: "Users managing the record" },
];

export const slugField = (extra: FieldDef["flags"] = []): FieldDef => ({
  name: "slug",
  type: "String",
  flags: ["Public", "Required", "Unique", "Editable", "Indexed", ...extra],
  notes: "Identifier used in URLs",
});

/** Shorthand for the many plain Public + Editable fields. */
export const editable = (name: string, type: FieldDef["type"], rest: Partial<FieldDef> = {}): FieldDef => ({
  name,
  type,
  flags: ["Public", "Editable"],
  ...rest,
});

export const money = (name: string, rest: Partial<FieldDef> = {}): FieldDef =>
  editable(name, "Object", { shape: "money", notes: "{ val: number, cur: string }", ...rest });
