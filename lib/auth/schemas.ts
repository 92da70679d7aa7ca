import { z } from "zod";
import { ROLES } from "../models/types";
import { PASSWORD_MIN_LENGTH } from "./password-policy";

/**
 * Bodies of the auth endpoints. Shared by the route handlers, the CLI and the sign-in form, so a rule
 * (email normalisation, password length) is stated once.
 */

/** Emails are stored and compared lower-case. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export const emailSchema = z
  .string({ error: "Required" })
  .trim()
  .max(254, "At most 254 characters")
  .pipe(z.email({ error: "Enter a valid email address" }))
  .transform(normalizeEmail)
  .describe("Stored and compared lower-case.");

/** argon2 would accept megabytes; 1024 characters bounds the hashing work an anonymous client can ask for. */
export const passwordSchema = z
  .string({ error: "Required" })
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(1024, "At most 1024 characters");

export const roleSchema = z.enum(ROLES, { error: `Expected one of: ${ROLES.join(", ")}` });

export const signupSchema = z.strictObject({
  email: emailSchema,
  password: passwordSchema,
  screenname: z.string().trim().min(1, "Required").max(100, "At most 100 characters").optional(),
});

export const passwordChangeSchema = z.strictObject({
  currentPassword: z.string({ error: "Required" }).min(1, "Required").max(1024),
  newPassword: passwordSchema,
});

export const resetRequestSchema = z.strictObject({ email: emailSchema });

export const resetConfirmSchema = z.strictObject({
  token: z.string({ error: "Required" }).min(1, "Required").max(200),
  password: passwordSchema,
});

export const keyCreateSchema = (now: () => Date = () => new Date()) =>
  z.strictObject({
    name: z.string({ error: "Required" }).trim().min(1, "Required").max(100, "At most 100 characters"),
    expiresAt: z.iso
      .datetime({ offset: true, error: "Expected an ISO 8601 date-time, e.g. 2030-01-31T00:00:00Z" })
      .or(z.iso.date({ error: "Expected an ISO 8601 date-time, e.g. 2030-01-31T00:00:00Z" }))
      .transform((value) => new Date(value))
      .refine((date) => date.getTime() > now().getTime(), "Must be in the future")
      .nullish()
      .describe("Optional expiry, in the future."),
    userId: z.string().min(1).max(64).optional().describe("Admins only: create the key for another user."),
  });

/** The sign-in form (the browser side of the Credentials provider). */
export const credentialsSchema = z.object({
  email: emailSchema,
  password: z.string({ error: "Required" }).min(1, "Enter your password").max(1024),
});
