import "server-only";
import {
  ApiError,
  badRequest,
  forbidden,
  methodNotAllowed,
  notFound,
  preconditionFailed,
  slugTaken,
  validationFailed,
} from "../api/errors";
import type { Caller } from "../auth/caller";
import { canCreate, canDelete, canRead, canRestore, canSeeTrash, canUpdate, canWriteField, listableFields } from "../auth/permissions";
import { newId } from "../db/id";
import { inTransaction, queryRows, type RunSql } from "../db/raw";
import type { FieldDef, Method, ModelDef } from "../models/types";
import { editableFields, parseWrite, type WriteMode } from "../models/zod";
import { decideCount, EXACT_COUNT_LIMIT, needsCappedCount, planRows } from "../query/count";
import { parseListParams } from "../query/params";
import { and, columnName, columnOf, ident, Prisma, tableOf } from "../query/sql";
import { visibilityCondition } from "../query/visibility-sql";
import { compileWhere } from "../query/where";
import { DbNull, deleteStatement, insertStatement, updateStatement } from "../query/write-sql";
import { runWriteHooks } from "./hooks";
import { etagOf, ifMatchHolds, type Row, toRecord } from "./serialize";

/**
 * The generic CRUD operations of every registry model. They hold all the rules (methods, roles, visibility,
 * Editable fields, If-Match, slug uniqueness); the route handlers and the dashboard only call them.
 */

export interface RecordResult {
  record: Record<string, unknown>;
  etag: string;
}

export interface ListResult {
  results: Record<string, unknown>[];
  /** Exact up to EXACT_COUNT_LIMIT matches, the planner's estimate beyond (then countIsEstimate is true). */
  count: number;
  countIsEstimate: boolean;
  page: number;
}

export function assertMethod(model: ModelDef, method: Method, httpMethod: string, allow: string[]) {
  if (!model.methods.includes(method)) throw methodNotAllowed(httpMethod, allow);
}

const hasSlug = (model: ModelDef) => model.fields.some((f) => f.name === "slug");

/** Database errors a request can provoke map to client errors; the rest propagate as bugs. */
function translateDbError(error: unknown, model: ModelDef, data?: Record<string, unknown>): never {
  const e = error as { message?: string; code?: string; detail?: string; constraint?: string; meta?: unknown };
  const text = `${e?.message ?? ""} ${e?.detail ?? ""} ${e?.constraint ?? ""} ${JSON.stringify(e?.meta ?? "")}`;
  // 23505 is PostgreSQL's unique_violation (statements on the pool), P2002 Prisma's (writes through the client).
  if (e?.code === "23505" || e?.code === "P2002" || /Unique constraint/i.test(text)) {
    if (/slug/.test(text) && typeof data?.slug === "string") throw slugTaken(data.slug);
    const field = model.fields.find((f) => f.name !== "slug" && f.flags.includes("Unique") && new RegExp(`\\b${f.name}\\b`).test(text));
    throw new ApiError(
      409,
      "conflict",
      `Another ${model.name} already has this ${field?.name ?? "value"}.`,
      field ? [{ field: field.name, message: "Already taken" }] : [],
    );
  }
  if (/invalid regular expression/i.test(text))
    throw badRequest("where: $regex is not a valid regular expression.", [{ field: "where", message: "Invalid regular expression" }]);
  // Class 22 is "data exception": a value the validation let through but the column refuses (a NUL byte in
  // text, say). Bad input, so a 400 that names the problem, not a 500.
  if (typeof e?.code === "string" && e.code.startsWith("22")) {
    throw new ApiError(400, "validation_failed", `A value could not be stored: ${e.message}.`, [{ field: "", message: e.message ?? "" }]);
  }
  throw error;
}

type FindOptions = { deleted?: "exclude" | "include" | "only"; forUpdate?: boolean; checkVisibility?: boolean };

/** One record by id or slug, with the caller's visibility applied (on `run`'s connection, in its transaction). */
async function findOne(
  caller: Caller | null,
  model: ModelDef,
  idOrSlug: string,
  options: FindOptions = {},
  run: RunSql = queryRows,
): Promise<Row | null> {
  const rows = await run<Row>(findOneQuery(caller, model, idOrSlug, options));
  return rows[0] ?? null;
}

