import { readJsonObject } from "@/lib/api/body";
import { apiRoute, json } from "@/lib/api/route";
import { changeVisibleBy } from "@/lib/operations/moderation";

export const POST = apiRoute<{ model: string; id: string }>(async ({ req, params, caller }) => {
  const { record, etag } = await changeVisibleBy(caller, params.model, params.id, await readJsonObject(req), "remove");
  return json(record, { headers: { ETag: etag, "Cache-Control": "private, no-cache" } });
});
