import "server-only";
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { unauthorized } from "../api/errors";
import { Prisma, type PrismaClient } from "../db/generated/client";
import { newId } from "../db/id";
import { queryRows } from "../db/raw";
import type { Role } from "../models/types";
import type { Caller } from "./caller";

/**
 * API keys: `cpk_` + 43 characters of base64url (32 random bytes). Only a SHA-256 of the key is stored:
 * with 256 bits of entropy a fast hash is enough, and lookups stay cheap on every request. The first 12
 * characters after `cpk_` are the prefix: stored in the clear, unique, shown in lists, used to find the row
 * before the hashes are compared in constant time.
 */
const KEY_PREFIX = "cpk_";
const PREFIX_LENGTH = 12;
const KEY_PATTERN = /^cpk_[A-Za-z0-9_-]{43}$/;
/** last-used time is written at most once a minute per key, not on every request. */
const LAST_USED_RESOLUTION_MS = 60_000;

export const hashKey = (key: string) => createHash("sha256").update(key).digest("hex");
export const keyPrefix = (key: string) => key.slice(KEY_PREFIX.length, KEY_PREFIX.length + PREFIX_LENGTH);

export interface ApiKeyView {
  id: string;
  name: string;
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  expiresAt: string | null;
  revokedAt: string | null;
  userId: string;
}

type KeyRow = {
  id: string;
  name: string;
  prefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  expiresAt: Date | null;
  revokedAt: Date | null;
  userId: string;
};

export const toKeyView = (k: KeyRow): ApiKeyView => ({
  id: k.id,
  name: k.name,
  prefix: `${KEY_PREFIX}${k.prefix}`,
  userId: k.userId,
  createdAt: k.createdAt.toISOString(),
  lastUsedAt: k.lastUsedAt?.toISOString() ?? null,
  expiresAt: k.expiresAt?.toISOString() ?? null,
  revokedAt: k.revokedAt?.toISOString() ?? null,
});

export async function createApiKey(db: PrismaClient, userId: string, name: string, expiresAt: Date | null = null) {
  const key = KEY_PREFIX + randomBytes(32).toString("base64url");
  const row = await db.apiKey.create({
    data: { id: newId(), userId, name, prefix: keyPrefix(key), hash: hashKey(key), expiresAt },
  });
  return { key, view: toKeyView(row) };
}

type VerifyRow = {
  id: string;
  hash: string;
  revokedAt: Date | null;
  expiresAt: Date | null;
  lastUsedAt: Date | null;
  userId: string;
  roles: string[];
  disabledAt: Date | null;
};

/** Resolves a bearer key to its caller, or throws 401 for anything missing, malformed, revoked, expired or disabled. */
export async function verifyApiKey(db: PrismaClient, key: string, now = new Date()): Promise<Caller> {
  if (!KEY_PATTERN.test(key)) throw unauthorized("The API key is not valid.");
  // One round trip on every authenticated request (Prisma's nested select costs three: key, user, credential),
  // straight on the pool (lib/db/raw.ts).
  const rows = await queryRows<VerifyRow>(Prisma.sql`SELECT k."id", k."hash", k."revokedAt", k."expiresAt", k."lastUsedAt",
      u."id" AS "userId", u."roles", c."disabledAt"
    FROM "api_key" k JOIN "user" u ON u."id" = k."userId" LEFT JOIN "user_credential" c ON c."userId" = u."id"
    WHERE k."prefix" = ${keyPrefix(key)}`);
  const row = rows[0];
  const expected = Buffer.from(row?.hash ?? "0".repeat(64), "hex");
  const matches = timingSafeEqual(expected, Buffer.from(hashKey(key), "hex"));
  if (!row || !matches) throw unauthorized("The API key is not valid.");
  if (row.revokedAt) throw unauthorized("The API key has been revoked.");
  if (row.expiresAt && row.expiresAt <= now) throw unauthorized("The API key has expired.");
  if (row.disabledAt) throw unauthorized("The account of this API key is disabled.");

  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
    // Not awaited on the request path; a failed bookkeeping write must not fail the request.
    db.apiKey.update({ where: { id: row.id }, data: { lastUsedAt: now } }).catch(() => {});
  }
  return { id: row.userId, roles: row.roles as Role[], via: "key", keyId: row.id };
}
