import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { ApiError } from "../api/errors";
import type { PrismaClient } from "../db/generated/client";
import { newId } from "../db/id";
import { hashPassword } from "./password";

/**
 * Password reset: a random single-use token, valid for an hour, stored only as its SHA-256 (like API keys, it
 * has 256 bits of entropy). The link is "mailed" through a `deliver` function; the app's one writes it to the
 * server log until a mail service is configured.
 */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export interface ResetMail {
  to: string;
  token: string;
  link: string;
  expiresAt: Date;
}

export const logResetMail = (mail: ResetMail) =>
  console.log(
    `[mail] To: ${mail.to} | Subject: Reset your password | Open ${mail.link} to choose a new password (valid until ${mail.expiresAt.toISOString()}).`,
  );

export function resetLink(baseUrl: string, token: string) {
  return `${baseUrl.replace(/\/+$/, "")}/login/reset?token=${encodeURIComponent(token)}`;
}

/** Creates a token and delivers the link when the email has an account; the caller answers the same either way. */
export async function requestPasswordReset(
  db: PrismaClient,
  email: string,
  options: { baseUrl: string; deliver?: (mail: ResetMail) => void | Promise<void>; now?: Date },
): Promise<void> {
  const user = await db.user.findUnique({ where: { email }, select: { id: true, email: true, deleted: true } });
  if (!user || user.deleted) return;
  const now = options.now ?? new Date();
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + RESET_TOKEN_TTL_MS);
  await db.passwordResetToken.create({ data: { id: newId(), userId: user.id, tokenHash: hashToken(token), expiresAt } });
  await (options.deliver ?? logResetMail)({ to: email, token, link: resetLink(options.baseUrl, token), expiresAt });
}

const invalidToken = () =>
  new ApiError(400, "validation_failed", "This password reset link is invalid, expired or already used; ask for a new one.", [
    { field: "token", message: "Invalid, expired or already used" },
  ]);

/** Uses a token once: the claim is a conditional update, so two concurrent uses cannot both succeed. */
export async function confirmPasswordReset(db: PrismaClient, token: string, password: string, now = new Date()): Promise<void> {
  const row = await db.passwordResetToken.findUnique({ where: { tokenHash: hashToken(token) }, select: { id: true, userId: true } });
  if (!row) throw invalidToken();
  const passwordHash = await hashPassword(password);
  await db.$transaction(async (tx) => {
    const claimed = await tx.passwordResetToken.updateMany({
      where: { id: row.id, usedAt: null, expiresAt: { gt: now } },
      data: { usedAt: now },
    });
    if (claimed.count !== 1) throw invalidToken();
    // Other outstanding links for this user stop working too: the newest password wins.
    await tx.passwordResetToken.updateMany({ where: { userId: row.userId, usedAt: null }, data: { usedAt: now } });
    await tx.userCredential.upsert({
      where: { userId: row.userId },
      create: { userId: row.userId, passwordHash },
      update: { passwordHash, updatedAt: now },
    });
  });
}
