import { PAGE_HTML } from "@/lib/openapi/swagger-ui";

export const dynamic = "force-static";

/** The interactive documentation page (no authentication; "Authorize" takes an API key). */
export function GET() {
  return new Response(PAGE_HTML, { headers: { "Content-Type": "text/html; charset=utf-8" } });
}
