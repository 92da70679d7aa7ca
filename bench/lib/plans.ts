import pg from "pg";
import type { Caller } from "../../lib/auth/caller";
import { findModel } from "../../lib/models";
import { findOneQuery, listQueries } from "../../lib/operations/records";
import { needsCappedCount, planRows } from "../../lib/query/count";
import type { Fixture } from "./fixture";
import { type Scenario, searchOf } from "./scenarios";

/**
 * EXPLAIN (ANALYZE, BUFFERS) of the exact SQL the app sends for each benchmarked request: the list
 * statements come from lib/operations/records.ts listQueries / findOneQuery with the benchmark caller, so the
 * plans cannot drift from the code. Writes run inside a transaction that is rolled back.
 */
export interface PlanSummary {
  scenario: string;
  statement: string;
  /** Scan nodes on the table, e.g. "Index Scan using post_created_id_idx". */
  access: string[];
  seqScan: boolean;
  executionMs: number | null;
  planningMs: number | null;
  text: string;
}

const AUTH_SQL = `SELECT k."id", k."hash", k."revokedAt", k."expiresAt", k."lastUsedAt",
      u."id" AS "userId", u."roles", c."disabledAt"
    FROM "api_key" k JOIN "user" u ON u."id" = k."userId" LEFT JOIN "user_credential" c ON c."userId" = u."id"
    WHERE k."prefix" = $1`;

function summarise(scenario: string, statement: string, text: string): PlanSummary {
  const access = [
    ...new Set(
      text
        .split("\n")
        .map(
          (l) =>
            /((?:Parallel )?(?:Seq Scan|Index Only Scan|Index Scan(?: Backward)?|Bitmap Index Scan)(?: using \S+)? on \S+)/.exec(l)?.[1],
        )
        .filter((x): x is string => !!x),
    ),
  ];
  const ms = (label: string) => {
    const m = new RegExp(`${label} Time: ([\\d.]+) ms`).exec(text);
    return m ? Number(m[1]) : null;
  };
  return {
    scenario,
    statement,
    access,
    seqScan: access.some((a) => a.includes("Seq Scan on post")),
    executionMs: ms("Execution"),
    planningMs: ms("Planning"),
    text,
  };
}

export async function capturePlans(databaseUrl: string, fixture: Fixture, scenarios: Scenario[]): Promise<PlanSummary[]> {
  const post = findModel("post");
  if (!post) throw new Error("post model missing");
  const caller: Caller = { id: fixture.userId, roles: ["member"], via: "key" };
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const out: PlanSummary[] = [];
  const explain = async (scenario: string, statement: string, sql: { text: string; values: unknown[] }, write = false) => {
    // Twice: the first run warms the cache, the second is the one reported. Writes are rolled back.
    let text = "";
    for (let i = 0; i < 2; i++) {
      if (write) await client.query("BEGIN");
      try {
        const res = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${sql.text}`, sql.values);
        text = res.rows.map((r) => r["QUERY PLAN"]).join("\n");
      } finally {
        if (write) await client.query("ROLLBACK");
      }
    }
    out.push(summarise(scenario, statement, text));
  };
  try {
    await explain("(every request)", "API key lookup", { text: AUTH_SQL, values: [fixture.key.slice(4, 16)] });
    for (const s of scenarios) {
      if (s.kind === "list") {
        const q = listQueries(caller, post, searchOf(s));
        await explain(s.name, "page", q.page);
        // Whether the app runs the capped count for this request depends on the planner's estimate.
        const estimate = planRows((await client.query(q.estimate.text, q.estimate.values)).rows);
        const runs = needsCappedCount({ offset: q.offset, pageRows: q.params.limit, pageSize: q.params.limit, estimate });
        await explain(
          s.name,
          `capped count (${runs ? "runs" : "skipped"}: planner estimate ${Math.round(estimate ?? 0).toLocaleString("en")})`,
          q.count,
        );
        // The uncapped count(*) the app ran before the cap (now it only plans this statement for the estimate).
        const uncapped = q.estimate.text.replace(/^EXPLAIN \(FORMAT JSON\) SELECT 1/, "SELECT count(*)");
        await explain(s.name, "uncapped count(*) (before; not run now)", { text: uncapped, values: q.estimate.values });
      } else if (s.name === "read-slug") {
        await explain(s.name, "read by slug", findOneQuery(caller, post, fixture.slugs[0]));
      } else if (s.name === "patch") {
        await explain(s.name, "SELECT … FOR UPDATE", findOneQuery(caller, post, fixture.ownIds[0], { forUpdate: true }), true);
        await explain(
          s.name,
          "UPDATE … RETURNING",
          { text: `UPDATE "post" SET "content" = $1, "updated" = now() WHERE "id" = $2 RETURNING *`, values: ["x", fixture.ownIds[0]] },
          true,
        );
      } else if (s.name === "create") {
        await explain(
          s.name,
          "INSERT … RETURNING",
          {
            text: `INSERT INTO "post" ("id", "slug", "content", "tags", "createdBy") VALUES ($1, $2, $3, $4, $5) RETURNING *`,
            values: ["ffffffffffffffffffffffff", "bench-plan-probe", "x", ["bench"], fixture.userId],
          },
          true,
        );
      }
    }
  } finally {
    await client.end();
  }
  return out;
}
