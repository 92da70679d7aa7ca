import type { ReactNode } from "react";
import { AdminProvider } from "@/components/admin/AdminContext";
import { AdminShell } from "@/components/admin/AdminShell";
import { Providers } from "@/components/admin/Providers";
import { themeScript } from "@/components/admin/ThemeToggle";
import { getAdminUser } from "@/lib/admin/session";
import { modelsForRoles } from "@/lib/auth/permissions";
import { models } from "@/lib/models";

export const metadata = { title: { default: "Dashboard", template: "%s · Dashboard" } };

/**
 * The signed-in frame. Without a session it renders the page alone, and every admin page starts with
 * requireAdminUser(), which redirects to /login with the page's exact URL as callbackUrl.
 */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  const user = await getAdminUser();
  if (!user) return children;
  const allowed = modelsForRoles(models, user.roles).map((m) => m.name);
  return (
    <>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script that applies the saved theme before paint */}
      <script dangerouslySetInnerHTML={{ __html: themeScript }} />
      <Providers>
        <AdminProvider user={user}>
          <AdminShell modelNames={allowed}>{children}</AdminShell>
        </AdminProvider>
      </Providers>
    </>
  );
}
