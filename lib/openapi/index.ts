import { models } from "../models";
import { API_VERSION, APP_VERSION } from "../version";
import { authPaths } from "./auth";
import { buildComponents } from "./components";
import { crudPaths, modelTag } from "./crud";
import { groupPaths, TAGS } from "./groups";
import type { Paths } from "./operations";

/**
 * The OpenAPI 3.1 document, generated from the model registry and the zod schemas the handlers validate
 * with, so it cannot describe a field or a method the API does not have. Served at /swagger/openapi.json.
 */

const DESCRIPTION = `
The HTTP JSON API of the community platform. Everything is under \`/api\`; bodies are JSON (\`Content-Type: application/json\`, else 415; at most 1 MiB, else 413).

**Authentication.** \`Authorization: Bearer <API_KEY>\` on every request except \`GET /api/health\` and this document. Keys are created in the dashboard's account settings (shown once, stored as a hash, revocable). Missing or invalid key: 401; valid key whose role may not do it: 403. The dashboard uses a session cookie on the same routes.

**Models.** Every model answers under its singular and its plural name (\`/api/post\` and \`/api/posts\` are the same collection), except that \`GET /api/user\` is the current user; the user collection is \`/api/users\`. A record is addressed by \`_id\` or \`slug\`. Collection: GET list, POST create (201, \`Location\`). Record: GET, PATCH (partial), PUT (full replacement of the Editable fields), DELETE (permanent). Lesson and article also have \`POST …/{id}/soft-delete\` and \`…/restore\`. A method a model does not list answers 405 with \`Allow\`.

**Records.** \`_id\` is an opaque, URL-safe, time-ordered string. \`created\` and \`updated\` are ISO 8601 UTC strings; \`createdBy\` is the creator's user id. Defaults apply to absent fields on create. Only Editable fields may be written: a known non-Editable field in a body is ignored, an unknown one is a 400 naming it. \`slug\` is unique per model (409 \`slug_taken\`). Every record response carries an \`ETag\`; PATCH, PUT, DELETE and soft delete honour \`If-Match\` (412 when stale).

**Lists.** \`{results, count, page}\`; \`limit\` 1–1000 (default 20), \`page\` from 1, \`where\` (JSON filter with \`$eq $ne $in $nin $gt $gte $lt $lte $exists $regex $all\`, \`$and\`/\`$or\`), \`sort_by\` (default \`-created\`, ties by \`_id\`), \`fields\` (projection; \`_id\` always). Soft-deleted records are listed only with \`deleted=true\`, for moderators. \`count\` counts what the caller may see.

**Who may do what.** Roles: admin, moderator, content-creator, member. Reading depends on \`visibility\`: public — every signed-in caller; custom — creator, managedBy, visibleBy, moderators, admins; private — creator, managedBy, moderators, admins; secret — creator and admins. A record you may not read is 404, never 403, and lists omit it. Fields without the Public flag (\`reportedBy\`, \`deleted\`, …) go only to moderators and admins; OwnerVisible fields also to the record's creator. Create: post — any member; lesson — content-creator, admin; article — content-creator, moderator, admin; config and the other models — admin. Update and soft delete: the creator, users in managedBy, moderators (post, lesson, article), admins. Permanent delete: the creator (post), admins. Restore: moderators, admins. \`GET /api/meta/roles\` has the full table.

**Errors.** \`{error, message, details}\`; \`error\` is a code (\`invalid_parameters\`, \`validation_failed\`, \`unauthorized\`, \`forbidden\`, \`not_found\`, \`method_not_allowed\`, \`slug_taken\`, \`conflict\`, \`precondition_failed\`, \`payload_too_large\`, \`unsupported_media_type\`, \`rate_limited\`, \`internal\`, \`unavailable\`); \`details\` lists \`{field, message}\` for validation. A 500 carries a request id (also in \`X-Request-Id\`), never a stack trace.

**Limits.** Rate-limited per API key (per IP without one), more strictly on sign-in. Responses carry \`RateLimit-Limit\`, \`RateLimit-Remaining\`, \`RateLimit-Reset\`; a 429 carries \`Retry-After\`.

**Versioning.** \`info.version\` is the API contract's version; it changes only with breaking changes. \`GET /api/meta/version\` gives it and the app's release.
`.trim();

/** Adds path items, merging methods when two groups document the same path (GET and POST /api/user). */
function merge(into: Paths, more: Paths) {
  for (const [path, item] of Object.entries(more)) into[path] = { ...into[path], ...item };
}

export function buildOpenApiDocument(serverUrl?: string) {
  const components = buildComponents();
  const paths: Paths = {};
  merge(paths, groupPaths(components.schemas));
  merge(paths, authPaths(components.schemas));
  merge(paths, crudPaths());
  return {
    openapi: "3.1.0",
    info: {
      title: "Community Platform API",
      version: API_VERSION,
      description: DESCRIPTION,
      "x-app-version": APP_VERSION,
    },
    servers: [{ url: serverUrl ?? "/", description: "This server" }],
    security: [{ bearerAuth: [] }, { sessionCookie: [] }],
    tags: [
      { name: TAGS.health, description: "Health checks." },
      { name: TAGS.meta, description: "The model definitions and roles as JSON." },
      { name: TAGS.users, description: "The current user." },
      { name: "Auth", description: "Accounts, passwords and API keys." },
      { name: TAGS.moderator, description: "Content moderation: who may see a record, the queue of reported records." },
      { name: TAGS.reports, description: "Users report records to the moderators." },
      ...models.map((m) => ({ name: modelTag(m), description: `${m.description} Paths: \`/api/${m.plural}\` and \`/api/${m.name}\`.` })),
      { name: TAGS.swagger, description: "This document." },
    ],
    paths,
    components,
  };
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;
