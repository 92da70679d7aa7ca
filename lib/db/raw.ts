import "server-only";
import { getPool } from "./client";
import type { Prisma } from "./generated/client";

/**
 * Runs a statement built with Prisma.sql (bound parameters only) on the app's pg pool, without the Prisma
 * client. For the hot read paths (API-key check, lists, reads): the client's per-query work costs more CPU
 * than the query itself there (docs/benchmarks.md). Rows come back as node-postgres parses them, which is
 * what Prisma's own pg adapter returns for these column types (dates, JSON, text[]), except int8 as a string.
 */
export async function queryRows<T = Record<string, unknown>>(sql: Prisma.Sql): Promise<T[]> {
  return (await getPool().query(sql.text, sql.values)).rows as T[];
}
