import { badRequest, forbidden } from "../api/errors";
import type { Caller } from "../auth/caller";
import { canSeeTrash, listableFields } from "../auth/permissions";
import type { FieldDef, ModelDef } from "../models/types";

export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 1000;
const MAX_SORT_KEYS = 5;

export interface SortKey {
  field: FieldDef;
  desc: boolean;
}

export interface ListParams {
  limit: number;
  page: number;
  where: Record<string, unknown>;
  sort: SortKey[];
  /** null: every readable field. */
  fields: FieldDef[] | null;
  deleted: boolean;
}

function positiveInt(name: string, raw: string | null, fallback: number, max: number): number {
  if (raw === null || raw === "") return fallback;
  if (!/^\d+$/.test(raw.trim())) throw badRequest(`${name} must be a whole number.`, [{ field: name, message: "Expected a whole number" }]);
  const n = Number(raw);
  if (n < 1 || n > max) throw badRequest(`${name} must be between 1 and ${max}.`, [{ field: name, message: `Expected 1 to ${max}` }]);
  return n;
}

function fieldByName(model: ModelDef, allowed: FieldDef[], name: string, param: string): FieldDef {
  const field = allowed.find((f) => f.name === name);
  if (!field) {
    const known = model.fields.some((f) => f.name === name);
    throw badRequest(known ? `${param}: you may not use the field "${name}".` : `${param}: unknown field "${name}" on ${model.name}.`, [
      { field: param, message: known ? `Field "${name}" is not readable` : `Unknown field "${name}"` },
    ]);
  }
  return field;
}

/** The contract's list query parameters, checked against the registry and the caller's readable fields. */
export function parseListParams(model: ModelDef, caller: Caller | null, search: URLSearchParams): ListParams {
  const allowed = listableFields(caller, model);
  const limit = positiveInt("limit", search.get("limit"), DEFAULT_LIMIT, MAX_LIMIT);
  const page = positiveInt("page", search.get("page"), 1, 1_000_000);

  let where: Record<string, unknown> = {};
  const rawWhere = search.get("where");
  if (rawWhere !== null && rawWhere.trim() !== "") {
    let parsed: unknown;
    try {
      parsed = JSON.parse(rawWhere);
    } catch {
      throw badRequest('where must be a JSON object, for example {"status":"confirmed"}.', [{ field: "where", message: "Not valid JSON" }]);
    }
    if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
      throw badRequest("where must be a JSON object.", [{ field: "where", message: "Expected a JSON object" }]);
    }
    where = parsed as Record<string, unknown>;
  }

  const sortRaw = search.get("sort_by")?.trim() || "-created";
  const keys = sortRaw.split(",").map((s) => s.trim());
  if (keys.length > MAX_SORT_KEYS || keys.some((k) => !k || k === "-")) {
    throw badRequest(`sort_by takes up to ${MAX_SORT_KEYS} comma-separated field names.`, [{ field: "sort_by", message: "Malformed" }]);
  }
  const sort = keys.map((k) => {
    const desc = k.startsWith("-");
    return { field: fieldByName(model, allowed, desc ? k.slice(1) : k, "sort_by"), desc };
  });

  const fieldsRaw = search.get("fields");
  let fields: FieldDef[] | null = null;
  if (fieldsRaw !== null && fieldsRaw.trim() !== "") {
    const names = [...new Set(fieldsRaw.split(",").map((s) => s.trim()))];
    if (names.some((n) => !n))
      throw badRequest("fields is a comma-separated list of field names.", [{ field: "fields", message: "Malformed" }]);
    fields = names.map((n) => fieldByName(model, allowed, n, "fields"));
  }

  const deletedRaw = search.get("deleted");
  if (deletedRaw !== null && deletedRaw !== "true" && deletedRaw !== "false") {
    throw badRequest("deleted must be true or false.", [{ field: "deleted", message: "Expected true or false" }]);
  }
  const deleted = deletedRaw === "true";
  if (deleted && !canSeeTrash(caller)) throw forbidden("Only moderators and admins may list deleted records.");
  if (deleted && !model.methods.includes("SOFT_DELETE")) {
    throw badRequest(`${model.plural} are never soft-deleted.`, [{ field: "deleted", message: "Not supported by this model" }]);
  }
  return { limit, page, where, sort, fields, deleted };
}
