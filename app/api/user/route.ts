import { apiRoute, json } from "@/lib/api/route";
import { currentUser } from "@/lib/operations/current-user";

/** GET /api/user is the current user (spec); the user collection is /api/users. */
export const GET = apiRoute(async ({ caller }) => json(await currentUser(caller!)));