/** The SQL of a single read by id or slug (exported for the benchmark's query plans). */
export function findOneQuery(caller: Caller | null, model: ModelDef, idOrSlug: string, options: FindOptions = {}): Prisma.Sql {
  const key = Prisma.sql`("id" = ${idOrSlug}${hasSlug(model) ? Prisma.sql` OR "slug" = ${idOrSlug}` : Prisma.empty})`;
  const deleted = options.deleted ?? "exclude";
  const conditions = [key];
  if (deleted === "exclude") conditions.push(Prisma.sql`"deleted" IS NULL`);
  if (deleted === "only") conditions.push(Prisma.sql`"deleted" IS NOT NULL`);
  if (options.checkVisibility !== false) conditions.push(visibilityCondition(caller, model));
  return Prisma.sql`SELECT * FROM ${tableOf(model)} WHERE ${and(conditions)}
    ORDER BY ("id" = ${idOrSlug}) DESC LIMIT 1 ${options.forUpdate ? Prisma.sql`FOR UPDATE` : Prisma.empty}`;
}

/**
 * The SQL of a list request: the page, the statement whose plan estimates the count, and the count capped at
 * EXACT_COUNT_LIMIT + 1 rows (lib/query/count.ts). Exported so the benchmark explains exactly these.
 */
export function listQueries(caller: Caller | null, model: ModelDef, search: URLSearchParams) {
  const params = parseListParams(model, caller, search);
  const filter = and([
    visibilityCondition(caller, model),
    params.deleted ? Prisma.sql`"deleted" IS NOT NULL` : Prisma.sql`"deleted" IS NULL`,
    compileWhere(model, listableFields(caller, model), params.where),
  ]);
  // Projection: the asked-for fields plus what field-level access needs (id, createdBy).
  const columns = params.fields
    ? Prisma.join([...new Set(["id", "createdBy", ...params.fields.map(columnName)])].map(ident))
    : Prisma.sql`*`;
  const tie = params.sort.some((s) => s.field.name === "_id") ? [] : [Prisma.sql`"id" ${Prisma.raw(params.sort[0].desc ? "DESC" : "ASC")}`];
  const order = Prisma.join([...params.sort.map((s) => Prisma.sql`${columnOf(s.field)} ${Prisma.raw(s.desc ? "DESC" : "ASC")}`), ...tie]);
  const offset = (params.page - 1) * params.limit;
  return {
    params,
    offset,
    page: Prisma.sql`SELECT ${columns} FROM ${tableOf(model)} WHERE ${filter} ORDER BY ${order} LIMIT ${params.limit} OFFSET ${offset}`,
    count: Prisma.sql`SELECT count(*) AS count FROM (SELECT 1 FROM ${tableOf(model)} WHERE ${filter} LIMIT ${EXACT_COUNT_LIMIT + 1}) AS capped`,
    estimate: Prisma.sql`EXPLAIN (FORMAT JSON) SELECT 1 FROM ${tableOf(model)} WHERE ${filter}`,
  };
}

export async function listRecords(caller: Caller | null, model: ModelDef, search: URLSearchParams): Promise<ListResult> {
  const q = listQueries(caller, model, search);
  const { limit, page, fields } = q.params;
  try {
    // The page and the planner's estimate side by side; the capped count only when neither answers.
    const [rows, plan] = await Promise.all([queryRows<Row>(q.page), queryRows(q.estimate)]);
    const facts = { offset: q.offset, pageRows: rows.length, pageSize: limit, estimate: planRows(plan) };
    const bounded = needsCappedCount(facts) ? Number((await queryRows<{ count: string | number }>(q.count))[0]?.count ?? 0) : null;
    const { count, isEstimate } = decideCount({ ...facts, bounded });
    return {
      results: rows.map((row) => toRecord(model, row, caller, fields)),
      count,
      countIsEstimate: isEstimate,
      page,
    };
  } catch (error) {
    translateDbError(error, model);
  }
}

