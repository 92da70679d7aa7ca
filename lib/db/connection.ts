import pg from "pg";
import { type Env, embeddedDataDir } from "../config/env";
import { DataDirError, openEmbedded } from "./embedded";

export class DatabaseUnreachableError extends Error {}

export interface ResolvedDatabase {
  url: string;
  kind: "embedded" | "postgresql";
  close(): Promise<void>;
}

function describeServer(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || 5432}${u.pathname}`;
  } catch {
    return "the configured address";
  }
}

/** Fails fast, in one sentence, when the server cannot be reached (instead of hanging on first request). */
export async function checkReachable(url: string, timeoutMs = 5000): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  try {
    await client.connect();
    await client.query("select 1");
  } catch (error) {
    const e = error as NodeJS.ErrnoException;
    const reason = e.code ?? e.message;
    throw new DatabaseUnreachableError(`Cannot reach the PostgreSQL server at ${describeServer(url)} (${reason}). Check DATABASE_URL.`);
  } finally {
    await client.end().catch(() => {});
  }
}

/** DATABASE_URL when set, otherwise the embedded database in PGLITE_DIR (opened or joined). */
export async function resolveDatabase(env: Env): Promise<ResolvedDatabase> {
  if (env.DATABASE_URL) {
    await checkReachable(env.DATABASE_URL);
    return { url: env.DATABASE_URL, kind: "postgresql", close: async () => {} };
  }
  const embedded = await openEmbedded(embeddedDataDir(env));
  await checkReachable(embedded.url).catch((error) => {
    throw new DataDirError(`The embedded database did not answer: ${(error as Error).message}`);
  });
  return { url: embedded.url, kind: "embedded", close: embedded.close };
}
