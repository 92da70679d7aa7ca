"use client";

import { toast } from "sonner";
import { type ApiRecord, api } from "@/lib/client/api";
import type { ModelDef } from "@/lib/models";

/**
 * Soft-deletes a record and (for those who may restore) offers Undo in the toast, which restores it through the API. Resolves to whether
 * the delete succeeded; `refresh` runs after the delete and after an undo.
 */
export async function softDeleteWithUndo(
  model: ModelDef,
  record: ApiRecord,
  label: string,
  refresh: () => unknown,
  options: { undo: boolean },
): Promise<boolean> {
  try {
    await api.softDelete(model.plural, record._id);
  } catch (error) {
    toast.error((error as Error).message);
    return false;
  }
  await refresh();
  // Restoring is for moderators; an author who trashed their own record is told where it went instead.
  if (!options.undo) {
    toast.success(`“${label}” moved to the trash. A moderator can restore it.`);
    return true;
  }
  toast.success(`“${label}” moved to the trash.`, {
    duration: 10_000,
    action: {
      label: "Undo",
      onClick: async () => {
        try {
          await api.restore(model.plural, record._id);
          toast.success(`“${label}” restored.`);
          await refresh();
        } catch (error) {
          toast.error(`Could not restore: ${(error as Error).message}`);
        }
      },
    },
  });
  return true;
}
