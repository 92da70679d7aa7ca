import { commonFields, editable, idField, slugField } from "./common";
import type { ModelDef } from "./types";

export const lesson: ModelDef = {
  name: "lesson",
  plural: "lessons",
  label: "Lessons",
  description: "An educational lesson, shown in a learning hub when that feature is enabled in the configuration.",
  methods: ["GET", "POST", "PATCH", "PUT", "DELETE", "SOFT_DELETE"],
  access: { create: ["content-creator", "admin"], moderatorsUpdate: true, creatorDeletes: false, ownerWrites: true },
  titleField: "title",
  listColumns: ["title", "slug", "category", "paid", "tags", "visibility", "created"],
  fields: [
    idField,
    { name: "title", type: "String", flags: ["Public", "Required", "Editable"] },
    slugField(),
    editable("category", "String"),
    editable("paid", "Boolean", { notes: "Whether the lesson is paid" }),
    { name: "tags", type: "Array", of: "String", flags: ["Public", "Editable", "Indexed"], default: [] },
    editable("description", "String", { widget: "textarea" }),
    editable("summary", "String", { widget: "textarea" }),
    editable("photo", "String", { widget: "url" }),
    editable("previewVideo", "String", { widget: "url", notes: "URL of the preview video" }),
    editable("fullVideo", "String", { widget: "url", notes: "URL of the full video" }),
    ...commonFields,
  ],
};
