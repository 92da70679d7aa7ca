"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { toast } from "sonner";
import { useAdmin } from "@/components/admin/AdminContext";
import { ConfirmDialog } from "@/components/ui/ConfirmDialog";
import { button, cx, input } from "@/components/ui/styles";
import { type AccessRecord, canDelete, canRestore, canUpdate } from "@/lib/auth/permissions";
import { type ApiRecord, api, queryKeys } from "@/lib/client/api";
import { getField, type ModelDef, VISIBILITY } from "@/lib/models";

type Action = { kind: "visibility"; value: string } | { kind: "soft-delete" } | { kind: "restore" } | { kind: "delete" };

const VERB: Record<Action["kind"], string> = {
  visibility: "Change visibility of",
  "soft-delete": "Move to trash",
  restore: "Restore",
  delete: "Delete permanently",
};

/** Actions on the selected rows, each offered only when the role may do it to every selected record. */
export function BulkActions({
  model,
  selected,
  trash,
  onDone,
}: {
  model: ModelDef;
  selected: ApiRecord[];
  trash: boolean;
  onDone: () => void;
}) {
  const { caller } = useAdmin();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Action | null>(null);
  const [busy, setBusy] = useState(false);
  const [visibility, setVisibility] = useState<string>("public");
  const visId = useId();

  const all = (check: (r: ApiRecord) => boolean) => selected.length > 0 && selected.every(check);
  const visField = getField(model, "visibility");
  const mayUpdate = all((r) => canUpdate(caller, model, r as AccessRecord));
  const can = {
    visibility: !trash && !!visField && model.methods.includes("PATCH") && mayUpdate,
    softDelete: !trash && model.methods.includes("SOFT_DELETE") && mayUpdate,
    restore: trash && model.methods.includes("SOFT_DELETE") && canRestore(caller),
    delete: model.methods.includes("DELETE") && all((r) => canDelete(caller, model, r as AccessRecord)),
  };

  const run = async (action: Action) => {
    setBusy(true);
    const results = await Promise.allSettled(
      selected.map((r): Promise<unknown> => {
        if (action.kind === "visibility") return api.patch(model.plural, r._id, { visibility: action.value });
        if (action.kind === "soft-delete") return api.softDelete(model.plural, r._id);
        if (action.kind === "restore") return api.restore(model.plural, r._id);
        return api.remove(model.plural, r._id);
      }),
    );
    setBusy(false);
    setPending(null);
    const failed = results.filter((r) => r.status === "rejected");
    const ok = results.length - failed.length;
    if (ok) toast.success(`${VERB[action.kind]}: ${ok} ${ok === 1 ? "record" : "records"} done.`);
    if (failed.length) {
      const reason = (failed[0] as PromiseRejectedResult).reason as Error;
      toast.error(`${failed.length} failed: ${reason?.message ?? "unknown error"}`);
    }
    await queryClient.invalidateQueries({ queryKey: queryKeys.model(model.plural) });
    onDone();
  };

  if (selected.length === 0) return null;
  const n = selected.length;
  const noun = n === 1 ? model.name : model.plural;

  return (
    <section
      aria-label="Bulk actions"
      className="flex flex-wrap items-center gap-2 rounded-md border border-blue-200 bg-blue-50 px-3 py-2 text-sm dark:border-blue-900 dark:bg-blue-950/40"
    >
      <span className="font-medium" data-testid="selection-count">
        {n} selected
      </span>
      {can.visibility && (
        <span className="flex items-center gap-1">
          <label htmlFor={visId} className="sr-only">
            New visibility
          </label>
          <select id={visId} className={cx(input, "w-auto")} value={visibility} onChange={(e) => setVisibility(e.target.value)}>
            {(visField?.values ?? VISIBILITY).map((v) => (
              <option key={v} value={v}>
                {v}
              </option>
            ))}
          </select>
          <button type="button" className={button.secondary} onClick={() => setPending({ kind: "visibility", value: visibility })}>
            Set visibility
          </button>
        </span>
      )}
      {can.softDelete && (
        <button type="button" className={button.secondary} onClick={() => setPending({ kind: "soft-delete" })}>
          Move to trash
        </button>
      )}
      {can.restore && (
        <button type="button" className={button.secondary} onClick={() => setPending({ kind: "restore" })}>
          Restore
        </button>
      )}
      {can.delete && (
        <button type="button" className={button.danger} onClick={() => setPending({ kind: "delete" })}>
          Delete permanently
        </button>
      )}
      {!can.visibility && !can.softDelete && !can.restore && !can.delete && (
        <span className="text-slate-600 dark:text-slate-300">Your role has no bulk action for all of these records.</span>
      )}
      <ConfirmDialog
        open={pending !== null}
        busy={busy}
        danger={pending?.kind === "delete" || pending?.kind === "soft-delete"}
        title={pending ? `${VERB[pending.kind]} ${n} ${noun}?` : ""}
        confirmLabel={pending ? VERB[pending.kind] : "Confirm"}
        onCancel={() => setPending(null)}
        onConfirm={() => pending && run(pending)}
      >
        {pending?.kind === "visibility" && (
          <p>
            The selected {noun} will become <strong>{pending.value}</strong>.
          </p>
        )}
        {pending?.kind === "soft-delete" && <p>They leave the list and can be restored from the trash.</p>}
        {pending?.kind === "restore" && <p>They return to the list.</p>}
        {pending?.kind === "delete" && <p>This cannot be undone.</p>}
      </ConfirmDialog>
    </section>
  );
}
