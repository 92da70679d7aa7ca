import { user as userModel } from "../models/user";
import type { Caller } from "./caller";
import { canReadField } from "./permissions";

/**
 * A user row as the API returns it to `caller`: the registry's user fields (`_id` for the `id` column, dates
 * as ISO strings), filtered by the field rules. Credentials live in another table and never appear here.
 */
export function userRecordView(row: Record<string, unknown>, caller: Caller): Record<string, unknown> {
  const access = { _id: row.id as string, createdBy: (row.createdBy as string | null) ?? null };
  const out: Record<string, unknown> = {};
  for (const field of userModel.fields) {
    if (!canReadField(caller, userModel, field, access)) continue;
    const value = row[field.name === "_id" ? "id" : field.name];
    out[field.name] = value instanceof Date ? value.toISOString() : (value ?? null);
  }
  return out;
}
