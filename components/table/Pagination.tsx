"use client";

import { useId } from "react";
import { button, input } from "@/components/ui/styles";
import { PAGE_SIZES } from "./url-state";

export function Pagination({
  page,
  pageSize,
  count,
  onPage,
  onPageSize,
}: {
  page: number;
  pageSize: number;
  count: number | undefined;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}) {
  const sizeId = useId();
  const pages = count === undefined ? undefined : Math.max(1, Math.ceil(count / pageSize));
  const first = count ? (page - 1) * pageSize + 1 : 0;
  const last = count ? Math.min(count, page * pageSize) : 0;
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center gap-3 text-sm">
      <p aria-live="polite" data-testid="pagination-summary">
        {count === undefined ? "…" : count === 0 ? "No records" : `${first}–${last} of ${count}`}
      </p>
      <div className="flex items-center gap-1">
        <button type="button" className={button.secondary} onClick={() => onPage(1)} disabled={page <= 1} aria-label="First page">
          «
        </button>
        <button type="button" className={button.secondary} onClick={() => onPage(page - 1)} disabled={page <= 1} aria-label="Previous page">
          ‹ Prev
        </button>
        <span className="px-2 tabular-nums" aria-current="page">
          Page {page}
          {pages !== undefined && ` of ${pages}`}
        </span>
        <button
          type="button"
          className={button.secondary}
          onClick={() => onPage(page + 1)}
          disabled={pages === undefined || page >= pages}
          aria-label="Next page"
        >
          Next ›
        </button>
        <button
          type="button"
          className={button.secondary}
          onClick={() => pages && onPage(pages)}
          disabled={pages === undefined || page >= pages}
          aria-label="Last page"
        >
          »
        </button>
      </div>
      <div className="flex items-center gap-2">
        <label htmlFor={sizeId} className="whitespace-nowrap">
          Rows per page
        </label>
        <select id={sizeId} className={`${input} w-auto`} value={pageSize} onChange={(e) => onPageSize(Number(e.target.value))}>
          {PAGE_SIZES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </div>
    </nav>
  );
}
