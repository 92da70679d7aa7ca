import { Prisma } from "../db/generated/client";
import type { FieldDef, ModelDef } from "../models/types";

/**
 * SQL building blocks. Identifiers only ever come from the registry (never from a request) and are quoted;
 * every value is a bound parameter through Prisma.sql.
 */
export const ident = (name: string) => Prisma.raw(`"${name.replace(/"/g, '""')}"`);
/** A field's column: the registry's `_id` is the table's `id`, every other field keeps its name. */
export const columnName = (field: FieldDef) => (field.name === "_id" ? "id" : field.name);
export const columnOf = (field: FieldDef) => ident(columnName(field));
export const tableOf = (model: ModelDef) => ident(model.name);

export const and = (parts: Prisma.Sql[]) =>
  parts.length
    ? Prisma.join(
        parts.map((p) => Prisma.sql`(${p})`),
        " AND ",
      )
    : Prisma.sql`TRUE`;
export const or = (parts: Prisma.Sql[]) =>
  parts.length
    ? Prisma.join(
        parts.map((p) => Prisma.sql`(${p})`),
        " OR ",
      )
    : Prisma.sql`FALSE`;

export { Prisma };
