import { ROLES, type Role } from "@/lib/models";

/**
 * The signed-in user as the dashboard needs it. The one place that knows how the session is obtained:
 * when the auth branch lands, wiring next-auth is the `getServerSession(authOptions)` call below.
 */
export interface AdminUser {
  id: string;
  email: string | null;
  name: string | null;
  roles: Role[];
}

/** Reads next-auth's session object defensively: the id and roles live on `session.user`. */
export function adminUserFromSession(session: unknown): AdminUser | null {
  const user = (session as { user?: Record<string, unknown> } | null)?.user;
  if (!user) return null;
  const id = user.id ?? user._id ?? user.sub;
  if (typeof id !== "string" || !id) return null;
  const rawRoles = Array.isArray(user.roles)
    ? user.roles
    : Array.isArray((session as { roles?: unknown }).roles)
      ? (session as { roles: unknown[] }).roles
      : [];
  const roles = rawRoles.filter((r): r is Role => (ROLES as readonly unknown[]).includes(r));
  return {
    id,
    email: typeof user.email === "string" ? user.email : null,
    name: typeof user.name === "string" ? user.name : typeof user.screenname === "string" ? user.screenname : null,
    roles: roles.length ? roles : ["member"],
  };
}

export type SearchParams = Record<string, string | string[] | undefined>;

/** The path and query of the page being rendered, for `callbackUrl`. */
export function pathWithQuery(path: string, searchParams: SearchParams = {}): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(searchParams)) {
    for (const one of Array.isArray(v) ? v : v === undefined ? [] : [v]) q.append(k, one);
  }
  const qs = q.toString();
  return qs ? `${path}?${qs}` : path;
}
