"use client";

import { useEffect, useState } from "react";
import { type RecordFormOptions, useRecordForm } from "@/components/form/use-record-form";
import { changedFields, type FormValues } from "@/components/form/values";
import type { ApiRecord } from "@/lib/client/api";
import { useDraft } from "./use-draft";

/**
 * The hand-made content editors (articles, lessons): the generated form's save rules (useRecordForm) plus a
 * localStorage draft that survives reloads, and a `revision` for editors that keep their own state.
 */
export function useContentForm(options: Pick<RecordFormOptions, "model" | "record" | "etag"> & { onSaved?: (saved: ApiRecord) => void }) {
  const { model, record, onSaved } = options;
  /** Bumped when values are replaced from outside (draft restored, reload, discard) so uncontrolled editors remount. */
  const [revision, setRevision] = useState(0);
  const remount = () => setRevision((r) => r + 1);

  const draft = useDraft<FormValues>(`${model.name}:${record?._id ?? "new"}`);
  const rf = useRecordForm({
    ...options,
    onSaved: (saved) => {
      draft.clear();
      onSaved?.(saved);
    },
    onReloaded: remount,
  });
  const { form, initial } = rf;

  // Autosave what differs from the loaded record; a draft equal to it is no draft.
  useEffect(() => {
    const sub = form.watch((values) => {
      if (changedFields(initial.current, values as FormValues).length) draft.save(values as FormValues);
    });
    return () => sub.unsubscribe();
  }, [form, initial, draft.save]);
  const { pending, discard } = draft;
  useEffect(() => {
    if (pending && changedFields(initial.current, pending.value).length === 0) discard();
  }, [pending, discard, initial]);

  const restoreDraft = () => {
    const values = draft.restore();
    if (!values) return;
    for (const [name, value] of Object.entries(values)) {
      if (name in initial.current) form.setValue(name, value, { shouldDirty: true });
    }
    remount();
  };

  const discardChanges = () => {
    rf.discard();
    remount();
  };

  return { ...rf, revision, draft, restoreDraft, discardChanges };
}

export type ContentForm = ReturnType<typeof useContentForm>;
