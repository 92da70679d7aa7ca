/**
 * The `count` of a list page without scanning every matching row on every page.
 *
 * Each list runs its page query and, beside it, asks the planner for its row estimate of the same filter
 * (EXPLAIN: planning only, no scan, from the table statistics). Then:
 * - a short page is the end of the list: the count is exact without counting;
 * - when the planner expects more than ESTIMATE_ONLY_ABOVE matches, the count is its estimate;
 * - otherwise the database counts, but at most EXACT_COUNT_LIMIT + 1 rows
 *   (`SELECT count(*) FROM (SELECT 1 … LIMIT n + 1)`): exact up to EXACT_COUNT_LIMIT, the estimate beyond.
 * An estimate is never below what is known for sure, and the response says `countIsEstimate: true`. So the
 * cost of a count is bounded whatever the table size, and a client showing "page 3 of about 2,400" needs no
 * more; one that needs an exact figure narrows its filter below EXACT_COUNT_LIMIT.
 */
export const EXACT_COUNT_LIMIT = 10_000;
/** Above this planner estimate the capped count is skipped: its answer would almost surely be "more than the cap". */
export const ESTIMATE_ONLY_ABOVE = 2 * EXACT_COUNT_LIMIT;

export interface ListCount {
  count: number;
  /** true when `count` is the planner's estimate (more than EXACT_COUNT_LIMIT records match). */
  isEstimate: boolean;
}

interface PageFacts {
  /** Rows skipped before this page, rows it returned, and the page size asked for. */
  offset: number;
  pageRows: number;
  pageSize: number;
  /** The planner's estimate of the matching rows (null when it could not be read). */
  estimate: number | null;
}

/** The page alone tells the count: a short non-empty page, or an empty first page. */
const pageTellsCount = (f: PageFacts) => (f.pageRows > 0 && f.pageRows < f.pageSize) || (f.pageRows === 0 && f.offset === 0);

/** Whether the capped count must run (it is skipped when the page or a large estimate already answers). */
export function needsCappedCount(f: PageFacts, estimateOnlyAbove = ESTIMATE_ONLY_ABOVE): boolean {
  if (pageTellsCount(f)) return false;
  return f.estimate === null || !Number.isFinite(f.estimate) || f.estimate <= estimateOnlyAbove;
}

/**
 * Decides the count from what the queries returned. `bounded`: the capped count (at most limit + 1), or
 * null when it was not run.
 */
export function decideCount(f: PageFacts & { bounded: number | null; limit?: number }): ListCount {
  const limit = f.limit ?? EXACT_COUNT_LIMIT;
  if (pageTellsCount(f)) return { count: f.offset + f.pageRows, isEstimate: false };
  if (f.bounded !== null && f.bounded <= limit) return { count: f.bounded, isEstimate: false };
  // Past the cap (or not counted): the estimate, floored by what is known for sure.
  const atLeast = Math.max(f.bounded !== null ? limit + 1 : 0, f.offset + f.pageRows, 1);
  const estimate = f.estimate !== null && Number.isFinite(f.estimate) ? Math.round(f.estimate) : 0;
  let count = Math.max(estimate, atLeast);
  // An empty page past the end: at most `offset` records match.
  if (f.pageRows === 0 && f.offset > 0) count = Math.min(count, Math.max(f.offset, atLeast));
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
