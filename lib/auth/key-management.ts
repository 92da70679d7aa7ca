import "server-only";
import { forbidden, notFound } from "../api/errors";
import type { PrismaClient } from "../db/generated/client";
import { createApiKey, toKeyView } from "./api-keys";
import { type Caller, isAdmin } from "./caller";

/**
 * The key endpoints' rules: everyone manages their own keys; administrators also anyone else's. Someone
 * else's key answers 404 to a non-admin, so key ids do not reveal whether they exist.
 */

/** The user whose keys a request is about: the caller, or (admins only) the one named. */
async function targetUser(db: PrismaClient, caller: Caller, userId: string | undefined | null): Promise<string> {
  if (!userId || userId === caller.id) return caller.id;
  if (!isAdmin(caller)) throw forbidden("Only administrators may manage other users' API keys.");
  const user = await db.user.findUnique({ where: { id: userId }, select: { id: true } });
  if (!user) throw notFound("The user");
  return user.id;
}

export async function listKeys(db: PrismaClient, caller: Caller, userId?: string | null) {
  const owner = await targetUser(db, caller, userId);
  const rows = await db.apiKey.findMany({ where: { userId: owner }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
  return rows.map(toKeyView);
}

export async function createKey(db: PrismaClient, caller: Caller, input: { name: string; expiresAt?: Date | null; userId?: string }) {
  const owner = await targetUser(db, caller, input.userId);
  return createApiKey(db, owner, input.name, input.expiresAt ?? null);
}

/** Revokes (keeps the row, so lists show when a key stopped working). Revoking twice is harmless. */
export async function revokeKey(db: PrismaClient, caller: Caller, keyId: string) {
  const key = await db.apiKey.findUnique({ where: { id: keyId }, select: { id: true, userId: true, revokedAt: true } });
  if (!key || (key.userId !== caller.id && !isAdmin(caller))) throw notFound("The API key");
  if (!key.revokedAt) await db.apiKey.update({ where: { id: key.id }, data: { revokedAt: new Date() } });
}
