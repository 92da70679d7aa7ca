import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "./generated/client";

/** The pg pool behind a Prisma client: the app also runs its hot read statements on it directly (lib/db/raw.ts). */
export function createPool(url: string, poolSize = Number(process.env.DATABASE_POOL_SIZE ?? 10)): pg.Pool {
  return new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5000 });
}

/** One pool per process; the embedded database is reached through its loopback server like any other. */
export function createPrismaClient(url: string, poolSize = Number(process.env.DATABASE_POOL_SIZE ?? 10), pool?: pg.Pool): PrismaClient {
  const adapter = new PrismaPg(pool ?? createPool(url, poolSize), { disposeExternalPool: true });
  return new PrismaClient({ adapter });
}
