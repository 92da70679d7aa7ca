"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { signOut } from "next-auth/react";
import type { ReactNode } from "react";
import { Disclosure } from "@/components/ui/Disclosure";
import { button, cx, focusRing } from "@/components/ui/styles";
import { findModel } from "@/lib/models";
import { useAdmin } from "./AdminContext";
import { ThemeToggle } from "./ThemeToggle";

/** The dashboard's frame: navigation by model (only those the role works with), the user, sign-out, theme. */
export function AdminShell({ modelNames, children }: { modelNames: string[]; children: ReactNode }) {
  const { user } = useAdmin();
  const pathname = usePathname();
  const models = modelNames.map((n) => findModel(n)).filter((m) => m !== undefined);

  const nav = (
    <nav aria-label="Models">
      <ul className="space-y-0.5">
        {models.map((m) => {
          const href = `/admin/${m.plural}`;
          const current = pathname === href || pathname.startsWith(`${href}/`);
          return (
            <li key={m.name}>
              <Link
                href={href}
                aria-current={current ? "page" : undefined}
                className={cx(
                  "block rounded-md px-3 py-1.5 text-sm",
                  focusRing,
                  current
                    ? "bg-blue-50 font-semibold text-blue-800 dark:bg-blue-950 dark:text-blue-200"
                    : "text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800",
                )}
              >
                {m.label}
              </Link>
            </li>
          );
        })}
      </ul>
      {models.length === 0 && <p className="px-3 text-sm text-slate-500 dark:text-slate-400">Your role has no models to manage.</p>}
    </nav>
  );

  return (
    <div className="min-h-screen">
      <a href="#admin-main" className={cx("sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50", button.primary)}>
        Skip to content
      </a>
      <header className="sticky top-0 z-20 flex items-center gap-3 border-b border-slate-200 bg-white/95 px-4 py-2 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
        <Link href="/admin" className={cx("font-semibold", focusRing)}>
          Community admin
        </Link>
        <Disclosure className="md:hidden" summary="Models" summaryClassName={button.ghost}>
          <div className="absolute left-0 mt-1 w-56 rounded-md border border-slate-200 bg-white p-2 shadow-lg dark:border-slate-700 dark:bg-slate-900">
            {nav}
          </div>
        </Disclosure>
        <div className="ml-auto flex items-center gap-2">
          <ThemeToggle />
          <span className="hidden text-sm text-slate-600 sm:inline dark:text-slate-300" data-testid="current-user">
            {user.name ?? user.email ?? user.id}
            <span className="ml-1.5 rounded bg-slate-100 px-1.5 py-0.5 text-xs dark:bg-slate-800">{user.roles.join(", ")}</span>
          </span>
          <button type="button" className={button.secondary} onClick={() => signOut({ callbackUrl: "/login" })}>
            Sign out
          </button>
        </div>
      </header>
      <div className="mx-auto grid max-w-[100rem] md:grid-cols-[12rem_minmax(0,1fr)]">
        <aside className="hidden border-r border-slate-200 p-3 md:block dark:border-slate-800">{nav}</aside>
        <main id="admin-main" tabIndex={-1} className="min-w-0 p-4 md:p-6">
          {children}
        </main>
      </div>
    </div>
  );
}
