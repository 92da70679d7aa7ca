import { notFound } from "@/lib/api/errors";
import { apiRoute, json } from "@/lib/api/route";
import { userRecordView } from "@/lib/auth/user-view";
import { getDb } from "@/lib/db/client";

/** Who am I: the caller's own user record, its current roles and how it authenticated (key or session). */
export const GET = apiRoute(async ({ caller }) => {
  const user = await getDb().user.findUnique({ where: { id: caller!.id } });
  if (!user) throw notFound("Your user record");
  return json({ user: userRecordView(user, caller!), roles: caller!.roles, via: caller!.via });
});
