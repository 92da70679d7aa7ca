/**
 * npm run bench:seed -- --posts 1000000 [--articles N --lessons N --bookings N --users N]
 *                       [--database-url URL | --pglite DIR] [--truncate]
 *
 * Fills a database with realistic benchmark data. The database is created when it does not exist, migrated
 * and given its first administrator exactly as the launcher does, then loaded with batched multi-row
 * INSERT … SELECT FROM unnest($1::text[], …): one statement and one parameter per column per batch, which
 * works the same on PostgreSQL and on the embedded PGlite (no COPY needed over its socket).
 */
import { createHash, randomBytes } from "node:crypto";
import pg from "pg";
import { readEnv } from "../lib/config/env";
import { prepareDatabase } from "../lib/db/bootstrap";
import { createPrismaClient } from "../lib/db/prisma-factory";
import { runScript } from "../scripts/run-script";
import { arg, flag, intArg } from "./lib/args";
import { idAt, pgArray, pickCategory, pickWord, type Random, rng, sentence, tagsFor, visibilityFor } from "./lib/data";
import { ensureDatabase } from "./lib/db";
import { Progress } from "./lib/progress";

type ColumnType = "text" | "int" | "bool" | "timestamptz" | "jsonb" | "text[]";
type Columns = Record<string, ColumnType>;

const YEAR_MS = 365.25 * 24 * 3600 * 1000;

/** One INSERT … SELECT FROM unnest(…) for a batch: array and JSON columns travel as text and are cast. */
async function insertBatch(client: pg.ClientBase, table: string, columns: Columns, rows: unknown[][]) {
  const names = Object.keys(columns);
  const types = Object.values(columns);
  const carrier = (t: ColumnType) => (t === "jsonb" || t === "text[]" ? "text" : t);
  const unnest = types.map((t, i) => `$${i + 1}::${carrier(t)}[]`).join(", ");
  const select = names.map((n, i) => (carrier(types[i]) === types[i] ? `"${n}"` : `"${n}"::${types[i]}`)).join(", ");
  const params = names.map((_, i) => rows.map((r) => r[i]));
  await client.query(
    `INSERT INTO "${table}" (${names.map((n) => `"${n}"`).join(", ")}) SELECT ${select} FROM unnest(${unnest}) AS u(${names.map((n) => `"${n}"`).join(", ")})`,
    params,
  );
}

interface Creator {
  id: string;
  roles: string[];
}

/**
 * Drops the table's secondary indexes (not the primary key or unique ones, which enforce constraints) and
 * returns a function that recreates them from their exact definitions: building a GIN or trigram index once
 * at the end is many times faster than maintaining it row by row.
 */
async function deferIndexes(client: pg.ClientBase, table: string): Promise<() => Promise<void>> {
  const { rows } = await client.query<{ name: string; def: string }>(
    `SELECT i.relname AS name, pg_get_indexdef(x.indexrelid) AS def FROM pg_index x
     JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
     WHERE t.relname = $1 AND NOT x.indisunique AND NOT x.indisprimary`,
    [table],
  );
  for (const r of rows) await client.query(`DROP INDEX "${r.name}"`);
  return async () => {
    for (const r of rows) {
      const t = Date.now();
      await client.query(r.def);
      console.error(`  index ${r.name} rebuilt in ${((Date.now() - t) / 1000).toFixed(1)} s`);
    }
  };
}

async function load(
  client: pg.ClientBase,
  label: string,
  table: string,
  total: number,
  columns: Columns,
  row: (i: number, created: number) => unknown[],
  batchSize: number,
) {
  if (total <= 0) return;
  const rebuild = total >= 100_000 ? await deferIndexes(client, table) : null;
  const progress = new Progress(label, total);
  const end = Date.now() - 3600_000;
  const start = end - 5 * YEAR_MS;
  let pending: Promise<void> = Promise.resolve();
  for (let next = 0; next < total; ) {
    const from = next;
    const n = Math.min(batchSize, total - from);
    const rows: unknown[][] = [];
    // Rows are inserted in creation order, as a real table grows: the heap correlates with `created`.
    for (let i = from; i < from + n; i++) rows.push(row(i, start + ((end - start) * i) / total + Math.floor(Math.random() * 1000)));
    // The next batch is generated while the database stores this one.
    await pending;
    pending = insertBatch(client, table, columns, rows).then(() => progress.update(from + n));
    next += n;
  }
  await pending;
  progress.finish();
  await rebuild?.();
}

