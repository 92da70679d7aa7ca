import { describe, expect, it } from "vitest";
import { decideCount, ESTIMATE_ONLY_ABOVE, EXACT_COUNT_LIMIT, needsCappedCount, planRows } from "../../lib/query/count";

const fullPage = { offset: 0, pageRows: 20, pageSize: 20, estimate: 100 };

describe("needsCappedCount", () => {
  it("is skipped when the page tells the count: a short page, or an empty first page", () => {
    expect(needsCappedCount({ ...fullPage, pageRows: 7 })).toBe(false);
    expect(needsCappedCount({ ...fullPage, pageRows: 0 })).toBe(false);
  });
  it("is skipped when the planner expects far more than the cap", () => {
    expect(needsCappedCount({ ...fullPage, estimate: ESTIMATE_ONLY_ABOVE + 1 })).toBe(false);
  });
  it("runs for full pages when the estimate is near or below the cap, or unknown", () => {
    expect(needsCappedCount({ ...fullPage, estimate: 3 })).toBe(true);
    expect(needsCappedCount({ ...fullPage, estimate: ESTIMATE_ONLY_ABOVE })).toBe(true);
    expect(needsCappedCount({ ...fullPage, estimate: null })).toBe(true);
    expect(needsCappedCount({ ...fullPage, offset: 40, pageRows: 0 })).toBe(true);
  });
});

describe("decideCount", () => {
  it("is exact from the page alone at the end of the list", () => {
    expect(decideCount({ ...fullPage, pageRows: 0, bounded: null })).toEqual({ count: 0, isEstimate: false });
    expect(decideCount({ ...fullPage, pageRows: 7, bounded: null })).toEqual({ count: 7, isEstimate: false });
    expect(decideCount({ offset: 12_000, pageRows: 5, pageSize: 20, estimate: 99_999, bounded: null })).toEqual({
      count: 12_005,
      isEstimate: false,
    });
  });

  it("is exact up to the cap", () => {
    expect(decideCount({ ...fullPage, bounded: 25 })).toEqual({ count: 25, isEstimate: false });
    expect(decideCount({ ...fullPage, bounded: EXACT_COUNT_LIMIT })).toEqual({ count: EXACT_COUNT_LIMIT, isEstimate: false });
  });

  it("past the cap, or when the planner expects far more, is the estimate and says so", () => {
    expect(decideCount({ ...fullPage, estimate: 123_456.7, bounded: null })).toEqual({ count: 123_457, isEstimate: true });
    expect(decideCount({ ...fullPage, estimate: 15_000, bounded: EXACT_COUNT_LIMIT + 1 })).toEqual({ count: 15_000, isEstimate: true });
  });

  it("never estimates below what is known: more than the cap, and everything up to this full page", () => {
    expect(decideCount({ ...fullPage, estimate: 50, bounded: EXACT_COUNT_LIMIT + 1 })).toEqual({
      count: EXACT_COUNT_LIMIT + 1,
      isEstimate: true,
    });
    expect(decideCount({ ...fullPage, estimate: null, bounded: EXACT_COUNT_LIMIT + 1 })).toEqual({
      count: EXACT_COUNT_LIMIT + 1,
      isEstimate: true,
    });
    expect(decideCount({ offset: 40_000, pageRows: 20, pageSize: 20, bounded: null, estimate: 30_000 })).toEqual({
      count: 40_020,
      isEstimate: true,
    });
  });

  it("an empty page past the end caps the estimate at the offset", () => {
    expect(decideCount({ offset: 20_000, pageRows: 0, pageSize: 20, bounded: EXACT_COUNT_LIMIT + 1, estimate: 1_000_000 })).toEqual({
      count: 20_000,
      isEstimate: true,
    });
  });

  it("honours a different cap", () => {
    expect(decideCount({ ...fullPage, bounded: 101, estimate: 5000, limit: 100 })).toEqual({ count: 5000, isEstimate: true });
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
