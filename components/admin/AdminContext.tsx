"use client";

import { createContext, type ReactNode, useContext, useMemo } from "react";
import type { AdminUser } from "@/lib/admin/session-user";
import type { Caller } from "@/lib/auth/caller";

interface AdminContextValue {
  user: AdminUser;
  /** The signed-in user as the permission rules (lib/auth/permissions.ts) take it. */
  caller: Caller;
}

const Ctx = createContext<AdminContextValue | null>(null);

export function AdminProvider({ user, children }: { user: AdminUser; children: ReactNode }) {
  const value = useMemo(() => ({ user, caller: { id: user.id, roles: user.roles, via: "session" as const } }), [user]);
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}

export function useAdmin(): AdminContextValue {
  const value = useContext(Ctx);
  if (!value) throw new Error("useAdmin() is used outside the admin layout");
  return value;
}
