import "server-only";
import { notFound } from "../api/errors";
import type { Caller } from "../auth/caller";
import { getDb } from "../db/client";
import { findModel, type ModelDef } from "../models";
import { findRow, toApiRecord } from "./raw-records";

const userModel = findModel("user") as ModelDef;

/**
 * GET /api/user: the caller's own record. The caller is its owner, so OwnerVisible fields (email,
 * settings) are included; passwords and key hashes live in other tables and are never fields.
 */
export async function currentUser(caller: Caller) {
  const row = await findRow(getDb(), userModel, caller.id);
  if (!row || row.id !== caller.id || row.deleted) throw notFound("Your user record");
  return toApiRecord(caller, userModel, row);
}
