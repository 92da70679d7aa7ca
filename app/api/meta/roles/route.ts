import { apiRoute, json } from "@/lib/api/route";
import { describeAccess } from "@/lib/operations/meta";

export const GET = apiRoute(async () => json(describeAccess()));
