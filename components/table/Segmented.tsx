import { button, cx } from "@/components/ui/styles";

/** A row of toggle buttons where exactly one is on: Records/Trash, a page's scopes. */
export function Segmented<T extends string>({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="flex rounded-md border border-slate-300 p-0.5 dark:border-slate-600">
      <legend className="sr-only">{legend}</legend>
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          aria-pressed={o.value === value}
          className={cx(button.ghost, "py-1", o.value === value && "bg-slate-200 dark:bg-slate-700")}
          onClick={() => onChange(o.value)}
        >
          {o.label}
        </button>
      ))}
    </fieldset>
  );
}
