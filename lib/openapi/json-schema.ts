import { z } from "zod";

export type JsonSchema = Record<string, unknown>;

const DEFS_PREFIX = "#/$defs/";
const COMPONENTS_PREFIX = "#/components/schemas/";

function rewriteRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rewriteRefs);
  if (value && typeof value === "object") {
    const out: JsonSchema = {};
    for (const [key, v] of Object.entries(value)) {
      out[key] =
        key === "$ref" && typeof v === "string" && v.startsWith(DEFS_PREFIX)
          ? COMPONENTS_PREFIX + v.slice(DEFS_PREFIX.length)
          : rewriteRefs(v);
    }
    return out;
  }
  return value;
}

/**
 * A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect). `input` describes what a client sends
 * (request bodies), `output` what the server returns (records). Sub-schemas named with `.meta({ id })`
 * (the registry's record schemas) come out as `$defs`; they are hoisted into `components.schemas` (the
 * `components` argument) and referenced from there, so every model schema is defined once in the document.
 */
export function toJsonSchema(schema: z.ZodType, io: "input" | "output", components: Record<string, JsonSchema>): JsonSchema {
  const out = z.toJSONSchema(schema, { io, unrepresentable: "any", target: "draft-2020-12" }) as JsonSchema;
  const defs = (out.$defs ?? {}) as Record<string, JsonSchema>;
  delete out.$schema;
  delete out.$defs;
  for (const [name, def] of Object.entries(defs)) components[name] = rewriteRefs(def) as JsonSchema;
  return rewriteRefs(out) as JsonSchema;
}

export const ref = (name: string) => ({ $ref: COMPONENTS_PREFIX + name });
