import { describe, expect, it } from "vitest";
import { models } from "../../lib/models";
import { has } from "../../lib/models/types";
import { loadDmmf } from "../helpers/dmmf";

/** The registry and the Prisma schema describe the same tables, field by field. */
const dmmf = loadDmmf();
const prismaType = { String: "String", Enum: "String", Integer: "Int", Boolean: "Boolean", Date: "DateTime", Object: "Json" } as const;

describe.each(models.map((m) => [m.name, m] as const))("%s", (name, model) => {
  const prismaModel = dmmf.models.find((m) => m.dbName === name);

  it("has a Prisma model mapped to a table of the same name", () => {
    expect(prismaModel, `model with @@map("${name}")`).toBeDefined();
  });

  it("has the same scalar fields", () => {
    const scalar = prismaModel?.fields.filter((f) => f.kind === "scalar").map((f) => f.name) ?? [];
    expect(scalar.sort()).toEqual(model.fields.map((f) => (f.name === "_id" ? "id" : f.name)).sort());
  });

  it.each(model.fields.map((f) => [f.name, f] as const))("field %s agrees on type, optionality, uniqueness and default", (_f, field) => {
    const column = prismaModel?.fields.find((f) => f.name === (field.name === "_id" ? "id" : field.name));
    expect(column).toBeDefined();
    if (!column) return;
    if (field.type === "Array") {
      expect(column.type).toBe(field.of === "Object" ? "Json" : "String");
      expect(column.isList).toBe(field.of !== "Object");
    } else {
      expect(column.type).toBe(prismaType[field.type]);
      expect(column.isList).toBe(false);
    }
    // Required, defaulted and server-managed fields are NOT NULL; the rest are nullable.
    const notNull =
      has(field, "Required") ||
      (field.default !== undefined && field.default !== null) ||
      ["id", "created", "updated"].includes(field.managed ?? "");
    if (!column.isList) expect(column.isRequired, "NOT NULL").toBe(notNull);
    expect(column.isUnique || column.isId, "unique").toBe(has(field, "Unique"));
    if (field.default !== undefined && field.default !== null) {
      expect(column.hasDefaultValue, "has a default").toBe(true);
      const dbDefault = column.type === "Json" ? JSON.parse(column.default as string) : column.default;
      expect(dbDefault).toEqual(field.default);
    }
    if (has(field, "Indexed") && !has(field, "Unique")) {
      const index = dmmf.indexes.find(
        (i) => i.model === prismaModel?.name && i.type === "normal" && i.fields.length === 1 && i.fields[0].name === field.name,
      );
      expect(index, `an index on ${field.name}`).toBeDefined();
      if (field.type === "Array") expect(index?.algorithm).toBe("Gin");
    }
  });

  it("has the default-sort index (created desc, id desc)", () => {
    const index = dmmf.indexes.find((i) => i.model === prismaModel?.name && i.fields.map((f) => f.name).join(",") === "created,id");
    expect(index).toBeDefined();
  });
});
