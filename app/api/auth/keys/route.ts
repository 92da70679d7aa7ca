import { apiRoute, json } from "@/lib/api/route";
import { readValidBody } from "@/lib/auth/http";
import { createKey, listKeys } from "@/lib/auth/key-management";
import { keyCreateSchema } from "@/lib/auth/schemas";
import { getDb } from "@/lib/db/client";

/** The caller's API keys (admins: `?userId=` for another user's). Never the key itself or its hash. */
export const GET = apiRoute(async ({ req, caller }) => {
  const userId = new URL(req.url).searchParams.get("userId");
  return json({ results: await listKeys(getDb(), caller!, userId) });
});

/** Creates a key; the response is the only time the key is shown. */
export const POST = apiRoute(async ({ req, caller }) => {
  const body = await readValidBody(req, keyCreateSchema());
  const { key, view } = await createKey(getDb(), caller!, body);
  return json({ key, ...view }, { status: 201 });
});
