import { apiRoute } from "@/lib/api/route";
import { buildOpenApiDocument } from "@/lib/openapi";

/** Built once per process: it depends only on the registry and the code. */
let document: string | undefined;

export const GET = apiRoute(
  async () => {
    document ??= JSON.stringify(buildOpenApiDocument());
    return new Response(document, { headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-cache" } });
  },
  { auth: "none" },
);
