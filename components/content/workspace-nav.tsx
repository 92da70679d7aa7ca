"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useAdmin } from "@/components/admin/AdminContext";
import { cx, focusRing } from "@/components/ui/styles";
import { isModerator } from "@/lib/auth/caller";

/** The dashboard's pages that are not a model's list: the moderation queue, the trash, account settings. */
export function WorkspaceNav() {
  const { caller } = useAdmin();
  const pathname = usePathname();
  const links = [
    ...(isModerator(caller)
      ? [
          { href: "/admin/moderation", label: "Moderation" },
          { href: "/admin/trash", label: "Trash" },
        ]
      : []),
    { href: "/admin/account", label: "Account settings" },
  ];
  return (
    <nav aria-label="Workspace" className="mt-4 border-t border-slate-200 pt-3 dark:border-slate-800">
      <ul className="space-y-0.5">
        {links.map(({ href, label }) => {
          const current = pathname === href || pathname.startsWith(`${href}/`);
          return (
            <li key={href}>
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
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
