"use client";

import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useId, useState } from "react";
import { toast } from "sonner";
import { useAdmin } from "@/components/admin/AdminContext";
import { formatDate, truncate } from "@/components/table/cells";
import { ConfirmDialog } from "@/components/ui/ConfirmDialog";
import { button, cx, focusRing } from "@/components/ui/styles";
import { type AccessRecord, canDelete, canRestore } from "@/lib/auth/permissions";
import { type ApiRecord, api, queryKeys } from "@/lib/client/api";
import { type ModelDef, models } from "@/lib/models";
import { SimplePager } from "./simple-pager";

const PAGE_SIZE = 20;
/** The models whose records go to the trash instead of disappearing. */
export const trashModels = models.filter((m) => m.methods.includes("SOFT_DELETE"));

/** /admin/trash: soft-deleted records per model; restore (moderators), delete for good where the model allows it (admins). */
export function Trash() {
  const searchParams = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const current = trashModels.find((m) => m.name === searchParams.get("model")) ?? trashModels[0];
  const tabsId = useId();

  const select = (m: ModelDef) => router.replace(`${pathname}?model=${m.name}`, { scroll: false });

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">Trash</h1>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          Records moved to the trash. Restore them, or delete them for good where that is allowed.
        </p>
      </div>
      <div role="tablist" aria-label="Model" className="flex gap-1 border-b border-slate-200 dark:border-slate-700">
        {trashModels.map((m, i) => (
          <button
            key={m.name}
            type="button"
            role="tab"
            id={`${tabsId}-${m.name}`}
            aria-selected={m === current}
            aria-controls={`${tabsId}-panel`}
            tabIndex={m === current ? 0 : -1}
            onClick={() => select(m)}
            onKeyDown={(e) => {
              const step = e.key === "ArrowRight" ? 1 : e.key === "ArrowLeft" ? -1 : 0;
              if (!step) return;
              const next = trashModels[(i + step + trashModels.length) % trashModels.length];
              select(next);
              document.getElementById(`${tabsId}-${next.name}`)?.focus();
            }}
            className={cx(
              "-mb-px border-b-2 px-3 py-2 text-sm font-medium",
              focusRing,
              m === current
                ? "border-blue-700 text-blue-800 dark:border-blue-400 dark:text-blue-300"
                : "border-transparent text-slate-600 dark:text-slate-300",
            )}
          >
            {m.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-${current.name}`}>
        <TrashList key={current.name} model={current} />
      </div>
    </div>
  );
}

type Pending = ApiRecord | null;

function TrashList({ model }: { model: ModelDef }) {
  const { caller } = useAdmin();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);
  const params = new URLSearchParams({ deleted: "true", sort_by: "-deleted", limit: String(PAGE_SIZE), page: String(page) }).toString();
  const query = useQuery({
    queryKey: queryKeys.list(model.plural, params),
    queryFn: ({ signal }) => api.list(model.plural, new URLSearchParams(params), signal),
    placeholderData: keepPreviousData,
  });
  const mayDelete = (record: ApiRecord) => model.methods.includes("DELETE") && canDelete(caller, model, record as AccessRecord);
  const title = (record: ApiRecord) => truncate(String(record[model.titleField] ?? record.slug ?? record._id), 100);

  // Restoring loses nothing, so it needs no confirmation; deleting for good does.
  const run = async (action: "restore" | "delete", record: ApiRecord) => {
    setBusy(true);
    const name = title(record);
    try {
      if (action === "restore") await api.restore(model.plural, record._id);
      else await api.remove(model.plural, record._id);
      toast.success(action === "restore" ? `“${name}” restored.` : `“${name}” deleted permanently.`);
      await queryClient.invalidateQueries({ queryKey: queryKeys.model(model.plural) });
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  if (query.isPending)
    return (
      <p role="status" className="py-4">
        Loading…
      </p>
    );
  if (query.isError) {
    return (
      <p role="alert" className="py-4 text-red-700 dark:text-red-400">
        Could not load the trash: {query.error.message}
      </p>
    );
  }
  if (query.data.results.length === 0)
    return <p className="py-6 text-slate-600 dark:text-slate-300">The trash holds no {model.label.toLowerCase()}.</p>;

  return (
    <div className="pt-4">
      <div className="overflow-x-auto rounded-md border border-slate-200 dark:border-slate-700">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{model.label} in the trash</caption>
          <thead className="bg-slate-50 dark:bg-slate-900">
            <tr>
              <th scope="col" className="px-3 py-2">
                Title
              </th>
              <th scope="col" className="px-3 py-2">
                Deleted
              </th>
              <th scope="col" className="px-3 py-2">
                Created by
              </th>
              <th scope="col" className="px-3 py-2">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {query.data.results.map((record) => (
              <tr key={record._id} className="border-t border-slate-200 dark:border-slate-700" data-testid="trash-row">
                <td className="px-3 py-2">
                  <Link
                    href={`/admin/${model.plural}/${encodeURIComponent(record._id)}`}
                    className={cx("text-blue-700 hover:underline dark:text-blue-400", focusRing)}
                  >
                    {title(record)}
                  </Link>
                </td>
                <td className="px-3 py-2 whitespace-nowrap">{formatDate(record.deleted) ?? "—"}</td>
                <td className="px-3 py-2 text-xs">{String(record.createdBy ?? "—")}</td>
                <td className="px-3 py-2">
                  <div className="flex justify-end gap-2">
                    {canRestore(caller) && (
                      <button
                        type="button"
                        className={button.secondary}
                        disabled={busy}
                        onClick={() => run("restore", record)}
                        aria-label={`Restore ${title(record)}`}
                      >
                        Restore
                      </button>
                    )}
                    {mayDelete(record) && (
                      <button
                        type="button"
                        className={button.danger}
                        disabled={busy}
                        onClick={() => setPending(record)}
                        aria-label={`Delete ${title(record)} permanently`}
                      >
                        Delete permanently
                      </button>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <SimplePager label="Trash" page={page} pageSize={PAGE_SIZE} count={query.data.count} onPage={setPage} />
      <ConfirmDialog
        open={pending !== null}
        busy={busy}
        danger
        title={`Delete “${pending ? title(pending) : ""}” permanently?`}
        confirmLabel="Delete permanently"
        onCancel={() => setPending(null)}
        onConfirm={() => pending && run("delete", pending)}
      >
        This cannot be undone.
      </ConfirmDialog>
    </div>
  );
}
