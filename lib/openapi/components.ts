import { z } from "zod";
import { type ModelDef, models } from "../models";
import { recordSchema, writeSchema } from "../models/zod";
import { type JsonSchema, ref, toJsonSchema } from "./json-schema";

/**
 * Shared pieces of the document: schemas derived from the registry's zod schemas (bodies with io "input",
 * records with io "output"), the error body, parameters, headers, reusable error responses and the two
 * ways to authenticate.
 */

export const ERROR_CODES = [
  "invalid_parameters",
  "validation_failed",
  "unauthorized",
  "forbidden",
  "not_found",
  "method_not_allowed",
  "slug_taken",
  "conflict",
  "precondition_failed",
  "payload_too_large",
  "unsupported_media_type",
  "rate_limited",
  "internal",
  "unavailable",
] as const;

export const errorBodySchema = z
  .object({
    error: z.enum(ERROR_CODES).describe("Machine-readable code; branch on this, not on the message."),
    message: z.string().describe("A sentence for people."),
    details: z
      .array(
        z.object({
          field: z.string().optional().describe("The field (body field or query parameter) the message is about."),
          message: z.string(),
        }),
      )
      .describe("Per-field messages for validation errors, so a form can show each under its field; empty otherwise."),
  })
  .meta({ id: "Error", title: "Error" });

/** Component names of a model's schemas. */
export const schemaNames = (model: ModelDef) => ({
  record: `${model.name}Record`,
  create: `${model.name}Create`,
  replace: `${model.name}Replace`,
  patch: `${model.name}Patch`,
  list: `${model.name}List`,
});

export function listSchema(model: ModelDef) {
  return z.object({
    results: z.array(recordSchema(model)),
    count: z
      .number()
      .int()
      .min(0)
      .describe(
        "Records matching `where` that the caller may see (all pages): exact up to 10,000, beyond that PostgreSQL's planner estimate (then countIsEstimate is true).",
      ),
    countIsEstimate: z
      .boolean()
      .describe("true when more than 10,000 records match and `count` is an estimate, never below what is known (docs/benchmarks.md)."),
    page: z.number().int().min(1),
  });
}

function modelSchemas(components: Record<string, JsonSchema>) {
  for (const model of models) {
    const names = schemaNames(model);
    // The record schema carries its own id (`<name>Record`), so converting it registers it in components.
    toJsonSchema(recordSchema(model), "output", components);
    components[names.list] = { ...toJsonSchema(listSchema(model), "output", components), title: `${model.label} (page)` };
    if (model.methods.includes("POST")) {
      components[names.create] = {
        ...toJsonSchema(writeSchema(model, "create"), "input", components),
        title: `New ${model.name}`,
        description: "Editable fields only. Known non-Editable fields are ignored (server-managed); an unknown field is a 400 naming it.",
      };
    }
    if (model.methods.includes("PUT")) {
      components[names.replace] = {
        ...toJsonSchema(writeSchema(model, "replace"), "input", components),
        title: `Replacement ${model.name}`,
        description: "Full replacement of the Editable fields: an absent optional field is cleared (or reset to its default).",
      };
    }
    if (model.methods.includes("PATCH")) {
      components[names.patch] = {
        ...toJsonSchema(writeSchema(model, "patch"), "input", components),
        title: `Changes to a ${model.name}`,
        description: "Only the fields sent change; `null` clears an optional field; Required fields cannot be cleared.",
      };
    }
  }
}

const rateLimitHeaders = {
  "RateLimit-Limit": { $ref: "#/components/headers/RateLimit-Limit" },
  "RateLimit-Remaining": { $ref: "#/components/headers/RateLimit-Remaining" },
  "RateLimit-Reset": { $ref: "#/components/headers/RateLimit-Reset" },
  "X-Request-Id": { $ref: "#/components/headers/X-Request-Id" },
};

/** Headers every API response carries. */
export const commonHeaders = () => ({ ...rateLimitHeaders });

const errorExample = (error: string, message: string, details: { field?: string; message: string }[] = []) => ({
  value: { error, message, details },
});

const errorResponse = (description: string, examples: Record<string, { value: unknown }>, headers: Record<string, unknown> = {}) => ({
  description,
  headers: { ...rateLimitHeaders, ...headers },
  content: { "application/json": { schema: ref("Error"), examples } },
});

/** Reusable error responses, keyed by the status they document. */
export const ERROR_RESPONSES = {
  400: "BadRequest",
  401: "Unauthorized",
  403: "Forbidden",
  404: "NotFound",
  405: "MethodNotAllowed",
  409: "Conflict",
  412: "PreconditionFailed",
  413: "PayloadTooLarge",
  415: "UnsupportedMediaType",
  429: "TooManyRequests",
  500: "Internal",
  503: "Unavailable",
} as const;
export type ErrorStatus = keyof typeof ERROR_RESPONSES;

