"use client";

import { type FormEvent, useId, useState } from "react";
import { humanize } from "@/components/table/cells";
import { button, cx, input } from "@/components/ui/styles";
import { type FieldDef, getField, type ModelDef } from "@/lib/models";
import { type Filter, type FilterOp, OP_LABELS, opsForField } from "./filters-to-where";

/** A new filter of the given operator, blank. */
export function blankFilter(field: FieldDef, op: FilterOp = opsForField(field)[0]): Filter {
  switch (op) {
    case "contains":
    case "eq":
      return { field: field.name, op, value: "" };
    case "in":
    case "all":
      return { field: field.name, op, values: [] };
    case "is":
      return { field: field.name, op, value: true };
    case "exists":
      return { field: field.name, op, value: true };
    case "range":
      return { field: field.name, op, min: "", max: "" };
  }
}

/**
 * Builds filters per field type. Edits stay a draft until applied, so typing does not fire a request per
 * key; Apply (or Enter in any input) writes them to the URL, which runs the query.
 */
export function FilterBuilder({
  model,
  fields,
  filters,
  onApply,
}: {
  model: ModelDef;
  fields: FieldDef[];
  filters: Filter[];
  onApply: (filters: Filter[]) => void;
}) {
  const [draft, setDraft] = useState<Filter[]>(filters);
  const filterable = fields.filter((f) => f.name !== "_id" || model.titleField === "_id");

  const update = (i: number, next: Filter) => setDraft((d) => d.map((f, j) => (j === i ? next : f)));
  const remove = (i: number) => setDraft((d) => d.filter((_, j) => j !== i));
  const add = () => {
    const first = filterable[0];
    if (first) setDraft((d) => [...d, blankFilter(first)]);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply(draft);
  };

  return (
    <form onSubmit={submit} aria-label="Filters" className="space-y-2 rounded-md border border-slate-200 p-3 dark:border-slate-700">
      {draft.length === 0 && <p className="text-sm text-slate-500 dark:text-slate-400">No filters. Add one to narrow the list.</p>}
      {draft.map((filter, i) => {
        const field = getField(model, filter.field);
        if (!field) return null;
        return (
          <FilterRow
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; the index is their identity
            key={i}
            index={i}
            fields={filterable}
            field={field}
            filter={filter}
            onChange={(f) => update(i, f)}
            onRemove={() => remove(i)}
            model={model}
          />
        );
      })}
      <div className="flex flex-wrap gap-2 pt-1">
        <button type="button" className={button.secondary} onClick={add}>
          + Add filter
        </button>
        <button type="submit" className={button.primary}>
          Apply filters
        </button>
        {(draft.length > 0 || filters.length > 0) && (
          <button
            type="button"
            className={button.ghost}
            onClick={() => {
              setDraft([]);
              onApply([]);
            }}
          >
            Clear filters
          </button>
        )}
      </div>
    </form>
  );
}

function FilterRow({
  index,
  model,
  fields,
  field,
  filter,
  onChange,
  onRemove,
}: {
  index: number;
  model: ModelDef;
  fields: FieldDef[];
  field: FieldDef;
  filter: Filter;
  onChange: (f: Filter) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const n = index + 1;
  return (
    <div className="flex flex-wrap items-start gap-2" data-testid={`filter-${filter.field}`}>
      <label className="sr-only" htmlFor={`${id}-field`}>
        Filter {n} field
      </label>
      <select
        id={`${id}-field`}
        className={cx(input, "w-40")}
        value={field.name}
        onChange={(e) => {
          const f = getField(model, e.target.value);
          if (f) onChange(blankFilter(f));
        }}
      >
        {fields.map((f) => (
          <option key={f.name} value={f.name}>
            {humanize(f.name)}
          </option>
        ))}
      </select>
      <label className="sr-only" htmlFor={`${id}-op`}>
        Filter {n} operator
      </label>
      <select
        id={`${id}-op`}
        className={cx(input, "w-40")}
        value={filter.op}
        onChange={(e) => onChange(blankFilter(field, e.target.value as FilterOp))}
      >
        {opsForField(field).map((op) => (
          <option key={op} value={op}>
            {OP_LABELS[op]}
          </option>
        ))}
      </select>
      <div className="min-w-48 flex-1">
        <FilterValue id={id} label={`${humanize(field.name)} ${OP_LABELS[filter.op]}`} field={field} filter={filter} onChange={onChange} />
      </div>
      <button type="button" className={button.ghost} onClick={onRemove} aria-label={`Remove filter ${n} (${humanize(field.name)})`}>
        ✕
      </button>
    </div>
  );
}

function FilterValue({
  id,
  label,
  field,
  filter,
  onChange,
}: {
  id: string;
  label: string;
  field: FieldDef;
  filter: Filter;
  onChange: (f: Filter) => void;
}) {
  switch (filter.op) {
    case "contains":
    case "eq":
      return (
        <input
          aria-label={label}
          className={input}
          type={field.type === "Integer" ? "number" : "text"}
          value={filter.value}
          onChange={(e) => onChange({ ...filter, value: e.target.value })}
        />
      );
    case "in":
      return (
        <fieldset className="flex flex-wrap gap-x-3 gap-y-1 pt-1.5">
          <legend className="sr-only">{label}</legend>
          {(field.values ?? []).map((v) => (
            <label key={v} className="flex items-center gap-1 text-sm">
              <input
                type="checkbox"
                checked={filter.values.includes(v)}
                onChange={(e) =>
                  onChange({ ...filter, values: e.target.checked ? [...filter.values, v] : filter.values.filter((x) => x !== v) })
                }
              />
              {v}
            </label>
          ))}
        </fieldset>
      );
    case "is":
    case "exists":
      return (
        <select
          aria-label={label}
          className={input}
          value={String(filter.value)}
          onChange={(e) => onChange({ ...filter, value: e.target.value === "true" })}
        >
          <option value="true">{filter.op === "exists" ? "yes" : "true"}</option>
          <option value="false">{filter.op === "exists" ? "no" : "false"}</option>
        </select>
      );
    case "range": {
      const type = field.type === "Date" ? "date" : "number";
      return (
        <div className="flex items-center gap-2">
          <input
            id={`${id}-min`}
            aria-label={`${humanize(field.name)} from`}
            className={input}
            type={type}
            value={filter.min ?? ""}
            onChange={(e) => onChange({ ...filter, min: e.target.value })}
          />
          <span aria-hidden="true">–</span>
          <input
            aria-label={`${humanize(field.name)} to`}
            className={input}
            type={type}
            value={filter.max ?? ""}
            onChange={(e) => onChange({ ...filter, max: e.target.value })}
          />
          {field.type === "Date" && <span className="text-xs text-slate-500">UTC</span>}
        </div>
      );
    }
    case "all":
      return (
        <input
          aria-label={`${label} (comma-separated)`}
          placeholder="tag1, tag2"
          className={input}
          value={filter.values.join(",")}
          onChange={(e) => onChange({ ...filter, values: e.target.value.split(",") })}
        />
      );
  }
}
