import { commonHeaders, type ErrorStatus, errorResponses } from "./components";
import { type JsonSchema, ref } from "./json-schema";

/** Small builders for operation objects, so the path modules read as a table of what each path does. */

export type Operation = Record<string, unknown>;
export type PathItem = Record<string, unknown>;
export type Paths = Record<string, PathItem>;

export const jsonBody = (schema: JsonSchema, examples?: Record<string, { summary?: string; value: unknown }>, description?: string) => ({
  required: true,
  description,
  content: { "application/json": { schema, ...(examples ? { examples } : {}) } },
});

export interface ResponseSpec {
  description: string;
  schema?: JsonSchema;
  example?: unknown;
  headers?: Record<string, unknown>;
}

export function success(spec: ResponseSpec) {
  return {
    description: spec.description,
    headers: { ...commonHeaders(), ...spec.headers },
    ...(spec.schema
      ? { content: { "application/json": { schema: spec.schema, ...(spec.example ? { example: spec.example } : {}) } } }
      : {}),
  };
}

export function operation(o: {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  parameters?: unknown[];
  requestBody?: unknown;
  ok: Record<string, ReturnType<typeof success>>;
  errors: ErrorStatus[];
  /** "none": no authentication (health, the document itself). */
  auth?: "required" | "none";
}): Operation {
  return {
    operationId: o.operationId,
    summary: o.summary,
    ...(o.description ? { description: o.description } : {}),
    tags: o.tags,
    ...(o.parameters?.length ? { parameters: o.parameters } : {}),
    ...(o.requestBody ? { requestBody: o.requestBody } : {}),
    ...(o.auth === "none" ? { security: [] } : {}),
    responses: { ...o.ok, ...errorResponses(...o.errors) },
  };
}

export const param = (name: string) => ({ $ref: `#/components/parameters/${name}` });
export const header = (name: string) => ({ $ref: `#/components/headers/${name}` });
export { ref };
