import { z } from "zod";
import { type FieldDef, has, type ModelDef } from "./types";

/**
 * zod schemas derived from the registry. The same schemas validate API bodies on the server, the
 * dashboard's forms in the browser (zodResolver), and feed the OpenAPI document (z.toJSONSchema).
 */

export type WriteMode = "create" | "replace" | "patch";

export const SLUG_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._~-]*$/;
const MAX_STRING = 200_000;

// PostgreSQL's text cannot hold U+0000: refused here, with the field's name, instead of by the database.
const noNul = (s: string) => !s.includes("\u0000");
const NUL_MESSAGE = "Text may not contain NUL (U+0000) characters";

const isoDate = z.union([z.iso.datetime({ offset: true }), z.iso.date()]).meta({ format: "date-time" });

export const moneySchema = z.strictObject({ val: z.number().finite(), cur: z.string().min(1).max(16) });

/** The schema of one value of a field as a client writes it (dates as ISO 8601 strings). */
export function valueSchema(field: FieldDef): z.ZodType {
  switch (field.type) {
    case "String": {
      if (field.name === "slug") {
        return z
          .string()
          .trim()
          .min(1, "Required")
          .max(200)
          .regex(SLUG_PATTERN, "Use letters, digits, dots, dashes, underscores or tildes, starting with a letter or digit");
      }
      const s = z.string().max(MAX_STRING).refine(noNul, NUL_MESSAGE);
      return has(field, "Required") ? s.trim().min(1, "Required") : s;
    }
    case "Integer":
      return z.number({ error: "Expected a whole number" }).int("Expected a whole number").min(-2147483648).max(2147483647);
    case "Boolean":
      return z.boolean({ error: "Expected true or false" });
    case "Date":
      return isoDate;
    case "Enum":
      return z.enum(field.values as [string, ...string[]], { error: `Expected one of: ${field.values?.join(", ")}` });
    case "Array":
      return field.of === "Object"
        ? z.array(z.record(z.string(), z.unknown()), { error: "Expected an array of objects" }).max(10_000)
        : z.array(z.string().max(1000).refine(noNul, NUL_MESSAGE), { error: "Expected an array of strings" }).max(10_000);
    case "Object":
      return field.shape === "money" ? moneySchema : z.record(z.string(), z.unknown(), { error: "Expected a JSON object" });
  }
}

export const isEditable = (field: FieldDef) => has(field, "Editable") && !field.managed;
export const editableFields = (model: ModelDef) => model.fields.filter(isEditable);

/**
 * The body of a create (POST), a replacement (PUT) or a partial update (PATCH): only Editable fields, unknown
 * fields rejected. Required fields must be present on create and replace, and can never be cleared.
 */
export function writeSchema(model: ModelDef, mode: WriteMode) {
  const shape: Record<string, z.ZodType> = {};
  for (const field of editableFields(model)) {
    const value = valueSchema(field);
    shape[field.name] = has(field, "Required") ? (mode === "patch" ? value.optional() : value) : value.nullable().optional();
  }
  return z.strictObject(shape);
}

export interface FieldIssue {
  field?: string;
  message: string;
}

export type ParsedWrite = { ok: true; data: Record<string, unknown> } | { ok: false; issues: FieldIssue[] };

/** Known fields that are not Editable are server-managed: dropped, as the contract says, not an error. */
export function stripNonEditable(model: ModelDef, body: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    const field = model.fields.find((f) => f.name === key);
    if (field && !isEditable(field)) continue;
    out[key] = value;
  }
  return out;
}

export function issuesOf(error: z.ZodError): FieldIssue[] {
  const out: FieldIssue[] = [];
  for (const issue of error.issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) out.push({ field: key, message: "Unknown field" });
    } else {
      const field = issue.path.map(String).join(".") || undefined;
      out.push({ field, message: issue.message === "Invalid input: expected string, received undefined" ? "Required" : issue.message });
    }
  }
  return out;
}

/**
 * Built once per model and mode: zod 4 compiles an object schema's parser on its first use, so a schema
 * built per request paid that compilation on every write (most of a create's CPU, docs/benchmarks.md).
 */
const writeSchemas = new WeakMap<ModelDef, Map<WriteMode, ReturnType<typeof writeSchema>>>();
function cachedWriteSchema(model: ModelDef, mode: WriteMode) {
  const byMode = writeSchemas.get(model) ?? new Map();
  writeSchemas.set(model, byMode);
  const schema = byMode.get(mode) ?? writeSchema(model, mode);
  byMode.set(mode, schema);
  return schema;
}

export function parseWrite(model: ModelDef, mode: WriteMode, body: Record<string, unknown>): ParsedWrite {
  const result = cachedWriteSchema(model, mode).safeParse(stripNonEditable(model, body));
  return result.success ? { ok: true, data: result.data as Record<string, unknown> } : { ok: false, issues: issuesOf(result.error) };
}

/** The schema of a field as the API returns it (dates as ISO strings, absent values as null). */
export function outputValueSchema(field: FieldDef): z.ZodType {
  if (field.type === "Date") return z.iso.datetime({ offset: true }).nullable();
  if (field.type === "String" && field.name === "slug") return z.string().nullable();
  if (field.type === "String") return z.string().nullable();
  return valueSchema(field).nullable();
}

/** A record as returned: `_id` always, the other fields when the caller may read them and asked for them. */
export function recordSchema(model: ModelDef) {
  const shape: Record<string, z.ZodType> = {};
  for (const field of model.fields) {
    shape[field.name] = field.name === "_id" ? z.string() : outputValueSchema(field).optional();
  }
  return z.object(shape).meta({ id: `${model.name}Record`, title: model.label });
}
