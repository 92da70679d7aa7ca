import { healthSchema } from "../operations/health";
import { modelDefinitionSchema, modelListSchema, rolesSchema, versionSchema } from "../operations/meta";
import { moderatorBodySchema, reportableModels, reportQueueSchema, reportStatusSchema } from "../operations/moderation";
import type { JsonSchema } from "./json-schema";
import { toJsonSchema } from "./json-schema";
import { jsonBody, operation, type Paths, param, ref, success } from "./operations";

/** Health, Meta, Swagger, Users, Moderator and User-report groups. */

export const TAGS = {
  health: "Health",
  meta: "Meta",
  swagger: "Swagger",
  users: "Users",
  moderator: "Moderator",
  reports: "User reports",
};

const modelParam = {
  name: "model",
  in: "path",
  required: true,
  description: `A model's singular or plural name: ${reportableModels.map((m) => `\`${m.name}\``).join(", ")}. Unknown: 404.`,
  schema: { type: "string" },
};

export function groupPaths(components: Record<string, JsonSchema>): Paths {
  const schema = (s: Parameters<typeof toJsonSchema>[0]) => toJsonSchema(s, "output", components);
  const moderatorBody = toJsonSchema(moderatorBodySchema, "input", components);
  const anyRecord = {
    type: "object",
    description: "The record as the caller may see it (the model's record schema).",
    additionalProperties: true,
  };

  const visibleBy = (action: "add" | "remove") =>
    operation({
      operationId: action === "add" ? "moderatorAddVisibleBy" : "moderatorRemoveVisibleBy",
      summary: action === "add" ? "Let a user see a record (add to visibleBy)" : "Stop letting a user see a record (remove from visibleBy)",
      description:
        "Moderators and admins only (403 otherwise). Idempotent: adding a user already in `visibleBy` (or removing one who is not) changes nothing and answers 200. 404 for an unknown model, an unknown record or a record the moderator may not read (secret), and for an unknown user. `visibleBy` grants read access to `custom` records.",
      tags: [TAGS.moderator],
      parameters: [modelParam, param("id")],
      requestBody: jsonBody(moderatorBody, { example: { value: { user: "6650f1c2a1b2c3d4e5f60718" } } }),
      ok: { 200: success({ description: "The record after the change.", schema: anyRecord }) },
      errors: [400, 401, 403, 404, 413, 415],
    });

  return {
    "/api/health": {
      get: operation({
        operationId: "health",
        summary: "Is the service up?",
        description: "No authentication. 503 when the database does not answer within 2 seconds.",
        tags: [TAGS.health],
        auth: "none",
        ok: {
          200: success({ description: "Up.", schema: schema(healthSchema), example: { status: "ok", database: "up", version: "0.1.0" } }),
          503: success({
            description: "The database is down.",
            schema: schema(healthSchema),
            example: { status: "unavailable", database: "down", version: "0.1.0" },
          }),
        },
        errors: [],
      }),
    },
    "/api/meta/models": {
      get: operation({
        operationId: "metaListModels",
        summary: "The models",
        description: "Every model with its singular and plural path names and the methods it allows.",
        tags: [TAGS.meta],
        ok: { 200: success({ description: "The models.", schema: schema(modelListSchema) }) },
        errors: [401],
      }),
    },
    "/api/meta/models/{name}": {
      get: operation({
        operationId: "metaGetModel",
        summary: "One model's definition",
        description:
          "Fields (type, flags, default, allowed values, element type, notes), methods, names and access rules: the definitions the dashboard builds its tables and forms from. Singular or plural name; 404 otherwise.",
        tags: [TAGS.meta],
        parameters: [{ name: "name", in: "path", required: true, description: "Singular or plural name.", schema: { type: "string" } }],
        ok: { 200: success({ description: "The model.", schema: schema(modelDefinitionSchema) }) },
        errors: [401, 404],
      }),
    },
    "/api/meta/roles": {
      get: operation({
        operationId: "metaRoles",
        summary: "Roles and what each may do",
        description:
          "Per role and model: create, update (any or own), delete, soft delete, restore, which hidden records and fields it reads.",
        tags: [TAGS.meta],
        ok: { 200: success({ description: "The roles.", schema: schema(rolesSchema) }) },
        errors: [401],
      }),
    },
    "/api/meta/version": {
      get: operation({
        operationId: "metaVersion",
        summary: "API and app versions",
        tags: [TAGS.meta],
        ok: { 200: success({ description: "The versions.", schema: schema(versionSchema), example: { api: "1.0.0", app: "0.1.0" } }) },
        errors: [401],
      }),
    },
    "/swagger/openapi.json": {
      get: operation({
        operationId: "openapiDocument",
        summary: "This OpenAPI 3.1 document",
        description: "No authentication. Generated from the model registry and the same zod schemas that validate requests.",
        tags: [TAGS.swagger],
        auth: "none",
        ok: { 200: success({ description: "The document.", schema: { type: "object" } }) },
        errors: [],
      }),
    },
    "/api/user": {
      get: operation({
        operationId: "currentUser",
        summary: "The current user",
        description:
          "The caller's own user record, with the OwnerVisible fields (`email`, `settings`). Passwords and key hashes are never fields. The user collection is `/api/users`; `/api/user/{idOrSlug}` is a user record.",
        tags: [TAGS.users],
        ok: { 200: success({ description: "Your user record.", schema: ref("userRecord") }) },
        errors: [401, 404],
      }),
    },
    "/api/moderator/{model}/{id}/add": { post: visibleBy("add") },
    "/api/moderator/{model}/{id}/remove": { post: visibleBy("remove") },
    "/api/moderator/{model}/{id}/dismiss": {
      post: operation({
        operationId: "moderatorDismissReports",
        summary: "Dismiss the reports on a record",
        description:
          "Clears `reportedBy` (the reports were looked at), which takes the record off the queue. Moderators and admins only. Idempotent.",
        tags: [TAGS.moderator],
        parameters: [modelParam, param("id")],
        ok: { 200: success({ description: "The record, no longer reported.", schema: anyRecord }) },
        errors: [401, 403, 404],
      }),
    },
    "/api/moderator/reports": {
      get: operation({
        operationId: "moderatorReportQueue",
        summary: "The queue of reported records",
        description:
          "Reported (non-empty `reportedBy`), not soft-deleted records across the models, most reported first, then most recently changed. Moderators and admins only; secret records only for admins (and their creator).",
        tags: [TAGS.moderator],
        parameters: [
          {
            name: "model",
            in: "query",
            description: "Only this model (singular or plural name); unknown: 400.",
            schema: { type: "string", enum: reportableModels.flatMap((m) => [m.name, m.plural]) },
          },
          param("limit"),
          param("page"),
        ],
        ok: { 200: success({ description: "One page of the queue.", schema: schema(reportQueueSchema) }) },
        errors: [400, 401, 403],
      }),
    },
    "/api/report/{model}/{id}": {
      post: operation({
        operationId: "reportRecord",
        summary: "Report a record",
        description:
          "Adds the caller to the record's `reportedBy`, which puts it in the moderators' queue. Anyone who can read the record may report it; a record the caller may not read, or a soft-deleted one, is 404. Idempotent: reporting twice counts once. No body.",
        tags: [TAGS.reports],
        parameters: [modelParam, param("id")],
        ok: {
          200: success({
            description: "Reported.",
            schema: schema(reportStatusSchema),
            example: { model: "post", _id: "…", reported: true },
          }),
        },
        errors: [401, 404],
      }),
      delete: operation({
        operationId: "withdrawReport",
        summary: "Withdraw your report",
        description: "Removes the caller from `reportedBy`. Idempotent.",
        tags: [TAGS.reports],
        parameters: [modelParam, param("id")],
        ok: { 200: success({ description: "Not reported by you.", schema: schema(reportStatusSchema) }) },
        errors: [401, 404],
      }),
    },
  };
}
