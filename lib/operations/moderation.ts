import "server-only";
import { z } from "zod";
import { badRequest, forbidden, notFound, validationFailed } from "../api/errors";
import { type Caller, isAdmin, isModerator } from "../auth/caller";
import { canRead } from "../auth/permissions";
import { getDb } from "../db/client";
import { findModel, getField, type ModelDef, models } from "../models";
import { issuesOf } from "../models/zod";
import { findRow, ident, type Row, table, toApiRecord } from "./raw-records";

/**
 * The Moderator and User-report groups. `visibleBy` and `reportedBy` are changed with one conditional UPDATE
 * each (array_append when absent, array_remove when present), so the calls are idempotent and two
 * moderators acting at once cannot lose each other's change. A write that changes nothing leaves `updated`.
 */

export const moderatorBodySchema = z.strictObject({
  user: z.string({ error: "Expected a user id" }).trim().min(1, "Required").max(64).describe("The user's `_id`."),
});

/** Models whose records can be reported and moderated: every model with the common fields. */
export const reportableModels: readonly ModelDef[] = models.filter((m) => getField(m, "reportedBy") && getField(m, "visibleBy"));

function modelOf(name: string): ModelDef {
  const model = findModel(name);
  if (!model || !reportableModels.includes(model)) throw notFound(`The model "${name}"`);
  return model;
}

function requireModerator(caller: Caller | null): asserts caller is Caller {
  if (!isModerator(caller)) throw forbidden("Only moderators and admins may moderate records.");
}

/** A record the caller may read (404 otherwise, never 403, so existence does not leak). */
async function readableRow(caller: Caller, model: ModelDef, idOrSlug: string, allowDeleted: boolean): Promise<Row> {
  const row = await findRow(getDb(), model, idOrSlug);
  if (!row || (!allowDeleted && row.deleted) || !canRead(caller, model, { ...row, _id: row.id } as never)) throw notFound();
  return row;
}

type ArrayColumn = "visibleBy" | "reportedBy";

/** Adds or removes one value in an array column; returns the row after the change (or unchanged). */
async function changeArray(model: ModelDef, id: string, column: ArrayColumn, value: string, action: "add" | "remove"): Promise<Row> {
  const col = ident(column);
  const sql =
    action === "add"
      ? `UPDATE ${table(model)} SET ${col} = array_append(${col}, $1::text), "updated" = now() WHERE "id" = $2::text AND NOT ($1::text = ANY(${col})) RETURNING *`
      : `UPDATE ${table(model)} SET ${col} = array_remove(${col}, $1::text), "updated" = now() WHERE "id" = $2::text AND $1::text = ANY(${col}) RETURNING *`;
  const db = getDb();
  const [changed] = await db.$queryRawUnsafe<Row[]>(sql, value, id);
  if (changed) return changed;
  const row = await findRow(db, model, id);
  if (!row) throw notFound();
  return row;
}

/** POST /api/moderator/{model}/{id}/add and /remove: who may see a `custom` record. */
export async function changeVisibleBy(
  caller: Caller | null,
  modelName: string,
  idOrSlug: string,
  body: Record<string, unknown>,
  action: "add" | "remove",
) {
  requireModerator(caller);
  const model = modelOf(modelName);
  const parsed = moderatorBodySchema.safeParse(body);
  if (!parsed.success) throw validationFailed(issuesOf(parsed.error));
  const row = await readableRow(caller, model, idOrSlug, true);
  const userId = parsed.data.user;
  const users = await getDb().$queryRawUnsafe<{ id: string }[]>(`SELECT "id" FROM "user" WHERE "id" = $1::text`, userId);
  if (!users.length) throw notFound(`The user "${userId}"`);
  return toApiRecord(caller, model, await changeArray(model, row.id, "visibleBy", userId, action));
}

export const reportStatusSchema = z
  .object({
    model: z.string(),
    _id: z.string(),
    reported: z.boolean().describe("Whether the caller now reports the record."),
  })
  .meta({ id: "ReportStatus", title: "Report status" });

/** POST (report) and DELETE (withdraw) /api/report/{model}/{id}: any caller who can read the record. */
export async function setReport(caller: Caller, modelName: string, idOrSlug: string, reported: boolean) {
  const model = modelOf(modelName);
  const row = await readableRow(caller, model, idOrSlug, false);
  await changeArray(model, row.id, "reportedBy", caller.id, reported ? "add" : "remove");
  return { model: model.name, _id: row.id, reported };
}

