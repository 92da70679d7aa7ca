import type { FieldDef, ModelDef } from "../models/types";
import { columnName, columnOf, ident, Prisma, tableOf } from "./sql";

/**
 * INSERT and UPDATE statements of a registry model, for the write paths that run on the pg pool instead of
 * the Prisma client (docs/benchmarks.md: Prisma's create and interactive transaction cost more CPU than the
 * statements). Columns come from the registry, values are bound parameters with an explicit cast per field
 * type, so the database never has to guess (JSON arrays would otherwise be sent as PostgreSQL arrays).
 */

/** The stored value of "no value" for nullable JSON columns, as Prisma spells it. */
export const DbNull = Prisma.DbNull;

const castOf = (field: FieldDef): string => {
  switch (field.type) {
    case "Integer":
      return "integer";
    case "Boolean":
      return "boolean";
    case "Date":
      return "timestamptz";
    case "Object":
      return "jsonb";
    case "Array":
      return field.of === "Object" ? "jsonb" : "text[]";
    default:
      return "text";
  }
};

/** One bound value, cast to its column's type; JSON travels as text so arrays of objects stay JSON. */
export function boundValue(field: FieldDef, value: unknown): Prisma.Sql {
  if (value === null || value === undefined || value === DbNull) return Prisma.sql`NULL`;
  const cast = Prisma.raw(castOf(field));
  if (cast.text === "jsonb") return Prisma.sql`${JSON.stringify(value)}::jsonb`;
  return Prisma.sql`${value}::${cast}`;
}

/** The row's columns present in `values` (keyed by column name: `id` for `_id`), in registry order. */
function present(model: ModelDef, values: Record<string, unknown>): FieldDef[] {
  const known = model.fields.filter((f) => columnName(f) in values);
  const unknown = Object.keys(values).filter((key) => !known.some((f) => columnName(f) === key));
  // Names only ever come from the registry; anything else is a bug in the caller, not input to quote.
  if (unknown.length) throw new Error(`Not columns of ${model.name}: ${unknown.join(", ")}`);
  return known;
}

export function insertStatement(model: ModelDef, values: Record<string, unknown>): Prisma.Sql {
  const fields = present(model, values);
  return Prisma.sql`INSERT INTO ${tableOf(model)} (${Prisma.join(fields.map(columnOf), ", ")})
    VALUES (${Prisma.join(
      fields.map((f) => boundValue(f, values[columnName(f)])),
      ", ",
    )}) RETURNING *`;
}

export function updateStatement(model: ModelDef, id: string, values: Record<string, unknown>): Prisma.Sql {
  const fields = present(model, values);
  if (!fields.length) throw new Error("updateStatement needs at least one column");
  const sets = fields.map((f) => Prisma.sql`${columnOf(f)} = ${boundValue(f, values[columnName(f)])}`);
  return Prisma.sql`UPDATE ${tableOf(model)} SET ${Prisma.join(sets, ", ")} WHERE ${ident("id")} = ${id} RETURNING *`;
}

export function deleteStatement(model: ModelDef, id: string): Prisma.Sql {
  return Prisma.sql`DELETE FROM ${tableOf(model)} WHERE ${ident("id")} = ${id}`;
}
