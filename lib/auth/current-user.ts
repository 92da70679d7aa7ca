import "server-only";
import { cookies } from "next/headers";
import { ApiError } from "../api/errors";
import { getDb } from "../db/client";
import type { Caller } from "./caller";
import { sessionCaller, sessionCookieName, sessionTokenFrom, sessionUserId } from "./session";

/**
 * The signed-in dashboard user for server components and layouts (e.g. to guard /admin), with roles and the
 * disabled flag read from the database now; null when nobody (or a disabled user) is signed in.
 */
export async function currentCaller(): Promise<Caller | null> {
  const jar = await cookies();
  const name = sessionCookieName();
  const token = sessionTokenFrom(new Map(jar.getAll().map((c) => [c.name, c.value])), name);
  const userId = await sessionUserId(token);
  if (!userId) return null;
  return sessionCaller(getDb(), userId).catch((error) => {
    if (error instanceof ApiError) return null; // disabled or deleted since signing in
    throw error;
  });
}
