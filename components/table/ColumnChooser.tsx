"use client";

import { Disclosure } from "@/components/ui/Disclosure";
import { button, cx } from "@/components/ui/styles";
import type { FieldDef } from "@/lib/models";
import { humanize } from "./cells";

/** Shows or hides any readable field as a column; new columns are appended in the order they are picked. */
export function ColumnChooser({
  fields,
  visible,
  onChange,
  onReset,
}: {
  fields: FieldDef[];
  visible: string[];
  onChange: (columns: string[]) => void;
  onReset: () => void;
}) {
  const toggle = (name: string, on: boolean) => onChange(on ? [...visible, name] : visible.filter((c) => c !== name));
  return (
    <Disclosure summary={`Columns (${visible.length})`} summaryClassName={button.secondary}>
      <div className="absolute right-0 z-30 mt-1 max-h-96 w-64 overflow-auto rounded-md border border-slate-200 bg-white p-3 shadow-lg dark:border-slate-700 dark:bg-slate-900">
        <fieldset>
          <legend className="mb-1 text-sm font-semibold">Visible columns</legend>
          {fields.map((f) => (
            <label key={f.name} className="flex items-center gap-2 py-0.5 text-sm">
              <input type="checkbox" checked={visible.includes(f.name)} onChange={(e) => toggle(f.name, e.target.checked)} />
              {humanize(f.name)}
            </label>
          ))}
        </fieldset>
        <button type="button" className={cx(button.ghost, "mt-2")} onClick={onReset}>
          Reset to default
        </button>
      </div>
    </Disclosure>
  );
}
