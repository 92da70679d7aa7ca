import { type Env, readEnv } from "../config/env";
import { type ResolvedDatabase, resolveDatabase } from "./connection";
import type { PrismaClient } from "./generated/client";
import { applyMigrations, migrationStatus } from "./migrate";
import { type SeedResult, seed } from "./seed";

export class MigrationError extends Error {}

/**
 * Everything that must hold before the app serves: a reachable database, every migration applied (never a
 * half-migrated schema: a failed or edited migration stops the start), the first administrator.
 */
export async function prepareDatabase(
  env: Env = readEnv(),
  makeClient: (url: string) => PrismaClient,
): Promise<{ db: ResolvedDatabase; applied: string[]; seeded: SeedResult }> {
  let applied: string[] = [];
  let seeded: SeedResult | undefined;
  const prepare = async (url: string) => {
    const before = await migrationStatus(url);
    if (before.failed.length || before.edited.length) {
      throw new MigrationError(
        `The database's migration history does not match prisma/migrations (failed: ${before.failed.join(", ") || "none"}; edited: ${before.edited.join(", ") || "none"}). Fix it before starting.`,
      );
    }
    applied = await applyMigrations(url);
    const client = makeClient(url);
    try {
      seeded = await seed(client, env);
    } finally {
      await client.$disconnect();
    }
  };
  const db = await resolveDatabase(env, prepare);
  return { db, applied, seeded: seeded as SeedResult };
}
