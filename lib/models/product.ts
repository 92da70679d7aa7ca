import { commonFields, editable, idField, money } from "./common";
import type { ModelDef } from "./types";

export const product: ModelDef = {
  name: "product",
  plural: "products",
  label: "Products",
  description: "A product of the catalog.",
  methods: ["GET", "POST", "PATCH", "PUT", "DELETE"],
  access: { create: ["admin"], moderatorsUpdate: false, creatorDeletes: false, ownerWrites: true },
  titleField: "name",
  listColumns: ["name", "slug", "category", "price", "quantity", "created"],
  fields: [
    idField,
    { name: "name", type: "String", flags: ["Public", "Required", "Editable"] },
    { name: "slug", type: "String", flags: ["Public", "Required", "Unique", "Editable"] },
    editable("category", "String"),
    editable("photos", "Array", { of: "String", default: [] }),
    editable("description", "String", { widget: "textarea" }),
    money("price"),
    editable("digital_product_url", "String", { widget: "url" }),
    editable("quantity", "Integer"),
    editable("discounts", "Array", { of: "Object", default: [] }),
    ...commonFields,
  ],
};