const common: Columns = {
  id: "text",
  slug: "text",
  category: "text",
  tags: "text[]",
  visibility: "text",
  visibleBy: "text[]",
  managedBy: "text[]",
  reportedBy: "text[]",
  createdBy: "text",
  created: "timestamptz",
  updated: "timestamptz",
  deleted: "timestamptz",
};

/** The columns every content model shares, in `common`'s order. */
function commonValues(random: Random, creators: Creator[], prefix: string, i: number, created: number, softDelete: boolean): unknown[] {
  const id = idAt(created, i);
  const creator = creators[Math.floor(random() * random() * creators.length)]; // a few prolific authors
  const visibility = visibilityFor(random);
  const others = () => creators[Math.floor(random() * creators.length)].id;
  const visibleBy = visibility === "custom" ? [others(), others()] : [];
  const managedBy = random() < 0.05 ? [others()] : [];
  const reportedBy = random() < 0.01 ? [others()] : [];
  const updated = random() < 0.2 ? created + random() * 30 * 24 * 3600 * 1000 : created;
  const deleted = softDelete && random() < 0.02 ? new Date(updated + 1000) : null;
  return [
    id,
    `${prefix}-${pickWord(random)}-${pickWord(random)}-${i.toString(36)}`,
    pickCategory(random),
    pgArray(tagsFor(random)),
    visibility,
    pgArray(visibleBy),
    pgArray(managedBy),
    pgArray(reportedBy),
    creator.id,
    new Date(created),
    new Date(Math.min(updated, Date.now())),
    deleted,
  ];
}

