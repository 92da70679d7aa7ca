import { z } from "zod";
import { keyCreateSchema, passwordChangeSchema, resetConfirmSchema, resetRequestSchema, signupSchema } from "../auth/schemas";
import { type JsonSchema, toJsonSchema } from "./json-schema";
import { header, jsonBody, operation, type Paths, ref, success } from "./operations";

/**
 * The Auth group. Request bodies are the very zod schemas the handlers parse with (lib/auth/schemas.ts),
 * so the document cannot drift from them. next-auth's own routes (/api/auth/[...nextauth]) are internals of
 * the dashboard's sign-in: the credentials flow is described in the session cookie's security scheme.
 */

const TAG = "Auth";
const signupBody = signupSchema;
const passwordChangeBody = passwordChangeSchema;
const resetRequestBody = resetRequestSchema;
const resetConfirmBody = resetConfirmSchema;
const keyCreateBody = keyCreateSchema();

export const apiKeyViewSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    prefix: z.string().describe("The key's first characters, to recognise it; the key itself is never shown again."),
    userId: z.string(),
    createdAt: z.iso.datetime({ offset: true }),
    lastUsedAt: z.iso.datetime({ offset: true }).nullable(),
    expiresAt: z.iso.datetime({ offset: true }).nullable(),
    revokedAt: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: "ApiKey", title: "API key" });

const createdKey = z.object({ key: z.string().describe("The API key: shown once, store it now."), ...apiKeyViewSchema.shape });
const disabledBody = z.object({ _id: z.string(), disabled: z.boolean() });
const messageBody = z.object({ message: z.string() });
const idParam = (what: string) => ({ name: "id", in: "path", required: true, description: what, schema: { type: "string" } });

export function authPaths(components: Record<string, JsonSchema>): Paths {
  const input = (s: z.ZodType) => toJsonSchema(s, "input", components);
  const output = (s: z.ZodType) => toJsonSchema(s, "output", components);
  const user = ref("userRecord");
  return {
    "/api/auth/signup": {
      post: operation({
        operationId: "authSignup",
        summary: "Create an account",
        description:
          "No authentication. Creates a `member` with a password. Rate-limited per IP and per email like sign-in. An email already in use is 409 `conflict`.",
        tags: [TAG],
        auth: "none",
        requestBody: jsonBody(input(signupBody), {
          example: { value: { email: "ada@example.com", password: "correct horse battery", screenname: "Ada" } },
        }),
        ok: { 201: success({ description: "The new user.", schema: user, headers: { Location: header("Location") } }) },
        errors: [400, 409, 413, 415],
      }),
    },
    "/api/auth/me": {
      get: operation({
        operationId: "authMe",
        summary: "Who am I",
        description: "The caller's user record, current roles and how the request authenticated (`key` or `session`).",
        tags: [TAG],
        ok: {
          200: success({
            description: "The caller.",
            schema: {
              type: "object",
              required: ["user", "roles", "via"],
              properties: { user, roles: { type: "array", items: { type: "string" } }, via: { type: "string", enum: ["key", "session"] } },
            },
          }),
        },
        errors: [401, 404],
      }),
    },
    "/api/auth/password": {
      post: operation({
        operationId: "authChangePassword",
        summary: "Change your password",
        description: "The current password must be given; a wrong one is 400 `validation_failed` on `currentPassword`.",
        tags: [TAG],
        requestBody: jsonBody(input(passwordChangeBody)),
        ok: { 204: success({ description: "Changed." }) },
        errors: [400, 401, 413, 415],
      }),
    },
    "/api/auth/password-reset": {
      post: operation({
        operationId: "authRequestPasswordReset",
        summary: "Ask for a password-reset link",
        description:
          "No authentication. Always 202 with the same body whether or not the email has an account, so accounts cannot be discovered.",
        tags: [TAG],
        auth: "none",
        requestBody: jsonBody(input(resetRequestBody)),
        ok: { 202: success({ description: "If the email is known, a reset link was issued.", schema: output(messageBody) }) },
        errors: [400, 413, 415],
      }),
    },
    "/api/auth/password-reset/confirm": {
      post: operation({
        operationId: "authConfirmPasswordReset",
        summary: "Set a new password with a reset token",
        description: "No authentication. The token works once and for an hour; otherwise 400.",
        tags: [TAG],
        auth: "none",
        requestBody: jsonBody(input(resetConfirmBody)),
        ok: { 204: success({ description: "Password set." }) },
        errors: [400, 413, 415],
      }),
    },
    "/api/auth/keys": {
      get: operation({
        operationId: "authListKeys",
        summary: "Your API keys",
        description:
          "Names, prefixes, creation, last-use, expiry and revocation times; never the keys or their hashes. Admins: `?userId=` for another user's.",
        tags: [TAG],
        parameters: [{ name: "userId", in: "query", description: "Admins only: another user's keys.", schema: { type: "string" } }],
        ok: { 200: success({ description: "The keys, newest first.", schema: output(z.object({ results: z.array(apiKeyViewSchema) })) }) },
        errors: [401, 403, 404],
      }),
      post: operation({
        operationId: "authCreateKey",
        summary: "Create an API key",
        description: "The key is in this response only; the server keeps a hash. Admins may create one for another user (`userId`).",
        tags: [TAG],
        requestBody: jsonBody(input(keyCreateBody), { example: { value: { name: "laptop" } } }),
        ok: { 201: success({ description: "The new key.", schema: output(createdKey) }) },
        errors: [400, 401, 403, 404, 413, 415],
      }),
    },
    "/api/auth/keys/{id}": {
      delete: operation({
        operationId: "authRevokeKey",
        summary: "Revoke an API key",
        description:
          "At once: the next request with it is 401. Someone else's key is 404 (admins may revoke any). Revoking twice is harmless.",
        tags: [TAG],
        parameters: [idParam("The key's id.")],
        ok: { 204: success({ description: "Revoked." }) },
        errors: [401, 404],
      }),
    },
    "/api/auth/users/{id}/disable": {
      post: operation({
        operationId: "authDisableUser",
        summary: "Disable a user",
        description: "Admins only. The user's keys and sessions stop working with the next request. Disabling yourself is 400.",
        tags: [TAG],
        parameters: [idParam("The user's `_id`.")],
        ok: { 200: success({ description: "Disabled.", schema: output(disabledBody) }) },
        errors: [400, 401, 403, 404],
      }),
    },
    "/api/auth/users/{id}/enable": {
      post: operation({
        operationId: "authEnableUser",
        summary: "Enable a user again",
        description: "Admins only.",
        tags: [TAG],
        parameters: [idParam("The user's `_id`.")],
        ok: { 200: success({ description: "Enabled.", schema: output(disabledBody) }) },
        errors: [401, 403, 404],
      }),
    },
  };
}
