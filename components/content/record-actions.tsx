"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { useAdmin } from "@/components/admin/AdminContext";
import { ConfirmDialog } from "@/components/ui/ConfirmDialog";
import { button } from "@/components/ui/styles";
import { type AccessRecord, canRestore, canUpdate } from "@/lib/auth/permissions";
import { type ApiRecord, api, queryKeys } from "@/lib/client/api";
import type { ModelDef } from "@/lib/models";
import { softDeleteWithUndo } from "./undo";

/** Move to trash (with Undo) and restore, for the hand-made editors of soft-deletable models. */
export function RecordTrashActions({ model, record }: { model: ModelDef; record: ApiRecord }) {
  const { caller } = useAdmin();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!model.methods.includes("SOFT_DELETE")) return null;
  const deleted = !!record.deleted;
  const mayTrash = !deleted && canUpdate(caller, model, record as AccessRecord);
  const mayRestore = deleted && canRestore(caller);
  if (!mayTrash && !mayRestore) return null;

  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.model(model.plural) });

  const restore = async () => {
    setBusy(true);
    try {
      await api.restore(model.plural, record._id);
      toast.success("Restored.");
      await refresh();
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const trash = async () => {
    setBusy(true);
    const ok = await softDeleteWithUndo(model, record, String(record.title ?? record.slug ?? record._id), refresh, {
      undo: canRestore(caller),
    });
    setBusy(false);
    setConfirming(false);
    if (ok) router.push(`/admin/${model.plural}`);
  };

  return (
    <div className="mb-6 flex gap-2">
      {mayTrash && (
        <button type="button" className={button.secondary} onClick={() => setConfirming(true)} disabled={busy}>
          Move to trash
        </button>
      )}
      {mayRestore && (
        <button type="button" className={button.primary} onClick={restore} disabled={busy}>
          Restore
        </button>
      )}
      <ConfirmDialog
        open={confirming}
        busy={busy}
        danger
        title={`Move this ${model.name} to the trash?`}
        confirmLabel="Move to trash"
        onCancel={() => setConfirming(false)}
        onConfirm={trash}
      >
        It can be restored from the trash.
      </ConfirmDialog>
    </div>
  );
}
