import { readSwaggerAsset } from "@/lib/openapi/swagger-ui";

/** Swagger UI's files from node_modules/swagger-ui-dist; anything not on the list is a 404. */
export async function GET(_req: Request, { params }: { params: Promise<{ file: string }> }) {
  const asset = await readSwaggerAsset((await params).file);
  if (!asset) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  return new Response(new Uint8Array(asset.body), {
    headers: { "Content-Type": asset.type, "Cache-Control": "public, max-age=86400" },
  });
}