export async function readRecord(
  caller: Caller | null,
  model: ModelDef,
  idOrSlug: string,
  options: { deleted?: boolean } = {},
): Promise<RecordResult> {
  if (options.deleted && !canSeeTrash(caller)) throw forbidden("Only moderators and admins may read deleted records.");
  const [row] = await queryRows<Row>(findOneQuery(caller, model, idOrSlug, { deleted: options.deleted ? "include" : "exclude" }));
  if (!row) throw notFound(`${model.label.replace(/s$/, "")} "${idOrSlug}"`);
  return { record: toRecord(model, row, caller), etag: etagOf(model, row) };
}

/** The stored form of validated body values: dates as Date, cleared values back to the field's default. */
function toStored(model: ModelDef, data: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(data)) {
    const field = model.fields.find((f) => f.name === name) as FieldDef;
    if (value === null && field.default !== undefined && field.default !== null) out[name] = field.default;
    else if (value === null && (field.type === "Object" || (field.type === "Array" && field.of === "Object"))) out[name] = DbNull;
    else if (value === null && field.type === "Array") out[name] = [];
    else if (field.type === "Date" && typeof value === "string") out[name] = new Date(value);
    else out[name] = value;
  }
  return out;
}

function validate(caller: Caller | null, model: ModelDef, mode: WriteMode, body: Record<string, unknown>) {
  const parsed = parseWrite(model, mode, body);
  if (!parsed.ok) throw validationFailed(parsed.issues);
  for (const field of editableFields(model)) {
    if (field.name in parsed.data && !canWriteField(caller, field)) {
      throw new ApiError(403, "forbidden", `Only ${field.writeRoles?.join(", ")} may change ${field.name}.`, [
        { field: field.name, message: "Not allowed for your role" },
      ]);
    }
  }
  runWriteHooks(model, parsed.data);
  return parsed.data;
}

export async function createRecord(caller: Caller | null, model: ModelDef, body: Record<string, unknown>): Promise<RecordResult> {
  if (!canCreate(caller, model)) throw forbidden(`Your role may not create ${model.plural}.`);
  const data = validate(caller, model, "create", body);
  const defaults: Record<string, unknown> = {};
  for (const field of editableFields(model)) {
    if (!(field.name in data) && field.default !== undefined && field.default !== null) defaults[field.name] = field.default;
  }
  const now = new Date();
  const id = newId(now.getTime());
  const stored = { ...defaults, ...toStored(model, data), id, createdBy: caller?.id ?? null, created: now, updated: now };
  let row: Row;
  try {
    [row] = await queryRows<Row>(insertStatement(model, stored));
  } catch (error) {
    translateDbError(error, model, data);
  }
  // The INSERT returned the stored row and its creator may read it: no second query to read it back.
  return readable(caller, model, row, id);
}

/** The response for a row just written: the same 404 a read would give if the caller may no longer see it. */
function readable(caller: Caller | null, model: ModelDef, row: Row, idOrSlug: string): RecordResult {
  if (!canRead(caller, model, access(row))) throw notFound(`${model.label.replace(/s$/, "")} "${idOrSlug}"`);
  return { record: toRecord(model, row, caller), etag: etagOf(model, row) };
}

async function writeExisting(
  caller: Caller | null,
  model: ModelDef,
  idOrSlug: string,
  ifMatch: string | null,
  options: { deleted?: "exclude" | "only" | "include"; allowed: (row: Row) => boolean; denied: string },
  change: (run: RunSql, row: Row) => Promise<unknown>,
): Promise<string> {
  return (await writeExistingRow(caller, model, idOrSlug, ifMatch, options, change)).id;
}

/** writeExisting, also returning what `change` returned (the row an UPDATE … RETURNING wrote). */
async function writeExistingRow<T>(
  caller: Caller | null,
  model: ModelDef,
  idOrSlug: string,
  ifMatch: string | null,
  options: { deleted?: "exclude" | "only" | "include"; allowed: (row: Row) => boolean; denied: string },
  change: (run: RunSql, row: Row) => Promise<T>,
): Promise<{ id: string; changed: T }> {
  // The row stays locked (FOR UPDATE) from the If-Match comparison until the change commits.
  return inTransaction(async (run) => {
    const row = await findOne(caller, model, idOrSlug, { deleted: options.deleted, forUpdate: true }, run);
    if (!row) throw notFound(`${model.label.replace(/s$/, "")} "${idOrSlug}"`);
    if (!options.allowed(row)) throw forbidden(options.denied);
    if (!ifMatchHolds(ifMatch, etagOf(model, row))) throw preconditionFailed();
    return { id: row.id, changed: await change(run, row) };
  });
}

