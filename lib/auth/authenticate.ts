import "server-only";
import { unauthorized } from "../api/errors";
import { getDb } from "../db/client";
import { verifyApiKey } from "./api-keys";
import type { Caller } from "./caller";
import { authenticateSession } from "./session";

/**
 * The caller of a request: a bearer API key when the Authorization header is present (a bad key is a 401
 * even if a session cookie is also sent), otherwise the dashboard's session cookie (roles and the disabled
 * flag read from the database on every request; unsafe methods must be same-origin), otherwise anonymous.
 */
export async function authenticate(req: Request): Promise<Caller | null> {
  const header = req.headers.get("authorization");
  if (header) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!match) throw unauthorized("Send the key as `Authorization: Bearer <API_KEY>`.");
    return verifyApiKey(getDb(), match[1]);
  }
  return authenticateSession(getDb(), req);
}