/** The `responses` entries for the given error statuses; every operation also lists 429, 500 and 503. */
export function errorResponses(...statuses: ErrorStatus[]): Record<string, unknown> {
  const all = new Set<ErrorStatus>([...statuses, 429, 500, 503]);
  return Object.fromEntries(
    [...all].sort((a, b) => a - b).map((status) => [String(status), { $ref: `#/components/responses/${ERROR_RESPONSES[status]}` }]),
  );
}

function responses() {
  return {
    BadRequest: errorResponse(
      "Invalid parameters (`invalid_parameters`: query, path or malformed JSON) or an invalid body (`validation_failed`, with one detail per field).",
      {
        invalid_parameters: errorExample("invalid_parameters", "Unknown operator $near in where.", [
          { field: "where", message: "Unknown operator $near" },
        ]),
        validation_failed: errorExample("validation_failed", "slug: Required", [{ field: "slug", message: "Required" }]),
      },
    ),
    Unauthorized: errorResponse("No valid API key or session. Send `Authorization: Bearer <API_KEY>`.", {
      unauthorized: errorExample("unauthorized", "A valid API key or session is required."),
    }),
    Forbidden: errorResponse("Authenticated, but the caller's role may not do this.", {
      forbidden: errorExample("forbidden", "Your role may not do this."),
    }),
    NotFound: errorResponse(
      "The record does not exist, or the caller may not read it (a record you may not read answers 404, never 403, so its existence does not leak).",
      { not_found: errorExample("not_found", "The record does not exist.") },
    ),
    MethodNotAllowed: errorResponse(
      "The model does not list this method (article: no DELETE; config: no PUT, no DELETE; only lesson and article soft delete).",
      { method_not_allowed: errorExample("method_not_allowed", "DELETE is not allowed here. Allowed: GET, PATCH, PUT.") },
      { Allow: { $ref: "#/components/headers/Allow" } },
    ),
    Conflict: errorResponse(
      "The slug is taken in this model (`slug_taken`, checked by a database constraint), or another conflict (`conflict`).",
      {
        slug_taken: errorExample("slug_taken", 'The slug "hello" is already taken.', [
          { field: "slug", message: "This slug is already taken." },
        ]),
      },
    ),
    PreconditionFailed: errorResponse("`If-Match` was sent and does not match the record's current ETag: reload and retry.", {
      precondition_failed: errorExample(
        "precondition_failed",
        "The record was changed by someone else since you loaded it (If-Match does not match).",
      ),
    }),
    PayloadTooLarge: errorResponse("The body is larger than 1 MiB.", {
      payload_too_large: errorExample("payload_too_large", "The request body is larger than 1048576 bytes."),
    }),
    UnsupportedMediaType: errorResponse("The body is not sent as `Content-Type: application/json`.", {
      unsupported_media_type: errorExample("unsupported_media_type", "Send the body as JSON with Content-Type: application/json."),
    }),
    TooManyRequests: errorResponse(
      "Rate limit exceeded (per API key, per IP without one, stricter on sign-in). Wait `Retry-After` seconds.",
      { rate_limited: errorExample("rate_limited", "Too many requests; retry in 12 seconds.") },
      { "Retry-After": { $ref: "#/components/headers/Retry-After" } },
    ),
    Internal: errorResponse("A bug on the server. The body has no stack trace, only a request id (also in `X-Request-Id`) to quote.", {
      internal: errorExample("internal", "Something went wrong on our side. Quote request id 5f0c… when reporting it."),
    }),
    Unavailable: errorResponse(
      "The database is not answering; retry after `Retry-After` seconds.",
      { unavailable: errorExample("unavailable", "The database is not answering; try again shortly.") },
      { "Retry-After": { $ref: "#/components/headers/Retry-After" } },
    ),
  };
}

const integerHeader = (description: string) => ({ description, schema: { type: "integer", minimum: 0 } });

function headers() {
  return {
    "RateLimit-Limit": integerHeader("Requests allowed in the current window (configurable; per API key, per IP without one)."),
    "RateLimit-Remaining": integerHeader("Requests left in the current window."),
    "RateLimit-Reset": integerHeader("Seconds until the window resets."),
    "Retry-After": integerHeader("Seconds to wait before retrying."),
    "X-Request-Id": {
      description: "The request's id, also in server logs; quote it when reporting a problem.",
      schema: { type: "string" },
    },
    ETag: {
      description:
        "The record's version. Send it back in `If-Match` on PATCH, PUT, DELETE and soft delete to avoid overwriting someone else's change.",
      schema: { type: "string" },
    },
    Location: { description: "URL of the created record.", schema: { type: "string", format: "uri-reference" } },
    Allow: { description: "The methods this path allows for this model.", schema: { type: "string" }, example: "GET, PATCH, PUT" },
  };
}

