import { describe, expect, it } from "vitest";
import { decideCount, EXACT_COUNT_LIMIT, planRows } from "../../lib/query/count";

const page = { offset: 0, pageRows: 20, pageSize: 20 };

describe("decideCount", () => {
  it("is exact up to the cap", () => {
    expect(decideCount({ ...page, bounded: 0, pageRows: 0 })).toEqual({ count: 0, isEstimate: false });
    expect(decideCount({ ...page, bounded: 7, pageRows: 7 })).toEqual({ count: 7, isEstimate: false });
    expect(decideCount({ ...page, bounded: EXACT_COUNT_LIMIT })).toEqual({ count: EXACT_COUNT_LIMIT, isEstimate: false });
  });

  it("past the cap takes the planner's estimate and says so", () => {
    expect(decideCount({ ...page, bounded: EXACT_COUNT_LIMIT + 1, estimate: 123_456.7 })).toEqual({ count: 123_457, isEstimate: true });
  });

  it("never estimates below what is known: more than the cap, and everything up to this full page", () => {
    expect(decideCount({ ...page, bounded: EXACT_COUNT_LIMIT + 1, estimate: 50 })).toEqual({
      count: EXACT_COUNT_LIMIT + 1,
      isEstimate: true,
    });
    expect(decideCount({ ...page, bounded: EXACT_COUNT_LIMIT + 1, estimate: null })).toEqual({
      count: EXACT_COUNT_LIMIT + 1,
      isEstimate: true,
    });
    expect(decideCount({ offset: 40_000, pageRows: 20, pageSize: 20, bounded: EXACT_COUNT_LIMIT + 1, estimate: 30_000 })).toEqual({
      count: 40_020,
      isEstimate: true,
    });
  });

  it("a short page is the end of the list: exact, whatever the cap", () => {
    expect(decideCount({ offset: 12_000, pageRows: 5, pageSize: 20, bounded: EXACT_COUNT_LIMIT + 1, estimate: 99_999 })).toEqual({
      count: 12_005,
      isEstimate: false,
    });
  });

  it("an empty page past the end caps the estimate at the offset", () => {
    expect(decideCount({ offset: 20_000, pageRows: 0, pageSize: 20, bounded: EXACT_COUNT_LIMIT + 1, estimate: 1_000_000 })).toEqual({
      count: 20_000,
      isEstimate: true,
    });
  });

  it("honours a different cap", () => {
    expect(decideCount({ ...page, bounded: 101, estimate: 5000, limit: 100 })).toEqual({ count: 5000, isEstimate: true });
  });
});

describe("planRows", () => {
  const plan = [{ Plan: { "Node Type": "Seq Scan", "Plan Rows": 4242 } }];
  it("reads the top node's estimate from EXPLAIN (FORMAT JSON) rows, parsed or not", () => {
    expect(planRows([{ "QUERY PLAN": plan }])).toBe(4242);
    expect(planRows([{ "QUERY PLAN": JSON.stringify(plan) }])).toBe(4242);
    expect(planRows(plan)).toBe(4242);
  });
  it("returns null for anything else", () => {
    expect(planRows([])).toBeNull();
    expect(planRows([{ "QUERY PLAN": "not json" }])).toBeNull();
    expect(planRows(null)).toBeNull();
  });
});
