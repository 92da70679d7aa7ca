import "server-only";
import type { ModelDef } from "../models/types";

/**
 * Per-model steps on the data written by create, replace and patch, after validation and before storage:
 * the place for rules a type cannot say (sign-in emails are case-insensitive, article HTML is sanitised).
 */
type WriteHook = (data: Record<string, unknown>) => void;

const hooks: Record<string, WriteHook[]> = {
  user: [
    (data) => {
      if (typeof data.email === "string") data.email = data.email.trim().toLowerCase();
    },
  ],
};

export function registerWriteHook(model: string, hook: WriteHook) {
  hooks[model] = [...(hooks[model] ?? []), hook];
}

export function runWriteHooks(model: ModelDef, data: Record<string, unknown>) {
  for (const hook of hooks[model.name] ?? []) hook(data);
}
