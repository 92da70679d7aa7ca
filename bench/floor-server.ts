/**
 * The floor: the least a server can do to answer the benchmark's requests correctly. node:http and a pg
 * Pool of the app's size, no framework, no ORM, but the SAME SQL as the app for the same request: the
 * API-key lookup by prefix with a constant-time hash compare (and the once-a-minute lastUsedAt write), the
 * visibility condition, the page query and the capped count (+ planner estimate), the read by id or slug,
 * INSERT … RETURNING, and the If-Match transaction (SELECT … FOR UPDATE, UPDATE … RETURNING).
 *
 * It understands only what the benchmark sends (posts; `where` on one field by equality or $regex) and is
 * not an API: it exists so every figure of the app can be printed as a ratio to it.
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import http from "node:http";
import pg from "pg";
import { decideCount, EXACT_COUNT_LIMIT, needsCappedCount, planRows } from "../lib/query/count";

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });

/** post's fields in registry order (for the ETag) and the ones a member may read (Public). */
const FIELDS = [
  "id",
  "category",
  "content",
  "slug",
  "replyCount",
  "parentType",
  "parentId",
  "photo",
  "task",
  "attachment",
  "tags",
  "meta",
  "visibility",
  "channel",
  "visibleBy",
  "reportedBy",
  "createdBy",
  "updated",
  "created",
  "deleted",
  "attributes",
  "managedBy",
];
const HIDDEN = new Set(["reportedBy", "deleted"]);

type Row = Record<string, unknown> & { id: string; createdBy: string | null };
interface Caller {
  id: string;
  roles: string[];
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(code);
  }
}

const wire = (v: unknown) => (v instanceof Date ? v.toISOString() : v === undefined ? null : v);
function etagOf(row: Row): string {
  const hash = createHash("sha256");
  for (const f of FIELDS) hash.update(JSON.stringify(wire(row[f]) ?? null)).update("\u0000");
  return `"${hash.digest("base64url").slice(0, 27)}"`;
}
function toRecord(row: Row, caller: Caller): Record<string, unknown> {
  const moderator = caller.roles.includes("moderator") || caller.roles.includes("admin");
  const out: Record<string, unknown> = { _id: row.id };
  for (const f of FIELDS) {
    if (f === "id" || (HIDDEN.has(f) && !moderator)) continue;
    out[f] = wire(row[f]);
  }
  return out;
}

const KEY_PATTERN = /^cpk_[A-Za-z0-9_-]{43}$/;
async function authenticate(header: string | undefined): Promise<Caller> {
  const key = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "")?.[1];
  if (!key || !KEY_PATTERN.test(key)) throw new HttpError(401, "unauthorized");
  const { rows } = await pool.query(
    `SELECT k."id", k."hash", k."revokedAt", k."expiresAt", k."lastUsedAt",
      u."id" AS "userId", u."roles", c."disabledAt"
    FROM "api_key" k JOIN "user" u ON u."id" = k."userId" LEFT JOIN "user_credential" c ON c."userId" = u."id"
    WHERE k."prefix" = $1`,
    [key.slice(4, 16)],
  );
  const row = rows[0];
  const matches = timingSafeEqual(Buffer.from(row?.hash ?? "0".repeat(64), "hex"), createHash("sha256").update(key).digest());
  const now = new Date();
  if (!row || !matches || row.revokedAt || (row.expiresAt && row.expiresAt <= now) || row.disabledAt)
    throw new HttpError(401, "unauthorized");
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > 60_000) {
    pool.query(`UPDATE "api_key" SET "lastUsedAt" = $1 WHERE "id" = $2`, [now, row.id]).catch(() => {});
  }
  return { id: row.userId, roles: row.roles };
}

/** lib/query/visibility-sql.ts for a member, with parameters from $n on. */
const visibility = (n: number) =>
  `("visibility" = 'public' OR "createdBy" = $${n}
    OR ("visibility" IN ('custom', 'private') AND $${n + 1} = ANY("managedBy"))
    OR ("visibility" = 'custom' AND $${n + 2} = ANY("visibleBy")))`;

async function list(caller: Caller, search: URLSearchParams) {
  const limit = Number(search.get("limit") ?? 20);
  const page = Number(search.get("page") ?? 1);
  const where = JSON.parse(search.get("where") ?? "{}") as Record<string, unknown>;
  const values: unknown[] = [caller.id, caller.id, caller.id];
  let filter = `(${visibility(1)}) AND ("deleted" IS NULL) AND `;
  const [field, value] = Object.entries(where)[0] ?? [];
  if (field === "tags") {
    values.push(value);
    filter += `(("tags" @> ARRAY[$4]::text[]))`;
  } else if (field === "content") {
    const { $regex, $options } = value as { $regex: string; $options?: string };
    values.push($regex);
    filter += `((("content" ${$options === "i" ? "~*" : "~"} $4)))`;
  } else {
    filter += "TRUE";
  }
  const n = values.length;
  const offset = (page - 1) * limit;
  const [pageRows, plan] = await Promise.all([
    pool.query(`SELECT * FROM "post" WHERE ${filter} ORDER BY "created" DESC, "id" DESC LIMIT $${n + 1} OFFSET $${n + 2}`, [
      ...values,
      limit,
      offset,
    ]),
    pool.query(`EXPLAIN (FORMAT JSON) SELECT 1 FROM "post" WHERE ${filter}`, values),
  ]);
  const rows = pageRows.rows as Row[];
  const facts = { offset, pageRows: rows.length, pageSize: limit, estimate: planRows(plan.rows) };
  const bounded = needsCappedCount(facts)
    ? Number(
        (
          await pool.query(`SELECT count(*) AS count FROM (SELECT 1 FROM "post" WHERE ${filter} LIMIT $${n + 1}) AS capped`, [
            ...values,
            EXACT_COUNT_LIMIT + 1,
          ])
        ).rows[0].count,
      )
    : null;
  const { count, isEstimate } = decideCount({ ...facts, bounded });
  return { results: rows.map((r) => toRecord(r, caller)), count, countIsEstimate: isEstimate, page };
}

