import { apiRoute, json } from "@/lib/api/route";
import { setDisabled } from "@/lib/auth/accounts";
import { getDb } from "@/lib/db/client";

/** Admin only. The user's API keys and sessions stop working with the next request. */
export const POST = apiRoute<{ id: string }>(async ({ params, caller }) => json(await setDisabled(getDb(), caller!, params.id, true)));
