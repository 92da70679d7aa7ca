import { apiRoute, json } from "@/lib/api/route";
import { setDisabled } from "@/lib/auth/accounts";
import { getDb } from "@/lib/db/client";

/** Admin only. Lets a disabled user sign in and use their keys again. */
export const POST = apiRoute<{ id: string }>(async ({ params, caller }) => json(await setDisabled(getDb(), caller!, params.id, false)));
