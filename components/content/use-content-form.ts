"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { useAdmin } from "@/components/admin/AdminContext";
import { useRegistryResolver } from "@/components/form/use-registry-resolver";
import { useUnsavedChangesGuard } from "@/components/form/useUnsavedChangesGuard";
import { changedFields, type FormValues, toBody, toFormValues } from "@/components/form/values";
import { ApiClientError, type ApiRecord, api, queryKeys } from "@/lib/client/api";
import type { ModelDef } from "@/lib/models";
import { useDraft } from "./use-draft";

export const contentFieldId = (name: string) => `field-${name}`;

/**
 * The create/edit logic of the hand-made content editors (articles, lessons), the same rules as the generated
 * form: values mapped by components/form/values, validated by the registry's writeSchema, server `details`
 * under their fields, PATCH of the changed fields with If-Match, a conflict choice, the unsaved-changes guard,
 * plus a localStorage draft that survives reloads.
 */
export function useContentForm(options: {
  model: ModelDef;
  record: ApiRecord | null;
  etag: string | null;
  onSaved?: (saved: ApiRecord) => void;
}) {
  const { model, record, onSaved } = options;
  const { caller } = useAdmin();
  const queryClient = useQueryClient();
  const isNew = record === null;
  const [etag, setEtag] = useState(options.etag);
  const [conflict, setConflict] = useState<Record<string, unknown> | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** Bumped when values are replaced from outside (draft restored, reload) so uncontrolled editors remount. */
  const [revision, setRevision] = useState(0);

  const { resolver, writable } = useRegistryResolver(model, isNew, caller);

  const initial = useRef<FormValues>(toFormValues(model, record));
  const form = useForm<FormValues>({ defaultValues: initial.current, resolver, mode: "onTouched" });
  const { formState, setError } = form;
  useUnsavedChangesGuard(formState.isDirty && !busy);

  const draft = useDraft<FormValues>(`${model.name}:${record?._id ?? "new"}`);
  // Autosave what differs from the loaded record; a draft equal to it is no draft.
  useEffect(() => {
    const sub = form.watch((values) => {
      if (changedFields(initial.current, values as FormValues).length) draft.save(values as FormValues);
    });
    return () => sub.unsubscribe();
  }, [form, draft.save]);
  const { pending, discard } = draft;
  useEffect(() => {
    if (pending && changedFields(initial.current, pending.value).length === 0) discard();
  }, [pending, discard]);

  const restoreDraft = () => {
    const values = draft.restore();
    if (!values) return;
    for (const [name, value] of Object.entries(values)) {
      if (name in initial.current) form.setValue(name, value, { shouldDirty: true });
    }
    setRevision((r) => r + 1);
  };

  const focusFirst = (names: string[]) => {
    const first = model.fields.find((f) => names.includes(f.name));
    if (first) document.getElementById(contentFieldId(first.name))?.focus();
  };

  const showError = (error: unknown) => {
    if (!(error instanceof ApiClientError)) {
      setFormError((error as Error)?.message ?? "Saving failed.");
      toast.error("Saving failed.");
      return;
    }
    const names: string[] = [];
    for (const d of error.details) {
      const name = d.field?.split(".")[0];
      if (name && model.fields.some((f) => f.name === name)) {
        setError(name, { type: "server", message: d.message });
        names.push(name);
      }
    }
    setFormError(names.length ? null : error.message);
    toast.error(error.message);
    focusFirst(names);
  };

  const replaceValues = (values: FormValues) => {
    initial.current = values;
    form.reset(values);
    setRevision((r) => r + 1);
  };

  const afterSave = async (saved: ApiRecord, newEtag: string | null) => {
    draft.clear();
    initial.current = toFormValues(model, saved);
    form.reset(initial.current);
    setEtag(newEtag);
    setConflict(null);
    setFormError(null);
    queryClient.setQueryData(queryKeys.record(model.plural, saved._id), { data: saved, etag: newEtag });
    await queryClient.invalidateQueries({ queryKey: queryKeys.model(model.plural), refetchType: "none" });
    onSaved?.(saved);
  };

  const save = async (body: Record<string, unknown>, ifMatch: string | null) => {
    setBusy(true);
    try {
      const res = isNew ? await api.create(model.plural, body) : await api.patch(model.plural, record._id, body, ifMatch);
      toast.success(isNew ? `${model.label.replace(/s$/, "")} created.` : "Changes saved.");
      await afterSave(res.data, res.etag);
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
      replaceValues(toFormValues(model, fresh.data));
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

  const overwrite = async () => {
    if (!record || !conflict) return;
    try {
      const fresh = await api.get(model.plural, record._id);
      await save(conflict, fresh.etag);
    } catch (error) {
      showError(error);
    }
  };

  const discardChanges = () => replaceValues(initial.current);

  return {
    form,
    isNew,
    busy,
    formError,
    conflict: conflict !== null,
    revision,
    draft,
    restoreDraft,
    onSubmit,
    reloadTheirs,
    overwrite,
    discardChanges,
    writable,
  };
}

export type ContentForm = ReturnType<typeof useContentForm>;
