import { commonFields, editable, idField, slugField } from "./common";
import type { ModelDef } from "./types";

export const post: ModelDef = {
  name: "post",
  plural: "posts",
  label: "Posts",
  description: "A user post (content, attachments, metadata), usable in a feed.",
  methods: ["GET", "POST", "PATCH", "PUT", "DELETE"],
  access: { create: "any", moderatorsUpdate: true, creatorDeletes: true, ownerWrites: true },
  titleField: "slug",
  listColumns: ["slug", "category", "tags", "visibility", "createdBy", "created"],
  fields: [
    idField,
    editable("category", "String"),
    editable("content", "String", { widget: "textarea" }),
    slugField(),
    editable("replyCount", "Integer", { notes: "Number of replies" }),
    editable("parentType", "Enum", { values: ["post", "event", "channel", "user"], default: "channel" }),
    editable("parentId", "String", { notes: "Id of the parent entity" }),
    editable("photo", "String", { widget: "url" }),
    editable("task", "String", { notes: "Task information" }),
    editable("attachment", "String", { widget: "url" }),
    editable("tags", "Array", { of: "String", default: [] }),
    editable("meta", "Object", { default: {}, notes: "Metadata" }),
    ...commonFields,
  ],
};
