import "server-only";
import { notFound } from "../api/errors";
import type { Caller } from "../auth/caller";
import { findModel, type ModelDef } from "../models";
import { findOne, type RecordResult } from "./records";
import { etagOf, toRecord } from "./serialize";

const userModel = findModel("user") as ModelDef;

/**
 * GET /api/user: the caller's own record, serialised like every CRUD read. The caller is its owner, so the
 * OwnerVisible fields (email, settings) are included; passwords and key hashes live in other tables.
 */
export async function currentUser(caller: Caller): Promise<RecordResult> {
  const row = await findOne(caller, userModel, caller.id);
  if (!row || row.id !== caller.id) throw notFound("Your user record");
  return { record: toRecord(userModel, row, caller), etag: etagOf(userModel, row) };
}
