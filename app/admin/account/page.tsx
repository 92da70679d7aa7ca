import { AccountSettings } from "@/components/content/account";
import { requireAdminUser } from "@/lib/admin/session";

export const metadata = { title: "Account settings" };

export default async function AccountPage() {
  await requireAdminUser("/admin/account");
  return <AccountSettings />;
}
