import { apiRoute, json } from "@/lib/api/route";
import { listModels } from "@/lib/operations/meta";

export const GET = apiRoute(async () => json(listModels()));
