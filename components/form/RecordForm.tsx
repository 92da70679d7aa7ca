"use client";

import { type Control, Controller } from "react-hook-form";
import { formatDate, humanize } from "@/components/table/cells";
import { button, cx } from "@/components/ui/styles";
import { type FieldDef, has, type ModelDef } from "@/lib/models";
import { isEditable } from "@/lib/models/zod";
import { widgetOverrides } from "./overrides";
import { SaveNotices } from "./save-notices";
import { fieldId, type RecordFormOptions, useRecordForm } from "./use-record-form";
import { type FormValues, widgetFor } from "./values";
import { BuiltinWidget, type WidgetProps } from "./widgets";

export interface RecordFormProps extends Omit<RecordFormOptions, "onReloaded"> {
  /** The caller may not change this record: every field is shown read-only. */
  readOnly?: boolean;
}

/**
 * The generated create/edit form: a widget per field, read-only details beside them, and the save rules of
 * useRecordForm (validation, If-Match, conflict choice, server `details` under their fields, unsaved guard).
 */
export function RecordForm({ model, record, etag, readOnly = false, onSaved }: RecordFormProps) {
  const rf = useRecordForm({ model, record, etag, onSaved });
  const { control, formState } = rf.form;
  const { busy, isNew, writable } = rf;

  const editable = model.fields.filter(isEditable);
  const shown = model.fields.filter((f) => !isEditable(f) && f.name in (record ?? {}));

  return (
    <form noValidate aria-label={isNew ? `New ${model.name}` : `Edit ${model.name}`} onSubmit={rf.onSubmit} className="space-y-6">
      <SaveNotices state={rf} noun={model.name} />

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
            <button type="button" className={button.ghost} onClick={rf.discard} disabled={busy}>
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
  control: Control<FormValues>;
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
