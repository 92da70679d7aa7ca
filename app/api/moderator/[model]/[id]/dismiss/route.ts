import { apiRoute, json } from "@/lib/api/route";
import { dismissReports } from "@/lib/operations/moderation";

export const POST = apiRoute<{ model: string; id: string }>(async ({ params, caller }) =>
  json(await dismissReports(caller, params.model, params.id)),
);
