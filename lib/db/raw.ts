import "server-only";
import { getPool } from "./client";
import type { Prisma } from "./generated/client";

/**
 * Runs a statement built with Prisma.sql (bound parameters only) on the app's pg pool, without the Prisma
 * client. For the hot paths (API-key check, lists, reads, record writes): the client's per-query work costs
 * more CPU than the query itself there (docs/benchmarks.md). Rows come back as node-postgres parses them,
 * which is what Prisma's own pg adapter returns for these column types (dates, JSON, text[]), except int8 as
 * a string.
 */
export async function queryRows<T = Record<string, unknown>>(sql: Prisma.Sql): Promise<T[]> {
  return (await getPool().query(sql.text, sql.values)).rows as T[];
}

export type RunSql = <T = Record<string, unknown>>(sql: Prisma.Sql) => Promise<T[]>;

/**
 * Runs `work` in one transaction on one pooled connection: COMMIT when it resolves, ROLLBACK when it throws
 * (its error propagates). A connection whose ROLLBACK fails is discarded rather than returned to the pool.
 */
export async function inTransaction<T>(work: (run: RunSql) => Promise<T>): Promise<T> {
  const client = await getPool().connect();
  let broken: Error | undefined;
  try {
    await client.query("BEGIN");
    const result = await work(async <R>(sql: Prisma.Sql) => (await client.query(sql.text, sql.values)).rows as R[]);
    await client.query("COMMIT");
    return result;
  } catch (error) {
    await client.query("ROLLBACK").catch((rollbackError: Error) => {
      broken = rollbackError;
    });
    throw error;
  } finally {
    client.release(broken);
  }
}
