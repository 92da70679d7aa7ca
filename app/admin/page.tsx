import Link from "next/link";
import { button, cx, focusRing } from "@/components/ui/styles";
import { requireAdminUser } from "@/lib/admin/session";
import { canCreate, modelsForRoles } from "@/lib/auth/permissions";
import { models } from "@/lib/models";

export const metadata = { title: "Overview" };

export default async function AdminHome() {
  const user = await requireAdminUser("/admin");
  const mine = modelsForRoles(models, user.roles);
  const caller = { id: user.id, roles: user.roles, via: "session" as const };
  return (
    <div>
      <h1 className="text-2xl font-semibold">Dashboard</h1>
      {mine.length === 0 ? (
        <p className="mt-4 text-slate-600 dark:text-slate-300" data-testid="no-models">
          Your role ({user.roles.join(", ")}) has no models to manage here.
        </p>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {mine.map((m) => (
            <li key={m.name} className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
              <h2 className="font-semibold">
                <Link href={`/admin/${m.plural}`} className={cx("hover:underline", focusRing)}>
                  {m.label}
                </Link>
              </h2>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{m.description}</p>
              {canCreate(caller, m) && (
                <Link href={`/admin/${m.plural}/new`} className={cx(button.secondary, "mt-3")}>
                  New {m.name}
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
