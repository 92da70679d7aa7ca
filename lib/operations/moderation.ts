import "server-only";
import { z } from "zod";
import { badRequest, forbidden, notFound, validationFailed } from "../api/errors";
import { type Caller, isAdmin, isModerator } from "../auth/caller";
import { getDb } from "../db/client";
import { findModel, getField, type ModelDef, models } from "../models";
import { issuesOf } from "../models/zod";
import { ident, Prisma, tableOf } from "../query/sql";
import { findOne } from "./records";
import { etagOf, type Row, toRecord } from "./serialize";

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
  const row = await findOne(caller, model, idOrSlug, { deleted: allowDeleted ? "include" : "exclude" });
  if (!row) throw notFound(`${model.label.replace(/s$/, "")} "${idOrSlug}"`);
  return row;
}

/** A record response as the CRUD operations give it: the caller's view and the ETag of the stored row. */
export interface ModeratedRecord {
  record: Record<string, unknown>;
  etag: string;
}
const result = (caller: Caller, model: ModelDef, row: Row): ModeratedRecord => ({
  record: toRecord(model, row, caller),
  etag: etagOf(model, row),
});

type ArrayColumn = "visibleBy" | "reportedBy";

/** Adds or removes one value in an array column; returns the row after the change (or unchanged). */
async function changeArray(model: ModelDef, row: Row, column: ArrayColumn, value: string, action: "add" | "remove"): Promise<Row> {
  const col = ident(column);
  const [changed] =
    action === "add"
      ? await getDb().$queryRaw<Row[]>`UPDATE ${tableOf(model)} SET ${col} = array_append(${col}, ${value}::text), "updated" = now()
          WHERE "id" = ${row.id} AND NOT (${value}::text = ANY(${col})) RETURNING *`
      : await getDb().$queryRaw<Row[]>`UPDATE ${tableOf(model)} SET ${col} = array_remove(${col}, ${value}::text), "updated" = now()
          WHERE "id" = ${row.id} AND ${value}::text = ANY(${col}) RETURNING *`;
  return changed ?? row;
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
  const users = await getDb().$queryRaw<{ id: string }[]>`SELECT "id" FROM "user" WHERE "id" = ${userId}`;
  if (!users.length) throw notFound(`The user "${userId}"`);
  return result(caller, model, await changeArray(model, row, "visibleBy", userId, action));
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
  await changeArray(model, row, "reportedBy", caller.id, reported ? "add" : "remove");
  return { model: model.name, _id: row.id, reported };
}

/** POST /api/moderator/{model}/{id}/dismiss: the reports were looked at; clears `reportedBy`. */
export async function dismissReports(caller: Caller | null, modelName: string, idOrSlug: string) {
  requireModerator(caller);
  const model = modelOf(modelName);
  const row = await readableRow(caller, model, idOrSlug, true);
  const [changed] = await getDb().$queryRaw<Row[]>`UPDATE ${tableOf(model)} SET "reportedBy" = '{}', "updated" = now()
    WHERE "id" = ${row.id} AND cardinality("reportedBy") > 0 RETURNING *`;
  return result(caller, model, changed ?? row);
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
  // Secret records: admins, and the creator; the others are not counted either (no existence leak).
  const secret = isAdmin(caller) ? Prisma.sql`TRUE` : Prisma.sql`("visibility" IS DISTINCT FROM 'secret' OR "createdBy" = ${caller.id})`;
  const union = Prisma.join(
    scope.map(
      (m) => Prisma.sql`SELECT ${m.name}::text AS "model", "id", cardinality("reportedBy") AS "reports", "updated" FROM ${tableOf(m)}
        WHERE cardinality("reportedBy") > 0 AND "deleted" IS NULL AND ${secret}`,
    ),
    " UNION ALL ",
  );
  const db = getDb();
  const [[{ count }], entries] = await Promise.all([
    db.$queryRaw<{ count: bigint | number }[]>`SELECT count(*) AS "count" FROM (${union}) q`,
    db.$queryRaw<{ model: string; id: string; reports: number | bigint }[]>`SELECT "model", "id", "reports" FROM (${union}) q
      ORDER BY "reports" DESC, "updated" DESC, "id" DESC LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
  ]);
  // One query per model on the page, not one per record.
  const rows = new Map<string, Row>();
  for (const name of new Set(entries.map((e) => e.model))) {
    const model = findModel(name) as ModelDef;
    const ids = entries.filter((e) => e.model === name).map((e) => e.id);
    for (const row of await db.$queryRaw<Row[]>`SELECT * FROM ${tableOf(model)} WHERE "id" = ANY(${ids}::text[])`) {
      rows.set(`${name}/${row.id}`, row);
    }
  }
  const results = entries.flatMap((e) => {
    const row = rows.get(`${e.model}/${e.id}`);
    const model = findModel(e.model) as ModelDef;
    return row ? [{ model: model.name, _id: row.id, reports: Number(e.reports), record: toRecord(model, row, caller) }] : [];
  });
  return { results, count: Number(count), page };
}
