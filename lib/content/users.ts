import "server-only";
import { type Caller, isAdmin } from "../auth/caller";
import { getDb } from "../db/client";

/**
 * Ids of disabled accounts, for the admin users page (the flag lives with the credentials, outside the user
 * record the API returns). Empty for anyone but an administrator.
 */
export async function disabledUserIds(caller: Caller | null): Promise<string[]> {
  if (!isAdmin(caller)) return [];
  const rows = await getDb().userCredential.findMany({ where: { disabledAt: { not: null } }, select: { userId: true } });
  return rows.map((r) => r.userId);
}
