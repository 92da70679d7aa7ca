import "server-only";
import { redirect } from "next/navigation";
import { cache } from "react";
import { currentCaller } from "@/lib/auth/current-user";
import { getDb } from "@/lib/db/client";
import { type AdminUser, adminUserFromSession, pathWithQuery, type SearchParams } from "./session-user";

export type { AdminUser } from "./session-user";

/**
 * The signed-in user from next-auth's session cookie. Roles and the disabled flag are read from the database
 * now (lib/auth/current-user.ts), not from the token, so a role change or a disabled account counts at once.
 * Memoised per request: the layout and the page both ask.
 */
export const getAdminUser = cache(async (): Promise<AdminUser | null> => {
  const caller = await currentCaller();
  if (!caller) return null;
  const row = await getDb().user.findUnique({ where: { id: caller.id }, select: { email: true, screenname: true } });
  return adminUserFromSession({ user: { id: caller.id, roles: caller.roles, email: row?.email, name: row?.screenname } });
});

/**
 * Every admin page calls this first: without a session it redirects to the sign-in page, which brings the
 * user back to exactly this page (path and query) afterwards. The layout cannot know the page's URL.
 */
export async function requireAdminUser(path: string, searchParams?: SearchParams): Promise<AdminUser> {
  const user = await getAdminUser();
  if (!user) redirect(`/login?callbackUrl=${encodeURIComponent(pathWithQuery(path, searchParams))}`);
  return user;
}