runScript(async (argv) => {
  const posts = intArg(argv, "--posts", 50_000);
  const articles = intArg(argv, "--articles", Math.ceil(posts / 50));
  const lessons = intArg(argv, "--lessons", Math.ceil(posts / 100));
  const bookings = intArg(argv, "--bookings", Math.ceil(posts / 20));
  const userCount = intArg(argv, "--users", 400);
  const batchSize = intArg(argv, "--batch", 5000);
  const pgliteDir = arg(argv, "--pglite");
  const databaseUrl = arg(argv, "--database-url") ?? (pgliteDir ? undefined : process.env.DATABASE_URL);
  if (!databaseUrl && !pgliteDir) throw new Error("Usage: npm run bench:seed -- --posts N (--database-url URL | --pglite DIR)");
  if (databaseUrl) await ensureDatabase(databaseUrl);

  const env = readEnv({
    ...process.env,
    DATABASE_URL: databaseUrl ?? "",
    PGLITE_DIR: pgliteDir ?? ".data/pglite",
    SEED_DEMO: "0",
    ADMIN_EMAIL: process.env.ADMIN_EMAIL ?? "admin@example.com",
    ADMIN_PASSWORD: process.env.ADMIN_PASSWORD ?? "admin-password-1",
  });
  const started = Date.now();
  const { db, applied } = await prepareDatabase(env, (url) => createPrismaClient(url, 2));
  if (applied.length) console.error(`Applied migrations: ${applied.join(", ")}`);
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  try {
    const existing = Number((await client.query(`SELECT count(*) AS n FROM (SELECT 1 FROM post LIMIT 1000) AS p`)).rows[0].n);
    if (existing > 10 && !flag(argv, "--truncate")) {
      throw new Error("Usage: this database already has posts: add --truncate to replace the benchmark data, or seed another database");
    }
    if (flag(argv, "--truncate")) {
      await client.query(`TRUNCATE post, article, lesson, booking, api_key`);
      await client.query(`DELETE FROM "user" WHERE NOT ('admin' = ANY(roles) AND slug = 'admin')`);
    }
    const random = rng(Number(arg(argv, "--seed") ?? 42));
    await client.query("SET maintenance_work_mem = '256MB'").catch(() => {});

    // Users: mostly members, some authors and moderators, a few admins; each with an API key.
    const creators: Creator[] = [];
    const userRows: unknown[][] = [];
    const keyRows: unknown[][] = [];
    const runTag = randomBytes(3).toString("hex");
    for (let i = 0; i < userCount; i++) {
      const x = random();
      const roles = x < 0.8 ? ["member"] : x < 0.92 ? ["content-creator"] : x < 0.98 ? ["moderator"] : ["admin"];
      const created = Date.now() - 5 * YEAR_MS + i * 60_000;
      const id = idAt(created, 0xb000000 + i);
      creators.push({ id, roles });
      userRows.push([
        id,
        `bench-user-${runTag}-${i}`,
        `bench-${runTag}-${i}@example.com`,
        `User ${i}`,
        pgArray(roles),
        id,
        new Date(created),
      ]);
      const key = `cpk_${randomBytes(32).toString("base64url")}`;
      keyRows.push([`k${id}`, id, "bench", key.slice(4, 16), createHash("sha256").update(key).digest("hex"), new Date(created)]);
    }
    await insertBatch(
      client,
      "user",
      { id: "text", slug: "text", email: "text", screenname: "text", roles: "text[]", createdBy: "text", created: "timestamptz" },
      userRows,
    );
    await insertBatch(
      client,
      "api_key",
      { id: "text", userId: "text", name: "text", prefix: "text", hash: "text", createdAt: "timestamptz" },
      keyRows,
    );
    console.error(`users: ${userCount} with API keys`);

    const postColumns: Columns = {
      ...common,
      content: "text",
      replyCount: "int",
      parentType: "text",
      parentId: "text",
      channel: "text",
      meta: "jsonb",
    };
    await load(
      client,
      "posts",
      "post",
      posts,
      postColumns,
      (i, created) => [
        ...commonValues(random, creators, "p", i, created, false),
        sentence(random, 8, 60),
        Math.floor(random() * random() * 40),
        random() < 0.8 ? "channel" : "post",
        random() < 0.3 ? idAt(created - 86_400_000, i) : null,
        `channel-${Math.floor(random() * random() * 30)}`,
        JSON.stringify(random() < 0.1 ? { pinned: true } : {}),
      ],
      batchSize,
    );
    const titled = (prefix: string) => (i: number, created: number) => [
      ...commonValues(random, creators, prefix, i, created, true),
      `${sentence(random, 3, 9).replace(/\.$/, "")}`,
      sentence(random, 15, 40),
    ];
    await load(client, "articles", "article", articles, { ...common, title: "text", summary: "text" }, titled("a"), batchSize);
    await load(client, "lessons", "lesson", lessons, { ...common, title: "text", description: "text" }, titled("l"), batchSize);
    const { slug: _s, tags: _t, category: _c, ...bookingCommon } = common;
    await load(
      client,
      "bookings",
      "booking",
      bookings,
      { ...bookingCommon, status: "text", checkin: "timestamptz", checkout: "timestamptz", adults: "int", description: "text" },
      (i, created) => {
        const [id, , , , ...rest] = commonValues(random, creators, "b", i, created, false);
        const checkin = created + random() * 60 * 86_400_000;
        const statuses = ["open", "pending", "confirmed", "paid", "checked-in", "checked-out", "cancelled", "rejected"];
        return [
          id,
          ...rest,
          statuses[Math.floor(random() * random() * statuses.length)],
          new Date(checkin),
          new Date(checkin + (1 + Math.floor(random() * 14)) * 86_400_000),
          1 + Math.floor(random() * 4),
          sentence(random, 5, 20),
        ];
      },
      batchSize,
    );

    const t = Date.now();
    console.error("VACUUM ANALYZE (visibility map for index-only scans, statistics for the planner)…");
    await client.query("VACUUM ANALYZE");
    console.error(`  ${((Date.now() - t) / 1000).toFixed(1)} s`);
    const total = posts + articles + lessons + bookings + userCount;
    const seconds = (Date.now() - started) / 1000;
    console.error(
      `Seeded ${total.toLocaleString("en")} rows in ${seconds.toFixed(1)} s (${Math.round(total / seconds).toLocaleString("en")} rows/s overall)`,
    );
  } finally {
    await client.end();
    await db.close();
  }
});
