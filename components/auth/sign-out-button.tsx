"use client";

import { signOut } from "next-auth/react";
import { useState } from "react";

/** Ends the dashboard session (next-auth's CSRF-protected sign-out) and returns to the sign-in page. */
export function SignOutButton({ className, callbackUrl = "/login" }: { className?: string; callbackUrl?: string }) {
  const [pending, setPending] = useState(false);
  return (
    <button
      type="button"
      disabled={pending}
      onClick={() => {
        setPending(true);
        signOut({ callbackUrl }).catch(() => setPending(false));
      }}
      className={
        className ??
        "rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 disabled:opacity-60 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800"
      }
    >
      {pending ? "Signing out…" : "Sign out"}
    </button>
  );
}
