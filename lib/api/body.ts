import { ApiError, badRequest } from "./errors";

export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * Reads a JSON object body under the contract's rules: `application/json` (415 otherwise), at most 1 MiB
 * (413, counted while streaming so a lying Content-Length cannot get round it), valid JSON (400).
 */
export async function readJsonObject(req: Request): Promise<Record<string, unknown>> {
  const type = req.headers.get("content-type") ?? "";
  if (!/^application\/(.+\+)?json\b/i.test(type.trim())) {
    throw new ApiError(415, "unsupported_media_type", "Send the body as JSON with Content-Type: application/json.");
  }
  const declared = Number(req.headers.get("content-length") ?? 0);
  if (declared > MAX_BODY_BYTES) throw tooLarge();

  const chunks: Uint8Array[] = [];
  let size = 0;
  if (req.body) {
    const reader = req.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > MAX_BODY_BYTES) {
        await reader.cancel();
        throw tooLarge();
      }
      chunks.push(value);
    }
  }
  const text = Buffer.concat(chunks).toString("utf8");
  if (!text.trim()) throw badRequest("The request body is empty; send a JSON object.");
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw badRequest(`The request body is not valid JSON: ${(error as Error).message}`);
  }
  if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
    throw badRequest("The request body must be a JSON object.");
  }
  return parsed as Record<string, unknown>;
}

const tooLarge = () => new ApiError(413, "payload_too_large", `The request body is larger than ${MAX_BODY_BYTES} bytes.`);