/** POST /api/moderator/{model}/{id}/dismiss: the reports were looked at; clears `reportedBy`. */
export async function dismissReports(caller: Caller | null, modelName: string, idOrSlug: string) {
  requireModerator(caller);
  const model = modelOf(modelName);
  const row = await readableRow(caller, model, idOrSlug, true);
  const db = getDb();
  const [changed] = await db.$queryRawUnsafe<Row[]>(
    `UPDATE ${table(model)} SET "reportedBy" = '{}', "updated" = now() WHERE "id" = $1::text AND cardinality("reportedBy") > 0 RETURNING *`,
    row.id,
  );
  return toApiRecord(caller, model, changed ?? row);
}

export const reportQueueQuerySchema = z.strictObject({
  model: z.string().optional().describe("Only this model (singular or plural name)."),
  limit: z.coerce.number({ error: "Expected a whole number" }).int("Expected a whole number").min(1).max(1000).default(20),
  page: z.coerce.number({ error: "Expected a whole number" }).int("Expected a whole number").min(1).default(1),
});

export const reportQueueItemSchema = z
  .object({
    model: z.string().describe("The model's singular name."),
    _id: z.string(),
    reports: z.number().int().min(1).describe("How many users report the record."),
    record: z.record(z.string(), z.unknown()).describe("The record as the moderator sees it (see the model's record schema)."),
  })
  .meta({ id: "ReportQueueItem", title: "Reported record" });

export const reportQueueSchema = z.object({
  results: z.array(reportQueueItemSchema),
  count: z.number().int().min(0),
  page: z.number().int().min(1),
});

/**
 * GET /api/moderator/reports: reported, not soft-deleted records across the models, most reported first,
 * then most recently changed (a report touches `updated`). Secret records only for admins and their creator.
 */
export async function reportQueue(caller: Caller | null, query: URLSearchParams) {
  requireModerator(caller);
  const parsed = reportQueueQuerySchema.safeParse(Object.fromEntries(query));
  if (!parsed.success) throw badRequest("Invalid query parameters.", issuesOf(parsed.error));
  const { limit, page } = parsed.data;
  let scope = reportableModels;
  if (parsed.data.model !== undefined) {
    const model = findModel(parsed.data.model);
    if (!model || !reportableModels.includes(model)) {
      throw badRequest(`Unknown model "${parsed.data.model}".`, [{ field: "model", message: "Unknown model" }]);
    }
    scope = [model];
  }
  // $1: the caller is an admin (sees secret records); $2: the caller's id (creators see their own).
  const secretFilter = ` AND ($1::boolean OR "visibility" IS DISTINCT FROM 'secret' OR "createdBy" = $2::text)`;
  const union = scope
    .map(
      (m) =>
        `SELECT '${m.name}' AS "model", "id", cardinality("reportedBy") AS "reports", "updated" FROM ${table(m)} WHERE cardinality("reportedBy") > 0 AND "deleted" IS NULL${secretFilter}`,
    )
    .join(" UNION ALL ");
  const db = getDb();
  const params = [isAdmin(caller), caller.id];
  const [{ count }] = await db.$queryRawUnsafe<{ count: bigint | number }[]>(`SELECT count(*) AS "count" FROM (${union}) q`, ...params);
  const entries = await db.$queryRawUnsafe<{ model: string; id: string; reports: number | bigint }[]>(
    `SELECT "model", "id", "reports" FROM (${union}) q ORDER BY "reports" DESC, "updated" DESC, "id" DESC LIMIT $3 OFFSET $4`,
    ...params,
    limit,
    (page - 1) * limit,
  );
  // One query per model on the page, not one per record.
  const rows = new Map<string, Row>();
  for (const name of new Set(entries.map((e) => e.model))) {
    const model = findModel(name) as ModelDef;
    const ids = entries.filter((e) => e.model === name).map((e) => e.id);
    for (const row of await db.$queryRawUnsafe<Row[]>(`SELECT * FROM ${table(model)} WHERE "id" = ANY($1::text[])`, ids)) {
      rows.set(`${name}/${row.id}`, row);
    }
  }
  const results = entries.flatMap((e) => {
    const row = rows.get(`${e.model}/${e.id}`);
    const model = findModel(e.model) as ModelDef;
    return row ? [{ model: model.name, _id: row.id, reports: Number(e.reports), record: toApiRecord(caller, model, row) }] : [];
  });
  return { results, count: Number(count), page };
}
