import "server-only";
import { redirect } from "next/navigation";
import { cache } from "react";
import { type AdminUser, adminUserFromSession, pathWithQuery, type SearchParams } from "./session-user";

export type { AdminUser } from "./session-user";

export const getAdminUser = cache(async (): Promise<AdminUser | null> => {
  // Wired when lib/auth/next-auth.ts exists (auth branch):
  //   const { getServerSession } = await import("next-auth");
  //   const { authOptions } = await import("@/lib/auth/next-auth");
  //   return adminUserFromSession(await getServerSession(authOptions));
  return adminUserFromSession(null);
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
