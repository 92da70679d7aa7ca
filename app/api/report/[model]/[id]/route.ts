import { apiRoute, json } from "@/lib/api/route";
import { setReport } from "@/lib/operations/moderation";

type Params = { model: string; id: string };

export const POST = apiRoute<Params>(async ({ params, caller }) => json(await setReport(caller!, params.model, params.id, true)));
export const DELETE = apiRoute<Params>(async ({ params, caller }) => json(await setReport(caller!, params.model, params.id, false)));
