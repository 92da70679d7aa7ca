/**
 * The `count` of a list page without scanning every matching row on every page.
 *
 * Up to EXACT_COUNT_LIMIT matches the count is exact: the database counts at most EXACT_COUNT_LIMIT + 1 rows
 * (`SELECT count(*) FROM (SELECT 1 … LIMIT n + 1)`), so its cost is bounded whatever the table size.
 * Beyond that the count is PostgreSQL's planner estimate for the same filter (from the table statistics,
 * no scan), never less than what is known for sure, and the response says `countIsEstimate: true`.
 * A client showing "page 3 of about 2,400" needs no more; one needing an exact figure narrows the filter.
 */
export const EXACT_COUNT_LIMIT = 10_000;

export interface ListCount {
  count: number;
  /** true when `count` is the planner's estimate (more than EXACT_COUNT_LIMIT records match). */
  isEstimate: boolean;
}

/**
 * Decides the count from what the queries returned.
 * `bounded`: the capped count (at most limit + 1). `offset`, `pageRows`: the page asked for and the number of
 * rows it returned. `estimate`: the planner's row estimate, asked for only when the cap was exceeded.
 */
export function decideCount(input: {
  bounded: number;
  offset: number;
  pageRows: number;
  pageSize: number;
  estimate?: number | null;
  limit?: number;
}): ListCount {
  const limit = input.limit ?? EXACT_COUNT_LIMIT;
  // A short, non-empty page is the end of the list: the count is known exactly, whatever the cap said.
  if (input.pageRows > 0 && input.pageRows < input.pageSize) return { count: input.offset + input.pageRows, isEstimate: false };
  if (input.bounded <= limit) return { count: input.bounded, isEstimate: false };
  // More than `limit` match (and at least everything up to the end of this page): the estimate, floored by that.
  const atLeast = Math.max(limit + 1, input.offset + input.pageRows);
  const estimate = Number.isFinite(input.estimate) ? Math.round(input.estimate as number) : 0;
  let count = Math.max(estimate, atLeast);
  // An empty page past the end: fewer than `offset` records match.
  if (input.pageRows === 0 && input.offset > 0) count = Math.min(count, Math.max(input.offset, limit + 1));
  return { count, isEstimate: true };
}

/** The top plan node's row estimate from `EXPLAIN (FORMAT JSON)` output, however the driver returned it. */
export function planRows(explain: unknown): number | null {
  let value = explain;
  if (Array.isArray(value)) value = value[0];
  if (value && typeof value === "object" && "QUERY PLAN" in value) value = (value as Record<string, unknown>)["QUERY PLAN"];
  if (typeof value === "string") {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (Array.isArray(value)) value = value[0];
  const rows = (value as { Plan?: { "Plan Rows"?: unknown } } | null)?.Plan?.["Plan Rows"];
  return typeof rows === "number" ? rows : null;
}
