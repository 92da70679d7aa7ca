"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { useAdmin } from "@/components/admin/AdminContext";
import { humanize } from "@/components/table/cells";
import { ApiClientError, type ApiRecord, api, queryKeys } from "@/lib/client/api";
import type { ModelDef } from "@/lib/models";
import { saveErrorView } from "./save-error";
import { useRegistryResolver } from "./use-registry-resolver";
import { useUnsavedChangesGuard } from "./useUnsavedChangesGuard";
import { changedFields, type FormValues, toBody, toFormValues } from "./values";

/** The DOM id of a field's widget, so errors can move focus to it. */
export const fieldId = (name: string) => `field-${name}`;

export interface RecordFormOptions {
  model: ModelDef;
  /** The record being edited, or null to create one. */
  record: ApiRecord | null;
  /** The ETag the record was loaded with; sent as If-Match. */
  etag: string | null;
  onSaved?: (record: ApiRecord, etag: string | null, created: boolean) => void;
  /** The values were replaced by the server's latest version (conflict → reload). */
  onReloaded?: () => void;
}

/**
 * Create/edit of one record, for the generated form and the hand-made editors alike: the registry resolver,
 * POST or PATCH of the changed fields with If-Match, server `details` under their fields, the 412 choice
 * (reload theirs or overwrite), toasts, and a clean form after each save. Rendering is the caller's.
 */
export function useRecordForm({ model, record, etag: loadedEtag, onSaved, onReloaded }: RecordFormOptions) {
  const { caller } = useAdmin();
  const queryClient = useQueryClient();
  const isNew = record === null;
  const [etag, setEtag] = useState(loadedEtag);
  // The body the server refused with 412, kept so "overwrite" can send it again.
  const [conflict, setConflict] = useState<Record<string, unknown> | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const { resolver, writable } = useRegistryResolver(model, isNew, caller);
  // The values last loaded or saved: dirtiness and a PATCH's changed fields are measured against them.
  const initial = useRef<FormValues>(toFormValues(model, record));
  const form = useForm<FormValues>({ defaultValues: initial.current, resolver, mode: "onTouched" });
  useUnsavedChangesGuard(form.formState.isDirty && !busy);

  const rebase = (values: FormValues) => {
    initial.current = values;
    form.reset(values);
  };

  const focusFirst = (names: string[]) => {
    const first = model.fields.find((f) => names.includes(f.name));
    if (first) document.getElementById(fieldId(first.name))?.focus();
  };

  const showError = (error: unknown) => {
    const view = saveErrorView(model, error);
    for (const { name, message } of view.fields) form.setError(name, { type: "server", message });
    setFormError(view.formError);
    toast.error(view.toast);
    focusFirst(view.fields.map((f) => f.name));
  };

  const save = async (body: Record<string, unknown>, ifMatch: string | null) => {
    setBusy(true);
    try {
      const res = isNew ? await api.create(model.plural, body) : await api.patch(model.plural, record._id, body, ifMatch);
      toast.success(isNew ? `${humanize(model.name)} created.` : "Changes saved.");
      rebase(toFormValues(model, res.data));
      setEtag(res.etag);
      setConflict(null);
      setFormError(null);
      queryClient.setQueryData(queryKeys.record(model.plural, res.data._id), { data: res.data, etag: res.etag });
      await queryClient.invalidateQueries({ queryKey: queryKeys.model(model.plural), refetchType: "none" });
      onSaved?.(res.data, res.etag, isNew);
    } catch (error) {
      if (error instanceof ApiClientError && error.isConflict) {
        setConflict(body);
        toast.error("Someone else saved this record first.");
      } else showError(error);
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = form.handleSubmit(
    async (values) => {
      const only = isNew ? undefined : changedFields(initial.current, values);
      const { body } = toBody(model, values, { writable, only });
      if (!isNew && Object.keys(body).length === 0) {
        toast.info("Nothing to save.");
        return;
      }
      await save(body, etag);
    },
    (errors) => focusFirst(Object.keys(errors)),
  );

  const reloadTheirs = async () => {
    if (!record) return;
    setBusy(true);
    try {
      const fresh = await api.get(model.plural, record._id);
      rebase(toFormValues(model, fresh.data));
      onReloaded?.();
      setEtag(fresh.etag);
      setConflict(null);
      queryClient.setQueryData(queryKeys.record(model.plural, record._id), fresh);
      toast.info("Loaded the latest version.");
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };

  // Against the latest ETag, so the refused body now replaces their version.
  const overwrite = async () => {
    if (!record || !conflict) return;
    try {
      const fresh = await api.get(model.plural, record._id);
      await save(conflict, fresh.etag);
    } catch (error) {
      showError(error);
    }
  };

  return {
    form,
    isNew,
    busy,
    formError,
    conflict: conflict !== null,
    writable,
    /** Read-only: the baseline values (see above). */
    initial,
    onSubmit,
    reloadTheirs,
    overwrite,
    discard: () => rebase(initial.current),
  };
}

export type RecordFormState = ReturnType<typeof useRecordForm>;
