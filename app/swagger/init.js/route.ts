import { INIT_SCRIPT } from "@/lib/openapi/swagger-ui";

export const dynamic = "force-static";

export function GET() {
  return new Response(INIT_SCRIPT, { headers: { "Content-Type": "text/javascript; charset=utf-8" } });
}
