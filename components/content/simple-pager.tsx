"use client";

import { button } from "@/components/ui/styles";

/** Previous/next paging for the compact lists of the content pages. */
export function SimplePager({
  label,
  page,
  pageSize,
  count,
  onPage,
}: {
  label: string;
  page: number;
  pageSize: number;
  count: number;
  onPage: (p: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(count / pageSize));
  if (count <= pageSize) return null;
  return (
    <nav aria-label={`${label} pages`} className="mt-2 flex items-center gap-2 text-sm">
      <button type="button" className={button.secondary} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span aria-live="polite">
        Page {page} of {pages}
      </span>
      <button type="button" className={button.secondary} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}
