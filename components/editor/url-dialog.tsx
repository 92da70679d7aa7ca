"use client";

import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { createPortal } from "react-dom";

export interface UrlDialogField {
  name: string;
  label: string;
  type?: "url" | "text";
  required?: boolean;
  hint?: string;
}

/**
 * A small modal form on the native <dialog>: showModal() makes the rest of the page inert, traps focus and
 * closes on Escape; focus returns to the button that opened it. It is portalled to <body> because the editor
 * usually sits inside the article's <form>, and a form nested in another submits the outer one.
 */
export function UrlDialog(props: {
  open: boolean;
  title: string;
  fields: UrlDialogField[];
  initial?: Record<string, string>;
  submitLabel: string;
  validate: (values: Record<string, string>) => Record<string, string>;
  onSubmit: (values: Record<string, string>) => void;
  onClose: () => void;
}) {
  const { open, title, fields, initial, submitLabel, validate, onSubmit, onClose } = props;
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const baseId = useId();
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !mounted) return;
    if (open && !dialog.open) {
      setValues(initial ?? {});
      setErrors({});
      dialog.showModal();
    } else if (!open && dialog.open) dialog.close();
  }, [open, initial, mounted]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(values);
  };

  if (!mounted) return null;
  return createPortal(
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      className="m-auto w-full max-w-md rounded-lg border border-slate-300 bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/40 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
      <form onSubmit={submit} className="space-y-4 p-5" noValidate>
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        {fields.map((field, i) => {
          const id = `${baseId}-${field.name}`;
          const error = errors[field.name];
          return (
            <div key={field.name} className="space-y-1">
              <label htmlFor={id} className="block text-sm font-medium">
                {field.label}
                {field.required ? <span aria-hidden="true"> *</span> : null}
              </label>
              <input
                id={id}
                type={field.type ?? "text"}
                autoFocus={i === 0}
                required={field.required}
                value={values[field.name] ?? ""}
                onChange={(e) => setValues((v) => ({ ...v, [field.name]: e.target.value }))}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : field.hint ? `${id}-hint` : undefined}
                className="w-full rounded border border-slate-300 bg-white px-2 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-blue-600 dark:border-slate-600 dark:bg-slate-950"
              />
              {error ? (
                <p id={`${id}-error`} className="text-sm text-red-700 dark:text-red-400">
                  {error}
                </p>
              ) : field.hint ? (
                <p id={`${id}-hint`} className="text-xs text-slate-500">
                  {field.hint}
                </p>
              ) : null}
            </div>
          );
        })}
        <div className="flex justify-end gap-2">
          <button
            type="button"
            onClick={onClose}
            className="rounded border border-slate-300 px-3 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-blue-600 dark:border-slate-600"
          >
            Cancel
          </button>
          <button
            type="submit"
            className="rounded bg-blue-700 px-3 py-1.5 text-sm text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
          >
            {submitLabel}
          </button>
        </div>
      </form>
    </dialog>,
    document.body,
  );
}
