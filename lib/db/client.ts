import "server-only";
import type pg from "pg";
import type { PrismaClient } from "./generated/client";
import { createPool, createPrismaClient } from "./prisma-factory";

/**
 * The app's one Prisma client and the pg pool under it. The launcher (scripts/serve.ts) resolves the
 * database before Next starts and passes its URL in DATABASE_URL, so inside the app the embedded database
 * is just a PostgreSQL URL. Kept on globalThis so hot reload in development does not open a new pool each time.
 */
const globalForPrisma = globalThis as unknown as { prisma?: PrismaClient; pool?: pg.Pool };

export function getPool(): pg.Pool {
  if (!globalForPrisma.pool) {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error("DATABASE_URL is not set: start the app with `npm start` (it opens the embedded database).");
    globalForPrisma.pool = createPool(url);
  }
  return globalForPrisma.pool;
}

export function getDb(): PrismaClient {
  globalForPrisma.prisma ??= createPrismaClient(process.env.DATABASE_URL as string, undefined, getPool());
  return globalForPrisma.prisma;
}
