import { commonFields, editable, idField, slugField } from "./common";
import type { ModelDef } from "./types";

export const article: ModelDef = {
  name: "article",
  plural: "articles",
  label: "Articles",
  description: "A blog article with text, images and metadata.",
  methods: ["GET", "POST", "PATCH", "PUT", "SOFT_DELETE"],
  access: {
    create: ["content-creator", "moderator", "admin"],
    moderatorsUpdate: true,
    creatorDeletes: false,
    ownerWrites: true,
  },
  titleField: "title",
  listColumns: ["title", "slug", "category", "tags", "visibility", "created"],
  fields: [
    idField,
    { name: "title", type: "String", flags: ["Public", "Required", "Editable"] },
    slugField(),
    editable("category", "String"),
    { name: "tags", type: "Array", of: "String", flags: ["Public", "Editable", "Indexed"], default: [] },
    editable("html", "String", { widget: "richtext", notes: "HTML content, sanitised by the server" }),
    editable("editorState", "String", { widget: "textarea", notes: "Editor state at creation or update" }),
    editable("summary", "String", { widget: "textarea" }),
    editable("photo", "String", { widget: "url" }),
    editable("photoUrl", "String", { widget: "url", notes: "URL of the photo" }),
    ...commonFields,
  ],
};
