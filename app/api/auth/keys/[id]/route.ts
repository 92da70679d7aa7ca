import { apiRoute } from "@/lib/api/route";
import { revokeKey } from "@/lib/auth/key-management";
import { getDb } from "@/lib/db/client";

/** Revokes a key at once: the next request with it answers 401. */
export const DELETE = apiRoute<{ id: string }>(async ({ params, caller }) => {
  await revokeKey(getDb(), caller!, params.id);
  return new Response(null, { status: 204 });
});
