import { z } from "zod";
import { type JsonSchema, toJsonSchema } from "./json-schema";
import { jsonBody, operation, type Paths, ref, success } from "./operations";

/**
 * The Auth group. The request and response shapes here mirror the auth endpoints' contract; when the auth
 * module exports its own zod schemas, import them here instead so the document cannot drift from them.
 * next-auth's own routes (/api/auth/[...nextauth]) are internals of the dashboard's sign-in; only the
 * credentials flow is described (in the session cookie's security scheme), not documented as operations.
 */

const TAG = "Auth";
const password = z.string().min(8).max(200);

const signupBody = z.strictObject({ email: z.email(), password, screenname: z.string().max(200).optional() });
const passwordChangeBody = z.strictObject({ currentPassword: z.string().min(1), newPassword: password });
const resetRequestBody = z.strictObject({ email: z.email() });
const resetConfirmBody = z.strictObject({ token: z.string().min(1), password });
const keyCreateBody = z.strictObject({
  name: z.string().trim().min(1).max(100),
  expiresAt: z.iso.datetime({ offset: true }).nullable().optional(),
  userId: z.string().optional().describe("Admins only: create the key for another user."),
});

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

const createdKey = z.object({ ...apiKeyViewSchema.shape, key: z.string().describe("The API key: shown once, store it now.") });
const okBody = z.object({ ok: z.literal(true) });

export function authPaths(components: Record<string, JsonSchema>): Paths {
  const input = (s: z.ZodType) => toJsonSchema(s, "input", components);
  const output = (s: z.ZodType) => toJsonSchema(s, "output", components);
  const user = ref("userRecord");
  return {
    "/api/auth/signup": {
      post: operation({
        operationId: "authSignup",
        summary: "Create an account",
        description: "No authentication. Creates a member. Rate-limited like sign-in. An email already in use is 409 `conflict`.",
        tags: [TAG],
        auth: "none",
        requestBody: jsonBody(input(signupBody), {
          example: { value: { email: "ada@example.com", password: "correct horse battery", screenname: "Ada" } },
        }),
        ok: { 201: success({ description: "The new user.", schema: user }) },
        errors: [400, 409, 413, 415],
      }),
    },
    "/api/auth/me": {
      get: operation({
        operationId: "authMe",
        summary: "Who am I",
        description: "The caller's user record (as GET /api/user) as seen by the authentication layer.",
        tags: [TAG],
        ok: { 200: success({ description: "The caller.", schema: user }) },
        errors: [401],
      }),
    },
    "/api/auth/password": {
      post: operation({
        operationId: "authChangePassword",
        summary: "Change your password",
        tags: [TAG],
        requestBody: jsonBody(input(passwordChangeBody)),
        ok: { 200: success({ description: "Changed.", schema: output(okBody) }) },
        errors: [400, 401, 403, 413, 415],
      }),
    },
    "/api/auth/password-reset": {
      post: operation({
        operationId: "authRequestPasswordReset",
        summary: "Ask for a password-reset token",
        description: "No authentication. Always answers the same whether or not the email is known, so accounts cannot be discovered.",
        tags: [TAG],
        auth: "none",
        requestBody: jsonBody(input(resetRequestBody)),
        ok: { 202: success({ description: "If the email is known, a reset token was issued.", schema: output(okBody) }) },
        errors: [400, 413, 415],
      }),
    },
    "/api/auth/password-reset/confirm": {
      post: operation({
        operationId: "authConfirmPasswordReset",
        summary: "Set a new password with a reset token",
        description: "No authentication. The token is single-use and expires.",
        tags: [TAG],
        auth: "none",
        requestBody: jsonBody(input(resetConfirmBody)),
        ok: { 200: success({ description: "Password set.", schema: output(okBody) }) },
        errors: [400, 413, 415],
      }),
    },
    "/api/auth/keys": {
      get: operation({
        operationId: "authListKeys",
        summary: "Your API keys",
        description: "Names, prefixes, creation, last-use, expiry and revocation times; never the keys.",
        tags: [TAG],
        ok: { 200: success({ description: "The keys.", schema: output(z.object({ results: z.array(apiKeyViewSchema) })) }) },
        errors: [401],
      }),
      post: operation({
        operationId: "authCreateKey",
        summary: "Create an API key",
        description: "The key is in the response once and stored only as a hash. Admins may create one for another user.",
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
        tags: [TAG],
        parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
        ok: { 200: success({ description: "Revoked.", schema: apiKeyRef(components) }) },
        errors: [401, 403, 404],
      }),
    },
    "/api/auth/users/{id}/disable": {
      post: operation({
        operationId: "authDisableUser",
        summary: "Disable a user",
        description: "Admins only. A disabled user's keys and sessions stop working.",
        tags: [TAG],
        parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
        ok: { 200: success({ description: "Disabled.", schema: output(okBody) }) },
        errors: [401, 403, 404],
      }),
    },
    "/api/auth/users/{id}/enable": {
      post: operation({
        operationId: "authEnableUser",
        summary: "Enable a user again",
        description: "Admins only.",
        tags: [TAG],
        parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
        ok: { 200: success({ description: "Enabled.", schema: output(okBody) }) },
        errors: [401, 403, 404],
      }),
    },
  };
}

const apiKeyRef = (components: Record<string, JsonSchema>) => toJsonSchema(apiKeyViewSchema, "output", components);