export const WHERE_DESCRIPTION = [
  'A JSON object filtering the list (URL-encoded). `{"field": value}` is equality; on an array field it means *contains* (Mongo semantics).',
  "Operators on a field: `$eq`, `$ne`, `$in`, `$nin` (arrays of values), `$gt`, `$gte`, `$lt`, `$lte` (numbers, dates as ISO 8601 strings, strings),",
  '`$exists` (true/false), `$regex` (a regular expression; add `"$options": "i"` for case-insensitive), `$all` (array field contains every value).',
  "At the top level `$and` and `$or` take arrays of such objects (at most 100 conditions, nested 6 deep).",
  'On an array field `$in` means contains any, `$nin` contains none, `$regex` some element matches, `$exists` not empty (e.g. `{"reportedBy":{"$exists":true}}`, moderators). Object fields support only equality and `$exists`.',
  "An unknown field, a field the caller may not read (fields without the Public flag are for moderators), an unknown operator or malformed JSON is a 400 naming it.",
  "Values are bound parameters, never SQL text.",
].join(" ");

function parameters() {
  return {
    limit: {
      name: "limit",
      in: "query",
      description: "Records per page, 1 to 1000 (over 1000: 400).",
      schema: { type: "integer", minimum: 1, maximum: 1000, default: 20 },
    },
    page: { name: "page", in: "query", description: "Page number, from 1.", schema: { type: "integer", minimum: 1, default: 1 } },
    where: {
      name: "where",
      in: "query",
      description: WHERE_DESCRIPTION,
      schema: { type: "string" },
      examples: {
        equality: { summary: "Equality", value: '{"category":"news"}' },
        contains: { summary: "Array contains", value: '{"tags":"garden"}' },
        operators: { summary: "Operators", value: '{"created":{"$gte":"2025-01-01T00:00:00Z"},"slug":{"$regex":"^intro","$options":"i"}}' },
        or: { summary: "$or", value: '{"$or":[{"visibility":"public"},{"tags":{"$all":["a","b"]}}]}' },
      },
    },
    sort_by: {
      name: "sort_by",
      in: "query",
      description: "Up to 5 comma-separated field names; a leading `-` sorts descending. Ties are broken by `_id`.",
      schema: { type: "string", default: "-created" },
      example: "-updated,slug",
    },
    fields: {
      name: "fields",
      in: "query",
      description: "Comma-separated projection; `_id` is always returned. Reduces the response size.",
      schema: { type: "string" },
      example: "slug,title,created",
    },
    deleted: {
      name: "deleted",
      in: "query",
      description: "`true` lists the trash (soft-deleted records) instead; moderators and admins only (403 otherwise).",
      schema: { type: "boolean", default: false },
    },
    deletedRecord: {
      name: "deleted",
      in: "query",
      description: "`true` also finds the record when it is in the trash; moderators and admins only (403 otherwise).",
      schema: { type: "boolean", default: false },
    },
    idOrSlug: {
      name: "idOrSlug",
      in: "path",
      required: true,
      description: "The record's `_id` or its `slug`.",
      schema: { type: "string" },
    },
    id: { name: "id", in: "path", required: true, description: "The record's `_id`.", schema: { type: "string" } },
    IfMatch: {
      name: "If-Match",
      in: "header",
      description: "The ETag you read. When it no longer matches, the write is refused with 412 instead of silently overwriting.",
      schema: { type: "string" },
    },
  };
}

const SESSION_COOKIE = "next-auth.session-token";

export function buildComponents() {
  const schemas: Record<string, JsonSchema> = {};
  toJsonSchema(errorBodySchema, "output", schemas);
  modelSchemas(schemas);
  return {
    schemas,
    responses: responses(),
    parameters: parameters(),
    headers: headers(),
    securitySchemes: {
      bearerAuth: {
        type: "http",
        scheme: "bearer",
        bearerFormat: "API key (cpk_…)",
        description:
          "`Authorization: Bearer <API_KEY>`. Keys are created in the dashboard's account settings (shown once, stored only as a hash, named, revocable), by an administrator for any user, or from the command line for the first administrator.",
      },
      sessionCookie: {
        type: "apiKey",
        in: "cookie",
        name: SESSION_COOKIE,
        description:
          "The dashboard's next-auth session (`__Secure-next-auth.session-token` over HTTPS). Obtained by signing in at /login (next-auth credentials flow: GET /api/auth/csrf, then POST /api/auth/callback/credentials with csrfToken, email and password as a form). When an Authorization header is also sent, the key wins.",
      },
    },
  };
}
