import { badRequest } from "../api/errors";
import type { FieldDef, ModelDef } from "../models/types";
import { and, columnOf, or, Prisma } from "./sql";

/**
 * The list filter language of the contract (Mongo-style, as the origin's clients send it) compiled to a SQL
 * condition. Every field and operator is checked against the registry; values are bound parameters and
 * are checked against the field's type, so a bad filter is a 400 that names it, never a database error.
 *
 * Semantics on array fields (tags, visibleBy…): `{"tags": "news"}` means "contains", `$in` "contains any",
 * `$nin` "contains none", `$all` "contains all", `$regex` "some element matches", `$exists` "not empty"
 * (arrays are never absent here, so emptiness is the useful question — e.g. reported records).
 */

const OPERATORS = ["$eq", "$ne", "$in", "$nin", "$gt", "$gte", "$lt", "$lte", "$exists", "$regex", "$options", "$all"] as const;
type Operator = (typeof OPERATORS)[number];

const MAX_DEPTH = 6;
const MAX_CONDITIONS = 100;
const MAX_LIST = 1000;
const MAX_REGEX = 500;

class Budget {
  count = 0;
  tick(path: string) {
    if (++this.count > MAX_CONDITIONS) throw fail(path, `where has more than ${MAX_CONDITIONS} conditions`);
  }
}

const fail = (path: string, message: string) => badRequest(`where: ${message}.`, [{ field: `where${path ? `.${path}` : ""}`, message }]);
const isPlainObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === "object" && !Array.isArray(v);

/** Checks and converts one comparison value to what the column holds. */
function scalar(field: FieldDef, value: unknown, path: string): unknown {
  const kind = field.type === "Array" ? "String" : field.type;
  switch (kind) {
    case "String":
      if (typeof value !== "string") throw fail(path, `${field.name} compares with strings`);
      return value;
    case "Enum":
      if (typeof value !== "string") throw fail(path, `${field.name} compares with strings`);
      return value;
    case "Integer":
      if (typeof value !== "number" || !Number.isFinite(value)) throw fail(path, `${field.name} compares with numbers`);
      return value;
    case "Boolean":
      if (typeof value !== "boolean") throw fail(path, `${field.name} compares with true or false`);
      return value;
    case "Date": {
      const date = typeof value === "string" && /^\d{4}-\d{2}-\d{2}/.test(value) ? new Date(value) : null;
      if (!date || Number.isNaN(date.getTime())) throw fail(path, `${field.name} compares with ISO 8601 dates`);
      return date;
    }
    default:
      throw fail(path, `${field.name} (${field.type}) supports only $exists and equality`);
  }
}

function list(field: FieldDef, value: unknown, op: string, path: string): unknown[] {
  if (!Array.isArray(value)) throw fail(path, `${op} takes an array`);
  if (value.length > MAX_LIST) throw fail(path, `${op} takes at most ${MAX_LIST} values`);
  return value.map((v, i) => scalar(field, v, `${path}[${i}]`));
}

/** A typed array parameter for the array operators (text[] is the only array column type). */
const textArray = (values: unknown[]) => Prisma.sql`${values}::text[]`;

function equality(field: FieldDef, value: unknown, path: string, negate: boolean): Prisma.Sql {
  const col = columnOf(field);
  if (value === null) return negate ? Prisma.sql`${col} IS NOT NULL` : Prisma.sql`${col} IS NULL`;
  if (field.type === "Object" || (field.type === "Array" && field.of === "Object")) {
    if (typeof value !== "object") throw fail(path, `${field.name} compares with JSON ${field.type === "Object" ? "objects" : "arrays"}`);
    const json = JSON.stringify(value);
    return negate ? Prisma.sql`${col} IS DISTINCT FROM ${json}::jsonb` : Prisma.sql`${col} = ${json}::jsonb`;
  }
  if (field.type === "Array") {
    // An array value means the exact array; a single value means "contains".
    const cond = Array.isArray(value)
      ? Prisma.sql`${col} = ${textArray(list(field, value, "$eq", path))}`
      : Prisma.sql`${col} @> ARRAY[${scalar(field, value, path)}]::text[]`;
    return negate ? Prisma.sql`NOT coalesce(${cond}, false)` : cond;
  }
  const v = scalar(field, value, path);
  return negate ? Prisma.sql`${col} IS DISTINCT FROM ${v}` : Prisma.sql`${col} = ${v}`;
}

function regex(field: FieldDef, pattern: unknown, options: unknown, path: string): Prisma.Sql {
  if (field.type !== "String" && field.type !== "Enum" && !(field.type === "Array" && field.of === "String")) {
    throw fail(path, `$regex works on text fields, not ${field.name}`);
  }
  if (typeof pattern !== "string" || pattern.length > MAX_REGEX)
    throw fail(path, `$regex takes a string of at most ${MAX_REGEX} characters`);
  if (options !== undefined && options !== "" && options !== "i") throw fail(path, `$options supports only "i"`);
  try {
    new RegExp(pattern);
  } catch {
    throw fail(path, `$regex is not a valid regular expression`);
  }
  const op = Prisma.raw(options === "i" ? "~*" : "~");
  const col = columnOf(field);
  if (field.type === "Array") return Prisma.sql`EXISTS (SELECT 1 FROM unnest(${col}) AS e WHERE e ${op} ${pattern})`;
  return Prisma.sql`${col} ${op} ${pattern}`;
}

