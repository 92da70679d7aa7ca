import { UsersAdmin } from "@/components/content/users-admin";
import { requireAdminUser } from "@/lib/admin/session";
import { isAdmin } from "@/lib/auth/caller";
import { disabledUserIds } from "@/lib/content/users";

export const metadata = { title: "Users" };

/** Replaces the generated users list (a static segment wins over app/admin/[model]); the user editor stays generated. */
export default async function UsersPage() {
  const user = await requireAdminUser("/admin/users");
  const caller = { id: user.id, roles: user.roles, via: "session" as const };
  if (!isAdmin(caller)) return <p role="alert">Only administrators manage users.</p>;
  return <UsersAdmin initialDisabled={await disabledUserIds(caller)} />;
}