/** lib/operations/records.ts findOne. */
const FIND_ONE = (
  forUpdate: boolean,
) => `SELECT * FROM "post" WHERE (("id" = $1 OR "slug" = $2)) AND ("deleted" IS NULL) AND (${visibility(3)})
    ORDER BY ("id" = $6) DESC LIMIT 1${forUpdate ? " FOR UPDATE" : ""}`;

async function read(caller: Caller, idOrSlug: string): Promise<Row> {
  const { rows } = await pool.query(FIND_ONE(false), [idOrSlug, idOrSlug, caller.id, caller.id, caller.id, idOrSlug]);
  if (!rows[0]) throw new HttpError(404, "not_found");
  return rows[0];
}

let counter = randomBytes(3).readUIntBE(0, 3);
const processPart = randomBytes(5).toString("hex");
function newId(now: number) {
  counter = (counter + 1) % 0xffffff;
  return (
    Math.floor(now / 1000)
      .toString(16)
      .padStart(8, "0") +
    processPart +
    counter.toString(16).padStart(6, "0")
  );
}

async function create(caller: Caller, body: Record<string, unknown>): Promise<Row> {
  if (typeof body.slug !== "string") throw new HttpError(400, "validation_failed");
  const now = new Date();
  const { rows } = await pool.query(
    `INSERT INTO "post" ("id","content","slug","parentType","tags","meta","visibility","visibleBy","reportedBy","createdBy","updated","created","attributes","managedBy")
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14) RETURNING *`,
    [
      newId(now.getTime()),
      body.content ?? null,
      body.slug,
      "channel",
      body.tags ?? [],
      JSON.stringify(body.meta ?? {}),
      "public",
      [],
      [],
      caller.id,
      now,
      now,
      "[]",
      [],
    ],
  );
  return rows[0];
}

async function patch(caller: Caller, idOrSlug: string, ifMatch: string | undefined, body: Record<string, unknown>): Promise<Row> {
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    const { rows } = await client.query(FIND_ONE(true), [idOrSlug, idOrSlug, caller.id, caller.id, caller.id, idOrSlug]);
    const row = rows[0] as Row | undefined;
    if (!row) throw new HttpError(404, "not_found");
    if (row.createdBy !== caller.id) throw new HttpError(403, "forbidden");
    if (ifMatch !== undefined && ifMatch !== etagOf(row)) throw new HttpError(412, "precondition_failed");
    const updated = await client.query(`UPDATE "post" SET "content" = $1, "updated" = $2 WHERE "id" = $3 RETURNING *`, [
      body.content,
      new Date(),
      row.id,
    ]);
    await client.query("COMMIT");
    return updated.rows[0];
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

async function readBody(req: http.IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}");
}

function send(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = JSON.stringify(body);
  res.writeHead(status, { "Content-Type": "application/json; charset=utf-8", "Content-Length": Buffer.byteLength(text), ...headers });
  res.end(text);
}

const server = http.createServer(async (req, res) => {
  try {
    const url = new URL(req.url ?? "/", "http://floor");
    const parts = url.pathname.split("/").filter(Boolean); // ["api", "posts", id?]
    if (parts[1] === "health") return send(res, 200, { status: "ok" });
    if (parts[0] !== "api" || (parts[1] !== "posts" && parts[1] !== "post")) throw new HttpError(404, "not_found");
    const caller = await authenticate(req.headers.authorization);
    const id = parts[2] ? decodeURIComponent(parts[2]) : undefined;
    if (!id && req.method === "GET") return send(res, 200, await list(caller, url.searchParams), { "Cache-Control": "private, no-cache" });
    if (!id && req.method === "POST") {
      const row = await create(caller, await readBody(req));
      return send(res, 201, toRecord(row, caller), { ETag: etagOf(row), Location: `/api/posts/${row.id}` });
    }
    if (id && req.method === "GET") {
      const row = await read(caller, id);
      return send(res, 200, toRecord(row, caller), { ETag: etagOf(row), "Cache-Control": "private, no-cache" });
    }
    if (id && req.method === "PATCH") {
      const row = await patch(caller, id, req.headers["if-match"], await readBody(req));
      return send(res, 200, toRecord(row, caller), { ETag: etagOf(row), "Cache-Control": "private, no-cache" });
    }
    throw new HttpError(405, "method_not_allowed");
  } catch (error) {
    if (error instanceof HttpError) return send(res, error.status, { error: error.code, message: error.code, details: [] });
    if ((error as { code?: string }).code === "23505") return send(res, 409, { error: "slug_taken", message: "slug_taken", details: [] });
    console.error(error);
    send(res, 500, { error: "internal", message: "internal", details: [] });
  }
});
server.keepAliveTimeout = 60_000;
server.listen(Number(process.env.PORT ?? 3999), "127.0.0.1", () => console.log(`floor on ${process.env.PORT}`));
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.close(() => pool.end().then(() => process.exit(0))));
