import type { FieldDef, ModelDef } from "../../lib/models/types";
import { editableFields } from "../../lib/models/zod";
import { unique } from "./api";

/** A valid value of every Editable field of a model, derived from the registry (used by table-driven tests). */
export function sampleValue(model: ModelDef, field: FieldDef): unknown {
  switch (field.type) {
    case "String":
      if (field.name === "slug") return unique(model.name);
      if (field.name === "email") return `${unique("mail")}@example.com`;
      return field.widget === "url" ? `https://example.com/${unique("u")}` : `${field.name} ${unique("v")}`;
    case "Integer":
      return 7;
    case "Boolean":
      return true;
    case "Date":
      return "2026-03-04T05:06:07.000Z";
    case "Enum":
      return field.values?.[field.values.length - 1];
    case "Array":
      return field.of === "Object" ? [{ key: "k", value: "v" }] : ["alpha", "beta"];
    case "Object":
      return field.shape === "money" ? { val: 12.5, cur: "EUR" } : { nested: { a: 1 } };
  }
}

export function sampleBody(model: ModelDef, only: "required" | "all" = "all"): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of editableFields(model)) {
    if (field.writeRoles) continue;
    if (only === "required" && !field.flags.includes("Required")) continue;
    body[field.name] = sampleValue(model, field);
  }
  return body;
}
