import "server-only";
import type { PrismaClient } from "./generated/client";
import { createPrismaClient } from "./prisma-factory";

/**
 * The app's one Prisma client. The launcher (scripts/serve.ts) resolves the database before Next starts
 * and passes its URL in DATABASE_URL, so inside the app the embedded database is just a PostgreSQL URL.
 * Kept on globalThis so hot reload in development does not open a new pool each time.
 */
const globalForPrisma = globalThis as unknown as { prisma?: PrismaClient };

export function getDb(): PrismaClient {
  if (!globalForPrisma.prisma) {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error("DATABASE_URL is not set: start the app with `npm start` (it opens the embedded database).");
    globalForPrisma.prisma = createPrismaClient(url);
  }
  return globalForPrisma.prisma;
}
