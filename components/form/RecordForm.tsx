"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { toast } from "sonner";
import { useAdmin } from "@/components/admin/AdminContext";
import { formatDate, humanize } from "@/components/table/cells";
import { button, cx } from "@/components/ui/styles";
import { ApiClientError, type ApiRecord, api, queryKeys } from "@/lib/client/api";
import { type FieldDef, has, type ModelDef } from "@/lib/models";
import { isEditable } from "@/lib/models/zod";
import { widgetOverrides } from "./overrides";
import { useRegistryResolver } from "./use-registry-resolver";
import { useUnsavedChangesGuard } from "./useUnsavedChangesGuard";
import { changedFields, type FormValues, toBody, toFormValues, widgetFor } from "./values";
import { BuiltinWidget, type WidgetProps } from "./widgets";

export interface RecordFormProps {
  model: ModelDef;
  /** The record being edited, or null to create one. */
  record: ApiRecord | null;
  /** The ETag the record was loaded with; sent as If-Match. */
  etag: string | null;
  /** The caller may not change this record: every field is shown read-only. */
  readOnly?: boolean;
  onSaved?: (record: ApiRecord, etag: string | null, created: boolean) => void;
}

interface Conflict {
  body: Record<string, unknown>;
}

const fieldId = (name: string) => `field-${name}`;

/**
 * The generated create/edit form: a widget per field, the registry's zod schema (writeSchema) as the
 * validator, server `details` under their fields, If-Match on save with a conflict choice, and a warning
 * before unsaved changes are lost.
 */
export function RecordForm({ model, record, etag: loadedEtag, readOnly = false, onSaved }: RecordFormProps) {
  const { caller } = useAdmin();
  const queryClient = useQueryClient();
  const isNew = record === null;
  const [etag, setEtag] = useState(loadedEtag);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const { resolver, writable } = useRegistryResolver(model, isNew, caller);

  const initial = useRef<FormValues>(toFormValues(model, record));
  const form = useForm<FormValues>({ defaultValues: initial.current, resolver, mode: "onTouched" });
  const { control, formState, handleSubmit, setError } = form;
  const reset = useCallback(
    (values?: FormValues) => {
      if (values) initial.current = values;
      form.reset(values ?? initial.current);
    },
    [form],
  );
  useUnsavedChangesGuard(formState.isDirty && !busy);

  const editable = model.fields.filter(isEditable);
  const shown = model.fields.filter((f) => !isEditable(f) && f.name in (record ?? {}));

  const focusFirst = (names: string[]) => {
    const first = model.fields.find((f) => names.includes(f.name));
    if (first) document.getElementById(fieldId(first.name))?.focus();
  };

  const afterSave = async (saved: ApiRecord, newEtag: string | null) => {
    reset(toFormValues(model, saved));
    setEtag(newEtag);
    setConflict(null);
    setFormError(null);
    queryClient.setQueryData(queryKeys.record(model.plural, saved._id), { data: saved, etag: newEtag });
    await queryClient.invalidateQueries({ queryKey: queryKeys.model(model.plural), refetchType: "none" });
    onSaved?.(saved, newEtag, isNew);
  };

  const showError = (error: unknown) => {
    if (!(error instanceof ApiClientError)) {
      setFormError((error as Error)?.message ?? "Saving failed.");
      toast.error("Saving failed.");
      return;
    }
    const fieldNames: string[] = [];
    for (const d of error.details) {
      const name = d.field?.split(".")[0];
      if (name && model.fields.some((f) => f.name === name)) {
        setError(name, { type: "server", message: d.message });
        fieldNames.push(name);
      }
    }
    setFormError(fieldNames.length ? null : error.message);
    toast.error(error.message);
    focusFirst(fieldNames);
  };

  const save = async (body: Record<string, unknown>, ifMatch: string | null) => {
    setBusy(true);
    try {
      const res = isNew ? await api.create(model.plural, body) : await api.patch(model.plural, record._id, body, ifMatch);
      toast.success(isNew ? `${humanize(model.name)} created.` : "Changes saved.");
      await afterSave(res.data, res.etag);
    } catch (error) {
      if (error instanceof ApiClientError && error.isConflict) {
        setConflict({ body });
        toast.error("Someone else saved this record first.");
      } else showError(error);
    } finally {
      setBusy(false);
    }
  };

  const onValid = async (values: FormValues) => {
    const only = isNew ? undefined : changedFields(initial.current, values);
    const { body } = toBody(model, values, { writable, only });
    if (!isNew && Object.keys(body).length === 0) {
      toast.info("Nothing to save.");
      return;
    }
    await save(body, etag);
  };

  const reloadTheirs = async () => {
    if (!record) return;
    setBusy(true);
    try {
      const fresh = await api.get(model.plural, record._id);
      reset(toFormValues(model, fresh.data));
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
      await save(conflict.body, fresh.etag);
    } catch (error) {
      showError(error);
    }
  };

  return (
    <form
      noValidate
      aria-label={isNew ? `New ${model.name}` : `Edit ${model.name}`}
      onSubmit={handleSubmit(onValid, (errors) => focusFirst(Object.keys(errors)))}
      className="space-y-6"
    >
      {conflict && (
        <div
          role="alert"
          data-testid="conflict"
          className="rounded-md border border-amber-400 bg-amber-50 p-4 text-sm dark:border-amber-700 dark:bg-amber-950/60"
        >
          <p className="font-semibold">Someone else saved this {model.name} after you opened it.</p>
          <p className="mt-1">Reload to see their version (your unsaved changes are discarded), or overwrite their changes with yours.</p>
          <div className="mt-3 flex gap-2">
            <button type="button" className={button.secondary} onClick={reloadTheirs} disabled={busy}>
              Reload their version
            </button>
            <button type="button" className={button.danger} onClick={overwrite} disabled={busy}>
              Overwrite with mine
            </button>
          </div>
        </div>
      )}
      {formError && (
        <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm dark:border-red-800 dark:bg-red-950/50">
          {formError}
        </div>
      )}

      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="space-y-5">
          {editable.map((field) => (
            <FieldRow key={field.name} model={model} field={field} control={control} readOnly={readOnly || !writable(field)} />
          ))}
        </div>
        {shown.length > 0 && (
          <aside aria-label="Record details" className="space-y-2 text-sm">
            <h2 className="font-semibold">Details</h2>
            <dl className="space-y-2">
              {shown.map((f) => (
                <div key={f.name}>
                  <dt className="text-xs uppercase tracking-wide text-slate-500 dark:text-slate-400">{humanize(f.name)}</dt>
                  <dd className="break-all" data-testid={`readonly-${f.name}`}>
                    {readOnlyText(f, record?.[f.name])}
                  </dd>
                </div>
              ))}
            </dl>
          </aside>
        )}
      </div>

      {!readOnly && (
        <div className="sticky bottom-0 flex items-center gap-3 border-t border-slate-200 bg-white/95 py-3 dark:border-slate-800 dark:bg-slate-950/95">
          <button type="submit" className={button.primary} disabled={busy}>
            {busy ? "Saving…" : isNew ? `Create ${model.name}` : "Save changes"}
          </button>
          {formState.isDirty && (
            <button type="button" className={button.ghost} onClick={() => reset()} disabled={busy}>
              Discard changes
            </button>
          )}
          <span className="text-sm text-slate-500 dark:text-slate-400" aria-live="polite">
            {formState.isDirty ? "Unsaved changes" : ""}
          </span>
        </div>
      )}
    </form>
  );
}