function operators(field: FieldDef, ops: Record<string, unknown>, path: string, budget: Budget): Prisma.Sql {
  const col = columnOf(field);
  const parts: Prisma.Sql[] = [];
  const isArray = field.type === "Array";
  for (const [op, value] of Object.entries(ops)) {
    const at = `${path}.${op}`;
    budget.tick(at);
    if (!OPERATORS.includes(op as Operator)) throw fail(at, `unknown operator ${op}`);
    switch (op as Operator) {
      case "$eq":
        parts.push(equality(field, value, at, false));
        break;
      case "$ne":
        parts.push(equality(field, value, at, true));
        break;
      case "$in":
      case "$nin": {
        const values = list(field, value, op, at);
        const cond = isArray
          ? Prisma.sql`${col} && ${textArray(values)}`
          : values.length
            ? Prisma.sql`${col} IN (${Prisma.join(values)})`
            : Prisma.sql`FALSE`;
        parts.push(op === "$in" ? cond : Prisma.sql`NOT coalesce(${cond}, false)`);
        break;
      }
      case "$gt":
      case "$gte":
      case "$lt":
      case "$lte": {
        if (isArray || field.type === "Boolean" || field.type === "Object")
          throw fail(at, `${op} does not apply to ${field.name} (${field.type})`);
        const sqlOp = Prisma.raw({ $gt: ">", $gte: ">=", $lt: "<", $lte: "<=" }[op] as string);
        parts.push(Prisma.sql`${col} ${sqlOp} ${scalar(field, value, at)}`);
        break;
      }
      case "$exists": {
        if (typeof value !== "boolean") throw fail(at, "$exists takes true or false");
        let present: Prisma.Sql;
        if (field.type === "Array" && field.of === "String") present = Prisma.sql`coalesce(cardinality(${col}), 0) > 0`;
        else if (field.type === "Array") present = Prisma.sql`coalesce(jsonb_array_length(${col}), 0) > 0`;
        else present = Prisma.sql`${col} IS NOT NULL`;
        parts.push(value ? present : Prisma.sql`NOT (${present})`);
        break;
      }
      case "$all":
        if (!isArray) throw fail(at, `$all applies to array fields, not ${field.name}`);
        parts.push(Prisma.sql`${col} @> ${textArray(list(field, value, op, at))}`);
        break;
      case "$regex":
        parts.push(regex(field, value, ops.$options, at));
        break;
      case "$options":
        if (!("$regex" in ops)) throw fail(at, "$options goes with $regex");
        break;
    }
  }
  return and(parts);
}

function condition(
  model: ModelDef,
  allowed: readonly FieldDef[],
  where: Record<string, unknown>,
  path: string,
  depth: number,
  budget: Budget,
): Prisma.Sql {
  if (depth > MAX_DEPTH) throw fail(path, `where is nested deeper than ${MAX_DEPTH} levels`);
  const parts: Prisma.Sql[] = [];
  for (const [key, value] of Object.entries(where)) {
    const at = path ? `${path}.${key}` : key;
    budget.tick(at);
    if (key === "$and" || key === "$or") {
      if (!Array.isArray(value) || value.length === 0 || !value.every(isPlainObject))
        throw fail(at, `${key} takes a non-empty array of objects`);
      const subs = value.map((v, i) => condition(model, allowed, v, `${at}[${i}]`, depth + 1, budget));
      parts.push(key === "$and" ? and(subs) : or(subs));
      continue;
    }
    if (key.startsWith("$")) throw fail(at, `unknown operator ${key}`);
    const field = allowed.find((f) => f.name === key);
    if (!field) {
      const known = model.fields.some((f) => f.name === key);
      throw fail(at, known ? `you may not filter on ${key}` : `unknown field ${key}`);
    }
    const isOperatorObject = isPlainObject(value) && Object.keys(value).length > 0 && Object.keys(value).every((k) => k.startsWith("$"));
    if (isPlainObject(value) && !isOperatorObject && Object.keys(value).some((k) => k.startsWith("$"))) {
      throw fail(at, "do not mix operators and plain keys");
    }
    parts.push(isOperatorObject ? operators(field, value, at, budget) : equality(field, value, at, false));
  }
  return and(parts);
}

/** Compiles a parsed `where` object for `model`, allowing only `allowed` fields (the caller's readable ones). */
export function compileWhere(model: ModelDef, allowed: readonly FieldDef[], where: Record<string, unknown>): Prisma.Sql {
  return condition(model, allowed, where, "", 0, new Budget());
}
