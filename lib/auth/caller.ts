import type { Role } from "../models/types";

/** Who is calling: resolved once per request by the route wrapper and passed to every operation. */
export interface Caller {
  id: string;
  roles: readonly Role[];
  via: "key" | "session" | "internal";
  keyId?: string;
}

export const isAdmin = (c: Caller | null) => !!c?.roles.includes("admin");
export const isModerator = (c: Caller | null) => !!c && (c.roles.includes("moderator") || c.roles.includes("admin"));
export const hasAnyRole = (c: Caller | null, roles: readonly Role[]) => !!c && c.roles.some((r) => roles.includes(r));
