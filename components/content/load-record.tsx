"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import type { ReactNode } from "react";
import { useAdmin } from "@/components/admin/AdminContext";
import { button, cx, focusRing } from "@/components/ui/styles";
import { canSeeTrash } from "@/lib/auth/permissions";
import { ApiClientError, type ApiRecord, api, queryKeys } from "@/lib/client/api";
import type { ModelDef } from "@/lib/models";

/** Breadcrumb and heading of a content editor page. */
export function EditorHeader({ model, title }: { model: ModelDef; title: string }) {
  return (
    <div className="mb-6">
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link href={`/admin/${model.plural}`} className={cx("text-blue-700 hover:underline dark:text-blue-400", focusRing)}>
          {model.label}
        </Link>
        <span aria-hidden="true"> / </span>
      </nav>
      <h1 className="text-2xl font-semibold break-all">{title}</h1>
    </div>
  );
}

/** Loads the record of an edit page (moderators also see it in the trash) and renders loading/error states. */
export function WithRecord({
  model,
  id,
  children,
}: {
  model: ModelDef;
  id: string;
  children: (record: ApiRecord, etag: string | null) => ReactNode;
}) {
  const { caller } = useAdmin();
  const trash = model.methods.includes("SOFT_DELETE") && canSeeTrash(caller);
  const query = useQuery({
    queryKey: queryKeys.record(model.plural, id),
    queryFn: ({ signal }) => api.get(model.plural, id, { deleted: trash, signal }),
    // The editor owns its copy once loaded: a background refetch must not reset what is being typed.
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (query.isPending) {
    return (
      <div aria-busy="true" role="status" aria-label="Loading" className="space-y-4">
        <div className="h-8 w-64 animate-pulse rounded bg-slate-200 dark:bg-slate-700" />
        <div className="h-64 animate-pulse rounded bg-slate-100 dark:bg-slate-800" />
      </div>
    );
  }
  if (query.isError) {
    const notFound = query.error instanceof ApiClientError && query.error.status === 404;
    return (
      <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-4 text-sm dark:border-red-800 dark:bg-red-950/50">
        <p className="font-medium">
          {notFound ? `This ${model.name} does not exist or you may not see it.` : "Could not load the record."}
        </p>
        {!notFound && <p className="mt-1">{query.error.message}</p>}
        <div className="mt-3 flex gap-2">
          {!notFound && (
            <button type="button" className={button.secondary} onClick={() => query.refetch()}>
              Retry
            </button>
          )}
          <Link href={`/admin/${model.plural}`} className={button.ghost}>
            Back to {model.label.toLowerCase()}
          </Link>
        </div>
      </div>
    );
  }
  return <>{children(query.data.data, query.data.etag)}</>;
}