function readOnlyText(field: FieldDef, value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (field.type === "Date") return formatDate(value) ?? String(value);
  if (Array.isArray(value)) return value.length ? (field.of === "String" ? value.join(", ") : JSON.stringify(value)) : "—";
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

function FieldRow({
  model,
  field,
  control,
  readOnly,
}: {
  model: ModelDef;
  field: FieldDef;
  control: ReturnType<typeof useForm<FormValues>>["control"];
  readOnly: boolean;
}) {
  const id = fieldId(field.name);
  const required = has(field, "Required");
  const widget = widgetFor(field);
  const Override = widgetOverrides[`${model.name}.${field.name}`] ?? widgetOverrides[widget];
  return (
    <Controller
      name={field.name}
      control={control}
      render={({ field: rhf, fieldState }) => {
        const describedBy = [field.notes ? `${id}-help` : "", fieldState.error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
        const props: WidgetProps = {
          field,
          id,
          name: field.name,
          value: rhf.value,
          onChange: rhf.onChange,
          onBlur: rhf.onBlur,
          readOnly,
          invalid: !!fieldState.error,
          describedBy,
          required,
        };
        return (
          <div data-testid={`field-${field.name}`}>
            <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200">
              {humanize(field.name)}
              {required && (
                <span className="ml-0.5 text-red-700 dark:text-red-400" title="Required">
                  *<span className="sr-only"> (required)</span>
                </span>
              )}
              {readOnly && <span className="ml-2 text-xs font-normal text-slate-500">read-only</span>}
            </label>
            {Override ? <Override {...props} /> : <BuiltinWidget widget={widget} {...props} />}
            {field.notes && (
              <p id={`${id}-help`} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
                {field.notes}
              </p>
            )}
            {fieldState.error && (
              <p id={`${id}-error`} className={cx("mt-1 text-sm text-red-700 dark:text-red-400")} data-testid={`error-${field.name}`}>
                {fieldState.error.message}
              </p>
            )}
          </div>
        );
      }}
    />
  );
}
