import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "./generated/client";

/** One pool per process; the embedded database is reached through its loopback server like any other. */
export function createPrismaClient(url: string, poolSize = Number(process.env.DATABASE_POOL_SIZE ?? 10)): PrismaClient {
  const adapter = new PrismaPg({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5000 });
  return new PrismaClient({ adapter });
}
