import { apiRoute, json } from "@/lib/api/route";
import { versionInfo } from "@/lib/operations/meta";

export const GET = apiRoute(async () => json(versionInfo()));
