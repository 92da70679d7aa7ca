import { notFound } from "@/lib/api/errors";
import { apiRoute, json } from "@/lib/api/route";
import { getDb } from "@/lib/db/client";
import { user as userModel } from "@/lib/models/user";
import { toRecord } from "@/lib/operations/serialize";

/** Who am I: the caller's own user record, its current roles and how it authenticated (key or session). */
export const GET = apiRoute(async ({ caller }) => {
  const user = await getDb().user.findUnique({ where: { id: caller!.id } });
  if (!user) throw notFound("Your user record");
  return json({ user: toRecord(userModel, user, caller!), roles: caller!.roles, via: caller!.via });
});
