import { apiRoute, json } from "@/lib/api/route";
import { reportQueue } from "@/lib/operations/moderation";

export const GET = apiRoute(async ({ req, caller }) => json(await reportQueue(caller, new URL(req.url).searchParams)));
