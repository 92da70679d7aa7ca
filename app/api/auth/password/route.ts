import { apiRoute } from "@/lib/api/route";
import { changePassword } from "@/lib/auth/accounts";
import { readValidBody } from "@/lib/auth/http";
import { passwordChangeSchema } from "@/lib/auth/schemas";
import { getDb } from "@/lib/db/client";

/** Changes the caller's password; the current one must be given. */
export const POST = apiRoute(async ({ req, caller }) => {
  const body = await readValidBody(req, passwordChangeSchema);
  await changePassword(getDb(), caller!.id, body.currentPassword, body.newPassword);
  return new Response(null, { status: 204 });
});