const access = (row: Row) => ({
  _id: row.id,
  createdBy: row.createdBy as string | null,
  managedBy: row.managedBy as string[] | null,
  visibleBy: row.visibleBy as string[] | null,
  visibility: row.visibility as string,
});

export async function updateRecord(
  caller: Caller | null,
  model: ModelDef,
  idOrSlug: string,
  body: Record<string, unknown>,
  mode: "replace" | "patch",
  ifMatch: string | null,
): Promise<RecordResult> {
  const data = validate(caller, model, mode, body);
  const stored = toStored(model, data);
  if (mode === "replace") {
    // A replacement resets every Editable field the body leaves out (except ones the caller may not write).
    for (const field of editableFields(model)) {
      if (field.name in stored || !canWriteField(caller, field)) continue;
      stored[field.name] = toStored(model, { [field.name]: field.default ?? null })[field.name];
    }
  }
  let updated: Row;
  try {
    ({ changed: updated } = await writeExistingRow(
      caller,
      model,
      idOrSlug,
      ifMatch,
      { allowed: (row) => canUpdate(caller, model, access(row)), denied: `You may not change this ${model.name}.` },
      async (run, row) => (await run<Row>(updateStatement(model, row.id, { ...stored, updated: new Date() })))[0],
    ));
  } catch (error) {
    if (error instanceof ApiError) throw error;
    translateDbError(error, model, data);
  }
  // The UPDATE returned the row as written; a read-back would only repeat it (and its visibility check).
  return readable(caller, model, updated, idOrSlug);
}

export async function deleteRecord(caller: Caller | null, model: ModelDef, idOrSlug: string, ifMatch: string | null): Promise<void> {
  await writeExisting(
    caller,
    model,
    idOrSlug,
    ifMatch,
    { deleted: "include", allowed: (row) => canDelete(caller, model, access(row)), denied: `You may not delete this ${model.name}.` },
    async (run, row) => {
      await run(deleteStatement(model, row.id));
    },
  );
}

export async function softDeleteRecord(
  caller: Caller | null,
  model: ModelDef,
  idOrSlug: string,
  ifMatch: string | null,
): Promise<RecordResult> {
  const id = await writeExisting(
    caller,
    model,
    idOrSlug,
    ifMatch,
    { allowed: (row) => canUpdate(caller, model, access(row)), denied: `You may not delete this ${model.name}.` },
    async (run, row) => {
      const now = new Date();
      await run(updateStatement(model, row.id, { deleted: now, updated: now }));
    },
  );
  // Answer with the record as now stored, even to a caller who may not browse the trash.
  const row = (await findOne(caller, model, id, { deleted: "include" })) as Row;
  return { record: toRecord(model, row, caller), etag: etagOf(model, row) };
}

export async function restoreRecord(caller: Caller | null, model: ModelDef, idOrSlug: string): Promise<RecordResult> {
  if (!canRestore(caller)) throw forbidden("Only moderators and admins may restore records.");
  const id = await writeExisting(
    caller,
    model,
    idOrSlug,
    null,
    { deleted: "include", allowed: () => true, denied: "" },
    async (run, row) => {
      if (row.deleted) await run(updateStatement(model, row.id, { deleted: null, updated: new Date() }));
    },
  );
  return readRecord(caller, model, id);
}

/** Loads a record the caller may read (404 otherwise), for operations built on top (moderation, reports). */
export async function loadReadable(caller: Caller | null, model: ModelDef, idOrSlug: string): Promise<Row> {
  const row = await findOne(caller, model, idOrSlug);
  if (!row || !canRead(caller, model, access(row))) throw notFound(`${model.label.replace(/s$/, "")} "${idOrSlug}"`);
  return row;
}

export { access as accessOf, findOne };
