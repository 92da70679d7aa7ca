import { commonFields, editable, idField, money } from "./common";
import type { ModelDef } from "./types";

export const listing: ModelDef = {
  name: "listing",
  plural: "listings",
  label: "Listings",
  description: "A bookable accommodation or space.",
  methods: ["GET", "POST", "PATCH", "PUT", "DELETE"],
  access: { create: ["admin"], moderatorsUpdate: false, creatorDeletes: false, ownerWrites: true },
  titleField: "name",
  listColumns: ["name", "slug", "category", "quantity", "visibility", "created"],
  fields: [
    idField,
    { name: "name", type: "String", flags: ["Public", "Required", "Editable"] },
    { name: "slug", type: "String", flags: ["Public", "Required", "Unique", "Editable"] },
    editable("category", "String"),
    editable("photo", "String", { widget: "url" }),
    editable("photos", "Array", { of: "String", default: [] }),
    editable("description", "String", { widget: "textarea" }),
    editable("priceDuration", "Enum", { values: ["night", "hour"] }),
    money("fiatPrice"),
    money("tokenPrice"),
    editable("quantity", "Integer"),
    editable("availableFor", "Array", { of: "String", default: [] }),
    ...commonFields,
  ],
};
