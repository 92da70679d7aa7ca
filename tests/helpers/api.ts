import { inject } from "vitest";
import { createApiKey } from "../../lib/auth/api-keys";
import type { PrismaClient } from "../../lib/db/generated/client";
import { newId } from "../../lib/db/id";
import { createPrismaClient } from "../../lib/db/prisma-factory";
import type { Role } from "../../lib/models/types";

let db: PrismaClient | undefined;

/** A Prisma client on the test server's database, for arranging data and checking what was stored. */
export function testDb(): PrismaClient {
  db ??= createPrismaClient(inject("databaseUrl"), 3);
  return db;
}

export const baseUrl = () => inject("baseUrl");

export interface TestUser {
  id: string;
  email: string;
  key: string;
  roles: Role[];
}

let counter = 0;
export const unique = (prefix = "t") =>
  `${prefix}-${Date.now().toString(36)}-${(counter++).toString(36)}-${Math.random().toString(36).slice(2, 6)}`;

/** A user with the given roles and a fresh API key. */
export async function makeUser(...roles: Role[]): Promise<TestUser> {
  const id = newId();
  const email = `${unique("user")}@example.com`;
  await testDb().user.create({
    data: { id, email, roles: roles.length ? roles : ["member"], createdBy: id, slug: unique("u") },
  });
  const { key } = await createApiKey(testDb(), id, "test");
  return { id, email, key, roles: roles.length ? roles : ["member"] };
}

export interface ApiResult<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

/** fetch against the test server; `as` sends the user's key; a plain object body is sent as JSON. */
export async function api<T = Record<string, unknown>>(
  method: string,
  path: string,
  options: { as?: TestUser | string | null; body?: unknown; headers?: Record<string, string>; raw?: string } = {},
): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { ...options.headers };
  const key = typeof options.as === "string" ? options.as : options.as?.key;
  if (key) headers.Authorization = `Bearer ${key}`;
  let body: string | undefined = options.raw;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers["Content-Type"] ??= "application/json";
  }
  const res = await fetch(`${baseUrl()}${path}`, { method, headers, body, redirect: "manual" });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {}
  return { status: res.status, body: parsed as T, headers: res.headers };
}

/** `where` and friends as a query string. */
export const qs = (params: Record<string, unknown>) =>
  `?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, typeof v === "string" ? v : JSON.stringify(v)])).toString()}`;
