import { commonFields, editable, idField } from "./common";
import type { ModelDef } from "./types";

export const user: ModelDef = {
  name: "user",
  plural: "users",
  label: "Users",
  description: "A member of the platform. Passwords and key hashes are never fields of the API.",
  methods: ["GET", "POST", "PATCH", "PUT", "DELETE"],
  access: { create: ["admin"], moderatorsUpdate: false, creatorDeletes: false, ownerWrites: true },
  titleField: "screenname",
  listColumns: ["screenname", "slug", "email", "roles", "created"],
  fields: [
    idField,
    editable("screenname", "String"),
    { name: "slug", type: "String", flags: ["Public", "Editable", "Unique", "Sparse"] },
    {
      name: "email",
      type: "String",
      flags: ["Editable", "OwnerVisible", "Unique", "Sparse"],
      notes: "Sign-in name; unique, stored lower-case",
    },
    editable("photo", "String", { widget: "url" }),
    editable("roles", "Array", { of: "String", default: ["member"], writeRoles: ["admin"], notes: "Editable only by admins" }),
    editable("walletAddress", "String"),
    editable("preferences", "Object", { default: {} }),
    { name: "settings", type: "Object", flags: ["Editable", "OwnerVisible"], default: {} },
    editable("links", "Array", { of: "Object", default: [] }),
    { name: "email_verified", type: "Boolean", flags: ["Public"], default: false },
    ...commonFields,
  ],
};
