import { readJsonObject } from "@/lib/api/body";
import { apiRoute, json } from "@/lib/api/route";
import { changeVisibleBy } from "@/lib/operations/moderation";

export const POST = apiRoute<{ model: string; id: string }>(async ({ req, params, caller }) =>
  json(await changeVisibleBy(caller, params.model, params.id, await readJsonObject(req), "remove")),
);
