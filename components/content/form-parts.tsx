"use client";

import type { ReactNode } from "react";
import { Controller } from "react-hook-form";
import { SaveNotices } from "@/components/form/save-notices";
import { fieldId } from "@/components/form/use-record-form";
import { widgetFor } from "@/components/form/values";
import { BuiltinWidget, type WidgetProps } from "@/components/form/widgets";
import { humanize } from "@/components/table/cells";
import { button, cx } from "@/components/ui/styles";
import { getField, has, type ModelDef } from "@/lib/models";
import { DraftPrompt } from "./draft-prompt";
import type { ContentForm } from "./use-content-form";

/**
 * One field of a content editor: label, widget (the generated form's, or `render` for a custom one), help and
 * the error under it (client validation or the server's `details`), wired for screen readers.
 */
export function ContentField(props: {
  cf: ContentForm;
  model: ModelDef;
  name: string;
  label?: string;
  help?: ReactNode;
  readOnly?: boolean;
  render?: (p: WidgetProps) => ReactNode;
  after?: (value: unknown) => ReactNode;
}) {
  const { cf, model, name } = props;
  const field = getField(model, name);
  if (!field) return null;
  const id = fieldId(name);
  const required = has(field, "Required");
  const readOnly = !!props.readOnly || !cf.writable(field);
  return (
    <Controller
      name={name}
      control={cf.form.control}
      render={({ field: rhf, fieldState }) => {
        const describedBy = [props.help ? `${id}-help` : "", fieldState.error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
        const widgetProps: WidgetProps = {
          field,
          id,
          name,
          value: rhf.value,
          onChange: rhf.onChange,
          onBlur: rhf.onBlur,
          readOnly,
          invalid: !!fieldState.error,
          describedBy,
          required,
        };
        return (
          <div data-testid={`field-${name}`}>
            <label htmlFor={id} id={`${id}-label`} className="mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200">
              {props.label ?? humanize(name)}
              {required && (
                <span className="ml-0.5 text-red-700 dark:text-red-400" title="Required">
                  *<span className="sr-only"> (required)</span>
                </span>
              )}
            </label>
            {props.render ? props.render(widgetProps) : <BuiltinWidget widget={widgetFor(field)} {...widgetProps} />}
            {props.help && (
              <p id={`${id}-help`} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
                {props.help}
              </p>
            )}
            {fieldState.error && (
              <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-400" data-testid={`error-${name}`}>
                {fieldState.error.message}
              </p>
            )}
            {props.after?.(rhf.value)}
          </div>
        );
      }}
    />
  );
}

/** Draft prompt, conflict choice and form-level error, above a content editor's fields. */
export function ContentFormNotices({ cf, noun }: { cf: ContentForm; noun: string }) {
  return (
    <div className="space-y-3">
      <DraftPrompt draft={cf.draft.pending} onRestore={cf.restoreDraft} onDiscard={cf.draft.discard} />
      <SaveNotices state={cf} noun={noun} />
    </div>
  );
}

/** The sticky save bar. */
export function ContentSaveBar({ cf, noun }: { cf: ContentForm; noun: string }) {
  const dirty = cf.form.formState.isDirty;
  return (
    <div className="sticky bottom-0 flex items-center gap-3 border-t border-slate-200 bg-white/95 py-3 dark:border-slate-800 dark:bg-slate-950/95">
      <button type="submit" className={button.primary} disabled={cf.busy}>
        {cf.busy ? "Saving…" : cf.isNew ? `Create ${noun}` : "Save changes"}
      </button>
      {dirty && (
        <button type="button" className={button.ghost} onClick={cf.discardChanges} disabled={cf.busy}>
          Discard changes
        </button>
      )}
      <span className={cx("text-sm text-slate-500 dark:text-slate-400")} aria-live="polite">
        {dirty ? "Unsaved changes (a draft is kept in this browser)" : ""}
      </span>
    </div>
  );
}
