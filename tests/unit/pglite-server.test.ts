import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type PgliteServer, servePglite } from "../../lib/db/pglite-server";

/**
 * Many connections share PGlite's single session through lib/db/pglite-server.ts. Parameterised queries use
 * the extended protocol (Parse/Bind/Execute/Sync) with the session's unnamed statement and portal; the
 * server must never interleave two connections' sequences or transactions.
 */
let db: PGlite;
let server: PgliteServer;
let pool: pg.Pool;

beforeAll(async () => {
  db = new PGlite("memory://");
  await db.exec("CREATE TABLE counter (id int PRIMARY KEY, n int NOT NULL); INSERT INTO counter VALUES (1, 0);");
  server = await servePglite(db);
  pool = new pg.Pool({ connectionString: `postgresql://postgres@127.0.0.1:${server.port}/postgres`, max: 12 });
  pool.on("error", () => {});
});
afterAll(async () => {
  await pool.end();
  await server.stop();
  await db.close();
});

it("answers many concurrent parameterised queries from many connections correctly", async () => {
  const results = await Promise.all(
    Array.from({ length: 300 }, (_, i) => pool.query("SELECT $1::int * 2 AS doubled, $2::text AS tag", [i, `t${i}`])),
  );
  expect(results.map((r) => r.rows[0])).toEqual(results.map((_, i) => ({ doubled: i * 2, tag: `t${i}` })));
});

it("queries queued behind another connection's transaction run whole, not interleaved, when it ends", async () => {
  for (let round = 0; round < 5; round++) {
    const holder = await pool.connect();
    await holder.query("BEGIN");
    await holder.query("SELECT n FROM counter WHERE id = $1 FOR UPDATE", [1]);
    // These queue up while the session belongs to the open transaction.
    const waiting = Array.from({ length: 8 }, (_, i) => pool.query("SELECT $1::int + 1 AS next, $2::text AS tag", [i, `q${i}`]));
    await new Promise((r) => setTimeout(r, 50));
    await holder.query("COMMIT");
    holder.release();
    const results = await Promise.all(waiting);
    expect(results.map((r) => r.rows[0])).toEqual(results.map((_, i) => ({ next: i + 1, tag: `q${i}` })));
  }
});

it("keeps each transaction to its connection: concurrent read-modify-write increments lose nothing", async () => {
  await Promise.all(
    Array.from({ length: 40 }, async () => {
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        const { rows } = await client.query("SELECT n FROM counter WHERE id = $1 FOR UPDATE", [1]);
        await client.query("UPDATE counter SET n = $1 WHERE id = $2", [rows[0].n + 1, 1]);
        await client.query("COMMIT");
      } finally {
        client.release();
      }
    }),
  );
  expect((await pool.query("SELECT n FROM counter WHERE id = 1")).rows[0].n).toBe(40);
});

it("a client that disconnects inside a transaction does not block the others", async () => {
  const client = new pg.Client({ connectionString: `postgresql://postgres@127.0.0.1:${server.port}/postgres` });
  await client.connect();
  await client.query("BEGIN");
  await client.query("UPDATE counter SET n = n + 1000 WHERE id = $1", [1]);
  await client.end();
  const { rows } = await pool.query("SELECT n FROM counter WHERE id = $1", [1]);
  expect(rows[0].n).toBe(40);
});
