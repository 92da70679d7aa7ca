import { ModerationQueue } from "@/components/content/moderation-queue";
import { requireAdminUser } from "@/lib/admin/session";
import { isModerator } from "@/lib/auth/caller";

export const metadata = { title: "Moderation" };

export default async function ModerationPage() {
  const user = await requireAdminUser("/admin/moderation");
  if (!isModerator({ id: user.id, roles: user.roles, via: "session" })) {
    return <p role="alert">Only moderators and administrators work with the moderation queue.</p>;
  }
  return <ModerationQueue />;
}
