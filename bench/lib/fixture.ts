import { createHash, randomBytes } from "node:crypto";
import pg from "pg";

/**
 * What the benchmark needs in a seeded database: a caller (the most prolific member, so the visibility
 * condition is the member's, the most complex one), a fresh API key for it, public slugs to read, and
 * records it owns to PATCH.
 */
export interface Fixture {
  databaseUrl: string;
  userId: string;
  key: string;
  keyId: string;
  slugs: string[];
  ownIds: string[];
  posts: number;
  startedAt: Date;
}

export async function prepareFixture(databaseUrl: string): Promise<Fixture> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const startedAt = new Date();
    const posts = Number((await client.query(`SELECT reltuples::bigint AS n FROM pg_class WHERE relname = 'post'`)).rows[0]?.n ?? 0);
    const user = await client.query(
      `SELECT p."createdBy" AS id FROM post p JOIN "user" u ON u.id = p."createdBy"
       WHERE u.roles = '{member}' GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
    );
    if (!user.rowCount) throw new Error("Usage: the database has no posts by members: run npm run bench:seed first");
    const userId = user.rows[0].id as string;
    const key = `cpk_${randomBytes(32).toString("base64url")}`;
    const keyId = `bench-${randomBytes(6).toString("hex")}`;
    await client.query(`INSERT INTO api_key (id, "userId", name, prefix, hash) VALUES ($1, $2, 'benchmark', $3, $4)`, [
      keyId,
      userId,
      key.slice(4, 16),
      createHash("sha256").update(key).digest("hex"),
    ]);
    const slugs = (
      await client.query(
        `SELECT slug FROM post TABLESAMPLE BERNOULLI (5) REPEATABLE (7) WHERE visibility = 'public' AND deleted IS NULL LIMIT 2000`,
      )
    ).rows.map((r) => r.slug as string);
    const ownIds = (await client.query(`SELECT id FROM post WHERE "createdBy" = $1 AND deleted IS NULL LIMIT 256`, [userId])).rows.map(
      (r) => r.id as string,
    );
    return { databaseUrl, userId, key, keyId, slugs, ownIds, posts, startedAt };
  } finally {
    await client.end();
  }
}

/** Removes what a run added: its key and the posts its create scenario made. */
export async function cleanFixture(f: Fixture): Promise<number> {
  const client = new pg.Client({ connectionString: f.databaseUrl });
  await client.connect();
  try {
    const removed = await client.query(`DELETE FROM post WHERE "createdBy" = $1 AND created >= $2 AND slug LIKE 'bench-%'`, [
      f.userId,
      f.startedAt,
    ]);
    await client.query(`DELETE FROM api_key WHERE id = $1`, [f.keyId]);
    return removed.rowCount ?? 0;
  } finally {
    await client.end();
  }
}
