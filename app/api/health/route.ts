import { apiRoute, json } from "@/lib/api/route";
import { checkHealth } from "@/lib/operations/health";

export const dynamic = "force-dynamic";

/** No authentication: load balancers and uptime checks call it. */
export const GET = apiRoute(
  async () => {
    const health = await checkHealth();
    return json(health, { status: health.status === "ok" ? 200 : 503, headers: { "Cache-Control": "no-store" } });
  },
  { auth: "none" },
);
