import "server-only";
import { decode } from "next-auth/jwt";
import { forbidden, unauthorized } from "../api/errors";
import type { PrismaClient } from "../db/generated/client";
import type { Role } from "../models/types";
import type { Caller } from "./caller";
import { checkSameOrigin } from "./csrf";

/** Same rule as next-auth's: `__Secure-` cookies when the public URL is https. */
export const secureCookies = () => !!process.env.NEXTAUTH_URL?.startsWith("https://");
export const sessionCookieName = () => `${secureCookies() ? "__Secure-" : ""}next-auth.session-token`;

export function parseCookies(header: string | null): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of header?.split(";") ?? []) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    const raw = part.slice(eq + 1).trim();
    try {
      cookies.set(name, decodeURIComponent(raw));
    } catch {
      cookies.set(name, raw);
    }
  }
  return cookies;
}

/** next-auth splits a large token into `name.0`, `name.1`, ...; ours is small, but join chunks like it does. */
export function sessionTokenFrom(cookies: Map<string, string>, name = sessionCookieName()): string | null {
  if (cookies.has(name)) return cookies.get(name) as string;
  const chunks = [...cookies.entries()]
    .filter(([key]) => key.startsWith(`${name}.`) && /^\d+$/.test(key.slice(name.length + 1)))
    .sort(([a], [b]) => Number(a.slice(name.length + 1)) - Number(b.slice(name.length + 1)));
  return chunks.length ? chunks.map(([, value]) => value).join("") : null;
}

/** The user id of a valid, unexpired session token; null for a missing, forged or expired one. */
export async function sessionUserId(token: string | null): Promise<string | null> {
  const secret = process.env.NEXTAUTH_SECRET;
  if (!token || !secret) return null;
  try {
    const payload = await decode({ token, secret });
    return typeof payload?.sub === "string" ? payload.sub : null;
  } catch {
    return null;
  }
}

/**
 * The session's user as a caller, with roles and the disabled flag read from the database now (not from the
 * token), so a role change or a disabled account takes effect on the next request.
 */
export async function sessionCaller(db: PrismaClient, userId: string): Promise<Caller> {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { id: true, roles: true, deleted: true, credential: { select: { disabledAt: true } } },
  });
  if (!user || user.deleted) throw unauthorized("Your session is no longer valid; sign in again.");
  if (user.credential?.disabledAt) throw unauthorized("Your account is disabled.");
  return { id: user.id, roles: user.roles as Role[], via: "session" };
}

/** Authenticates a request by its session cookie; enforces the same-origin rule on unsafe methods. */
export async function authenticateSession(db: PrismaClient, req: Request): Promise<Caller | null> {
  const userId = await sessionUserId(sessionTokenFrom(parseCookies(req.headers.get("cookie"))));
  if (!userId) return null;
  const verdict = checkSameOrigin(req.method, req.headers);
  if (!verdict.ok) {
    throw forbidden(
      `Cross-site request refused (${verdict.reason}): a request signed in with the session cookie that changes data must come from this site's pages. API clients send Authorization: Bearer <API_KEY> instead.`,
    );
  }
  return sessionCaller(db, userId);
}
