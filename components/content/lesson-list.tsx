"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useId, useState } from "react";
import { useAdmin } from "@/components/admin/AdminContext";
import type { ModelListProps } from "@/components/form/overrides";
import { formatDate } from "@/components/table/cells";
import { button, cx, focusRing } from "@/components/ui/styles";
import { canCreate, canSeeTrash } from "@/lib/auth/permissions";
import { api, queryKeys } from "@/lib/client/api";
import { findModel, type ModelDef } from "@/lib/models";
import { SimplePager } from "./simple-pager";

const PAGE_SIZE = 20;

/** listOverrides.lesson: an author's own lessons first, then everyone else's. */
export function LessonList(_: ModelListProps) {
  const model = findModel("lesson") as ModelDef;
  const { caller } = useAdmin();
  return (
    <div className="space-y-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">Lessons</h1>
        <div className="flex gap-2">
          {canSeeTrash(caller) && (
            <Link href="/admin/trash?model=lesson" className={button.secondary}>
              Trash
            </Link>
          )}
          {canCreate(caller, model) && (
            <Link href="/admin/lessons/new" className={button.primary}>
              New lesson
            </Link>
          )}
        </div>
      </div>
      <LessonSection model={model} title="My lessons" where={{ createdBy: caller.id }} empty="You have not written a lesson yet." />
      <LessonSection model={model} title="Other lessons" where={{ createdBy: { $ne: caller.id } }} empty="No other lessons." />
    </div>
  );
}

function LessonSection({ model, title, where, empty }: { model: ModelDef; title: string; where: Record<string, unknown>; empty: string }) {
  const [page, setPage] = useState(1);
  const headingId = useId();
  const params = new URLSearchParams({
    where: JSON.stringify(where),
    sort_by: "-updated",
    limit: String(PAGE_SIZE),
    page: String(page),
    fields: "title,slug,paid,visibility,category,updated,createdBy",
  }).toString();
  const query = useQuery({
    queryKey: queryKeys.list(model.plural, params),
    queryFn: ({ signal }) => api.list(model.plural, new URLSearchParams(params), signal),
    placeholderData: keepPreviousData,
  });
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-3 text-lg font-semibold">
        {title}
        {query.data && <span className="ml-2 text-sm font-normal text-slate-500">({query.data.count})</span>}
      </h2>
      {query.isPending ? (
        <p role="status">Loading…</p>
      ) : query.isError ? (
        <p role="alert" className="text-red-700 dark:text-red-400">
          Could not load lessons: {query.error.message}
        </p>
      ) : query.data.results.length === 0 ? (
        <p className="text-sm text-slate-500">{empty}</p>
      ) : (
        <div className="overflow-x-auto rounded-md border border-slate-200 dark:border-slate-700">
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-50 dark:bg-slate-900">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Title
                </th>
                <th scope="col" className="px-3 py-2">
                  Category
                </th>
                <th scope="col" className="px-3 py-2">
                  Paid
                </th>
                <th scope="col" className="px-3 py-2">
                  Visibility
                </th>
                <th scope="col" className="px-3 py-2">
                  Updated
                </th>
              </tr>
            </thead>
            <tbody>
              {query.data.results.map((lesson) => (
                <tr key={lesson._id} className="border-t border-slate-200 dark:border-slate-700">
                  <td className="px-3 py-2">
                    <Link
                      href={`/admin/lessons/${encodeURIComponent(lesson._id)}`}
                      className={cx("font-medium text-blue-700 hover:underline dark:text-blue-400", focusRing)}
                    >
                      {String(lesson.title ?? lesson.slug ?? lesson._id)}
                    </Link>
                    <div className="text-xs text-slate-500">{String(lesson.slug ?? "")}</div>
                  </td>
                  <td className="px-3 py-2">{String(lesson.category ?? "—")}</td>
                  <td className="px-3 py-2">{lesson.paid ? "Paid" : "Free"}</td>
                  <td className="px-3 py-2">{String(lesson.visibility ?? "public")}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{formatDate(lesson.updated) ?? "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {query.data && <SimplePager label={title} page={page} pageSize={PAGE_SIZE} count={query.data.count} onPage={setPage} />}
    </section>
  );
}
