import { type FieldDef, getField, type ModelDef } from "@/lib/models";

/**
 * The dashboard's filters and their translation into the API's `where` language (api-contract.md, "Lists").
 * Pure functions, shared by the filter builder, the URL state and the unit tests.
 */

export type Filter =
  /** String: case-insensitive substring → `$regex` (escaped) with `$options: "i"`. */
  | { field: string; op: "contains"; value: string }
  /** String, Integer: equality. */
  | { field: string; op: "eq"; value: string }
  /** Enum: one of → `$in`. */
  | { field: string; op: "in"; values: string[] }
  /** Boolean: equality with true / false. */
  | { field: string; op: "is"; value: boolean }
  /** Integer, Date: inclusive range → `$gte` / `$lte`. Dates as `YYYY-MM-DD` (whole UTC days) or ISO. */
  | { field: string; op: "range"; min?: string; max?: string }
  /** Array of strings: contains all → `$all`. */
  | { field: string; op: "all"; values: string[] }
  /** Any field: is set (true) or not set (false) → `$exists`. */
  | { field: string; op: "exists"; value: boolean };

export type FilterOp = Filter["op"];
export type Where = Record<string, unknown>;

/** The operators the filter builder offers for a field, first one being the default. */
export function opsForField(field: FieldDef): FilterOp[] {
  switch (field.type) {
    case "String":
      return ["contains", "eq", "exists"];
    case "Enum":
      return ["in", "exists"];
    case "Boolean":
      return ["is", "exists"];
    case "Integer":
      return ["range", "eq", "exists"];
    case "Date":
      return ["range", "exists"];
    case "Array":
      return field.of === "String" ? ["all", "exists"] : ["exists"];
    case "Object":
      return ["exists"];
  }
}

export const OP_LABELS: Record<FilterOp, string> = {
  contains: "contains",
  eq: "equals",
  in: "is one of",
  is: "is",
  range: "between",
  all: "contains all of",
  exists: "is set",
};

/** Escapes a user's text so it matches literally inside a regular expression. */
export const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A date bound as the API expects it: a whole day (UTC) becomes its first or last millisecond. */
export function dateBound(value: string, end: boolean): string | undefined {
  const v = value.trim();
  if (!v) return undefined;
  if (DAY.test(v)) return `${v}T${end ? "23:59:59.999" : "00:00:00.000"}Z`;
  const d = new Date(v);
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString();
}

function numberOf(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === "") return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}

const cleanList = (values: readonly string[]) => [...new Set(values.map((v) => v.trim()).filter(Boolean))];

/** One filter as a `where` condition for its field, or undefined when it is incomplete or does not fit the field. */
export function filterCondition(field: FieldDef, filter: Filter): unknown {
  if (!opsForField(field).includes(filter.op)) return undefined;
  switch (filter.op) {
    case "contains": {
      const v = filter.value.trim();
      return v ? { $regex: escapeRegex(v), $options: "i" } : undefined;
    }
    case "eq": {
      if (field.type === "Integer") return numberOf(filter.value);
      return filter.value === "" ? undefined : filter.value;
    }
    case "in": {
      const values = cleanList(filter.values).filter((v) => !field.values || field.values.includes(v));
      return values.length ? { $in: values } : undefined;
    }
    case "is":
      return typeof filter.value === "boolean" ? filter.value : undefined;
    case "range": {
      const cond: Record<string, unknown> = {};
      const lo = field.type === "Date" ? dateBound(filter.min ?? "", false) : numberOf(filter.min);
      const hi = field.type === "Date" ? dateBound(filter.max ?? "", true) : numberOf(filter.max);
      if (lo !== undefined) cond.$gte = lo;
      if (hi !== undefined) cond.$lte = hi;
      return Object.keys(cond).length ? cond : undefined;
    }
    case "all": {
      const values = cleanList(filter.values);
      return values.length ? { $all: values } : undefined;
    }
    case "exists":
      return typeof filter.value === "boolean" ? { $exists: filter.value } : undefined;
  }
}

/** Joins clauses: one object when the fields do not repeat, `$and` otherwise. */
export function andWhere(clauses: readonly Where[]): Where | undefined {
  const nonEmpty = clauses.filter((c) => Object.keys(c).length > 0);
  if (nonEmpty.length === 0) return undefined;
  if (nonEmpty.length === 1) return nonEmpty[0];
  const keys = nonEmpty.flatMap((c) => Object.keys(c));
  if (new Set(keys).size === keys.length) return Object.assign({}, ...nonEmpty);
  return { $and: nonEmpty };
}

/**
 * The filters as the API's `where`: incomplete filters and unknown fields are skipped, so a half-filled
 * builder never sends an invalid query. Returns undefined when nothing filters.
 */
export function filtersToWhere(model: ModelDef, filters: readonly Filter[]): Where | undefined {
  const clauses: Where[] = [];
  for (const filter of filters) {
    const field = getField(model, filter.field);
    if (!field) continue;
    const condition = filterCondition(field, filter);
    if (condition !== undefined) clauses.push({ [field.name]: condition });
  }
  return andWhere(clauses);
}

/** The fields the quick search looks in: the title, the slug and the model's free-text fields. */
export function searchFields(model: ModelDef, readable: (field: FieldDef) => boolean = () => true): string[] {
  const out: string[] = [];
  for (const field of model.fields) {
    if (field.type !== "String" || field.name === "_id" || field.managed || !readable(field)) continue;
    const isText = field.widget === "textarea" || ["title", "name", "screenname", "slug", "email", "category"].includes(field.name);
    if (field.name === model.titleField || isText) out.push(field.name);
  }
  return out;
}

/** The quick search box: a case-insensitive, literal match in any of the search fields (`$or`). */
export function quickSearchWhere(model: ModelDef, text: string, readable?: (field: FieldDef) => boolean): Where | undefined {
  const v = text.trim();
  if (!v) return undefined;
  const fields = searchFields(model, readable);
  if (fields.length === 0) return undefined;
  const cond = { $regex: escapeRegex(v), $options: "i" };
  if (fields.length === 1) return { [fields[0]]: cond };
  return { $or: fields.map((f) => ({ [f]: cond })) };
}

/** Filters and quick search together. */
export function buildWhere(
  model: ModelDef,
  filters: readonly Filter[],
  search: string,
  readable?: (field: FieldDef) => boolean,
): Where | undefined {
  const parts: Where[] = [];
  const f = filtersToWhere(model, filters);
  if (f) parts.push(f);
  const q = quickSearchWhere(model, search, readable);
  if (q) parts.push(q);
  if (parts.length <= 1) return parts[0];
  return andWhere(parts);
}

/** The filters worth keeping in the URL: complete ones, with list values trimmed and distinct. */
export function cleanFilters(model: ModelDef, filters: readonly Filter[]): Filter[] {
  const out: Filter[] = [];
  for (const filter of filters) {
    const field = getField(model, filter.field);
    if (!field) continue;
    const f: Filter =
      filter.op === "all" || filter.op === "in"
        ? { ...filter, values: cleanList(filter.values) }
        : filter.op === "contains" || filter.op === "eq"
          ? { ...filter, value: filter.value.trim() }
          : filter;
    if (filterCondition(field, f) !== undefined) out.push(f);
  }
  return out;
}
