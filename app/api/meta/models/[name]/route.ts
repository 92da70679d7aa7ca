import { apiRoute, json } from "@/lib/api/route";
import { describeModel } from "@/lib/operations/meta";

export const GET = apiRoute<{ name: string }>(async ({ params }) => json(describeModel(params.name)));
