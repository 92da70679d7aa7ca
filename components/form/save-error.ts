import { ApiClientError } from "@/lib/client/api";
import type { ModelDef } from "@/lib/models";

export interface SaveErrorView {
  /** Messages for the model's own fields, in the server's order (a dotted path goes under its top field). */
  fields: { name: string; message: string }[];
  /** Shown above the form only when no field message carries the error. */
  formError: string | null;
  toast: string;
}

/** What a failed save shows: the server's `details` under their fields, anything else above the form. */
export function saveErrorView(model: ModelDef, error: unknown): SaveErrorView {
  if (!(error instanceof ApiClientError)) {
    return { fields: [], formError: (error as Error)?.message ?? "Saving failed.", toast: "Saving failed." };
  }
  const fields: SaveErrorView["fields"] = [];
  for (const d of error.details) {
    const name = d.field?.split(".")[0];
    if (name && model.fields.some((f) => f.name === name)) fields.push({ name, message: d.message });
  }
  return { fields, formError: fields.length ? null : error.message, toast: error.message };
}
