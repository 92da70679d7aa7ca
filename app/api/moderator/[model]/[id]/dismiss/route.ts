import { apiRoute, json } from "@/lib/api/route";
import { dismissReports } from "@/lib/operations/moderation";

export const POST = apiRoute<{ model: string; id: string }>(async ({ params, caller }) => {
  const { record, etag } = await dismissReports(caller, params.model, params.id);
  return json(record, { headers: { ETag: etag, "Cache-Control": "private, no-cache" } });
});
