import { commonFields, editable, idField, slugField } from "./common";
import type { ModelDef } from "./types";

export const config: ModelDef = {
  name: "config",
  plural: "configs",
  label: "Config",
  description: "Application configuration settings.",
  methods: ["GET", "PATCH", "POST"],
  access: { create: ["admin"], moderatorsUpdate: false, creatorDeletes: false, ownerWrites: false },
  titleField: "slug",
  listColumns: ["slug", "value", "visibility", "updated"],
  fields: [
    idField,
    { ...slugField(["Sparse"]), notes: "Identifier of the setting" },
    editable("value", "Object", { default: {}, notes: "Value of the setting" }),
    ...commonFields,
  ],
};
