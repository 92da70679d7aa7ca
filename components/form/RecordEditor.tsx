"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { useAdmin } from "@/components/admin/AdminContext";
import { humanize } from "@/components/table/cells";
import { ConfirmDialog } from "@/components/ui/ConfirmDialog";
import { button, cx, focusRing } from "@/components/ui/styles";
import { type AccessRecord, canCreate, canDelete, canRestore, canSeeTrash, canUpdate } from "@/lib/auth/permissions";
import { ApiClientError, type ApiRecord, api, queryKeys } from "@/lib/client/api";
import { findModel, type ModelDef } from "@/lib/models";
import type { RecordEditorProps } from "./overrides";
import { RecordForm } from "./RecordForm";

/** The generated create (no id) or edit page of a record: loads it, shows the form and the record's actions. */
export function RecordEditor({ modelName, id }: RecordEditorProps) {
  const model = findModel(modelName) as ModelDef;
  const { caller } = useAdmin();
  const router = useRouter();
  const listHref = `/admin/${model.plural}`;
  const trash = model.methods.includes("SOFT_DELETE") && canSeeTrash(caller);

  const query = useQuery({
    queryKey: queryKeys.record(model.plural, id ?? ""),
    queryFn: ({ signal }) => api.get(model.plural, id as string, { deleted: trash, signal }),
    enabled: !!id,
  });

  const header = (title: string) => (
    <div className="mb-6">
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link href={listHref} className={cx("text-blue-700 hover:underline dark:text-blue-400", focusRing)}>
          {model.label}
        </Link>
        <span aria-hidden="true"> / </span>
      </nav>
      <h1 className="text-2xl font-semibold break-all">{title}</h1>
    </div>
  );

  if (!id) {
    if (!canCreate(caller, model)) return <p role="alert">Your role may not create {model.plural}.</p>;
    return (
      <div>
        {header(`New ${model.name}`)}
        <RecordForm
          model={model}
          record={null}
          etag={null}
          onSaved={(saved) => router.replace(`/admin/${model.plural}/${encodeURIComponent(saved._id)}`)}
        />
      </div>
    );
  }

  if (query.isPending) {
    return (
      <div aria-busy="true" role="status" aria-label="Loading" className="space-y-4">
        <div className="h-8 w-64 animate-pulse rounded bg-slate-200 dark:bg-slate-700" />
        {Array.from({ length: 6 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
          <div key={i} className="h-10 animate-pulse rounded bg-slate-100 dark:bg-slate-800" />
        ))}
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
          <Link href={listHref} className={button.ghost}>
            Back to {model.label.toLowerCase()}
          </Link>
        </div>
      </div>
    );
  }

  const record = query.data.data;
  const title = String(record[model.titleField] ?? record._id);
  const access = record as AccessRecord;
  const deleted = !!record.deleted;
  const mayEdit = model.methods.includes("PATCH") && canUpdate(caller, model, access) && !deleted;

  return (
    <div>
      {header(title)}
      {deleted && (
        <p
          role="status"
          className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm dark:border-amber-800 dark:bg-amber-950/50"
        >
          This {model.name} is in the trash. Restore it to edit it.
        </p>
      )}
      {!mayEdit && !deleted && (
        <p className="mb-4 text-sm text-slate-600 dark:text-slate-300">Your role may view but not change this {model.name}.</p>
      )}
      <RecordActions model={model} record={record} etag={query.data.etag} />
      <RecordForm key={`${record._id}:${deleted}`} model={model} record={record} etag={query.data.etag} readOnly={!mayEdit} />
    </div>
  );
}

type Pending = "delete" | "soft-delete" | "restore" | null;

function RecordActions({ model, record, etag }: { model: ModelDef; record: ApiRecord; etag: string | null }) {
  const { caller } = useAdmin();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);
  const access = record as AccessRecord;
  const deleted = !!record.deleted;
  const can = {
    softDelete: !deleted && model.methods.includes("SOFT_DELETE") && canUpdate(caller, model, access),
    restore: deleted && model.methods.includes("SOFT_DELETE") && canRestore(caller),
    delete: model.methods.includes("DELETE") && canDelete(caller, model, access),
  };
  if (!can.softDelete && !can.restore && !can.delete) return null;

  const run = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      if (pending === "delete") await api.remove(model.plural, record._id, etag);
      else if (pending === "soft-delete") await api.softDelete(model.plural, record._id);
      else await api.restore(model.plural, record._id);
      toast.success(pending === "delete" ? "Deleted." : pending === "soft-delete" ? "Moved to the trash." : "Restored.");
      await queryClient.invalidateQueries({ queryKey: queryKeys.model(model.plural) });
      setPending(null);
      if (pending !== "restore") router.push(`/admin/${model.plural}`);
    } catch (error) {
      const conflict = error instanceof ApiClientError && error.isConflict;
      toast.error(conflict ? "Someone else changed this record; reload before deleting it." : (error as Error).message);
      setPending(null);
    } finally {
      setBusy(false);
    }
  };

  const name = humanize(model.name).toLowerCase();
  return (
    <fieldset className="mb-6 flex flex-wrap gap-2">
      <legend className="sr-only">Record actions</legend>
      {can.softDelete && (
        <button type="button" className={button.secondary} onClick={() => setPending("soft-delete")}>
          Move to trash
        </button>
      )}
      {can.restore && (
        <button type="button" className={button.primary} onClick={() => setPending("restore")}>
          Restore
        </button>
      )}
      {can.delete && (
        <button type="button" className={button.danger} onClick={() => setPending("delete")}>
          Delete permanently
        </button>
      )}
      <ConfirmDialog
        open={pending !== null}
        busy={busy}
        danger={pending !== "restore"}
        title={
          pending === "delete"
            ? `Delete this ${name} permanently?`
            : pending === "soft-delete"
              ? `Move this ${name} to the trash?`
              : `Restore this ${name}?`
        }
        confirmLabel={pending === "delete" ? "Delete permanently" : pending === "soft-delete" ? "Move to trash" : "Restore"}
        onCancel={() => setPending(null)}
        onConfirm={run}
      >
        {pending === "delete"
          ? "This cannot be undone."
          : pending === "soft-delete"
            ? "It can be restored from the trash."
            : "It returns to the list."}
      </ConfirmDialog>
    </fieldset>
  );
}
