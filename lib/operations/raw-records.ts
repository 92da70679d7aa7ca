import "server-only";
import type { Caller } from "../auth/caller";
import { canReadField } from "../auth/permissions";
import type { PrismaClient } from "../db/generated/client";
import { getField, type ModelDef } from "../models";

/**
 * Generic row access by model for the moderation endpoints, in raw SQL because they touch the same columns
 * (`visibleBy`, `reportedBy`) of every model and must update them atomically. Table and column names come
 * from the registry (each model's table is its name), never from a request; values are bound parameters.
 */

export type Row = Record<string, unknown> & { id: string };

export const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
export const table = (model: ModelDef) => ident(model.name);

/** A row by `_id`, or by `slug` for models that have one (reads accept either, as the contract says). */
export async function findRow(db: PrismaClient, model: ModelDef, idOrSlug: string): Promise<Row | undefined> {
  const bySlug = getField(model, "slug") ? ` OR "slug" = $1::text` : "";
  const rows = await db.$queryRawUnsafe<Row[]>(`SELECT * FROM ${table(model)} WHERE "id" = $1::text${bySlug} LIMIT 1`, idOrSlug);
  return rows[0];
}

export const accessView = (row: Row) => ({
  _id: row.id,
  visibility: row.visibility as string | null,
  createdBy: row.createdBy as string | null,
  managedBy: row.managedBy as string[] | null,
  visibleBy: row.visibleBy as string[] | null,
});

/** A row as the API returns it to this caller: `_id`, ISO dates, only the fields the caller may read. */
export function toApiRecord(caller: Caller | null, model: ModelDef, row: Row): Record<string, unknown> {
  const access = accessView(row);
  const out: Record<string, unknown> = {};
  for (const field of model.fields) {
    if (field.name === "_id") {
      out._id = row.id;
      continue;
    }
    if (!canReadField(caller, model, field, access)) continue;
    const value = row[field.name];
    out[field.name] = value instanceof Date ? value.toISOString() : (value ?? null);
  }
  return out;
}
