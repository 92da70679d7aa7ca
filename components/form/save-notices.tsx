"use client";

import { button } from "@/components/ui/styles";
import type { RecordFormState } from "./use-record-form";

/** Above a record form: the conflict choice after a 412, and a save error that belongs to no field. */
export function SaveNotices({
  state,
  noun,
}: {
  state: Pick<RecordFormState, "conflict" | "busy" | "formError" | "reloadTheirs" | "overwrite">;
  noun: string;
}) {
  return (
    <>
      {state.conflict && (
        <div
          role="alert"
          data-testid="conflict"
          className="rounded-md border border-amber-400 bg-amber-50 p-4 text-sm dark:border-amber-700 dark:bg-amber-950/60"
        >
          <p className="font-semibold">Someone else saved this {noun} after you opened it.</p>
          <p className="mt-1">Reload to see their version (your unsaved changes are discarded), or overwrite their changes with yours.</p>
          <div className="mt-3 flex gap-2">
            <button type="button" className={button.secondary} onClick={state.reloadTheirs} disabled={state.busy}>
              Reload their version
            </button>
            <button type="button" className={button.danger} onClick={state.overwrite} disabled={state.busy}>
              Overwrite with mine
            </button>
          </div>
        </div>
      )}
      {state.formError && (
        <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm dark:border-red-800 dark:bg-red-950/50">
          {state.formError}
        </div>
      )}
    </>
  );
}
