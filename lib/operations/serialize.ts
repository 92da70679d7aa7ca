import { createHash } from "node:crypto";
import type { Caller } from "../auth/caller";
import { canReadField } from "../auth/permissions";
import type { FieldDef, ModelDef } from "../models/types";
import { columnName } from "../query/sql";

/** A database row of an API model: columns named as the registry's fields, `id` for `_id`. */
export type Row = Record<string, unknown> & { id: string };

function toWire(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  return value === undefined ? null : value;
}

/**
 * A row as the API returns it: `_id`, ISO dates, and only the fields this caller may read (non-Public fields
 * for moderators and admins, OwnerVisible ones also for the owner) among those asked for.
 */
export function toRecord(
  model: ModelDef,
  row: Row,
  caller: Caller | null,
  fields: readonly FieldDef[] | null = null,
): Record<string, unknown> {
  const out: Record<string, unknown> = { _id: row.id };
  const access = { _id: row.id, createdBy: row.createdBy as string | null };
  for (const field of fields ?? model.fields) {
    if (field.name === "_id") continue;
    if (!canReadField(caller, model, field, access)) continue;
    out[field.name] = toWire(row[columnName(field)]);
  }
  return out;
}

/** A strong validator of the whole stored row: any change to any column changes it. */
export function etagOf(model: ModelDef, row: Row): string {
  const hash = createHash("sha256");
  for (const field of model.fields) hash.update(JSON.stringify(toWire(row[columnName(field)]) ?? null)).update("\u0000");
  return `"${hash.digest("base64url").slice(0, 27)}"`;
}

/** If-Match: absent means "no precondition"; `*` matches any existing record; otherwise a list of ETags. */
export function ifMatchHolds(header: string | null, etag: string): boolean {
  if (header === null) return true;
  const tags = header.split(",").map((t) => t.trim().replace(/^W\//, ""));
  return tags.includes("*") || tags.includes(etag);
}
