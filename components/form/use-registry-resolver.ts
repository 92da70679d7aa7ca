"use client";

import { useCallback, useMemo } from "react";
import type { FieldErrors, Resolver } from "react-hook-form";
import type { Caller } from "@/lib/auth/caller";
import { canWriteField } from "@/lib/auth/permissions";
import type { FieldDef, ModelDef } from "@/lib/models";
import { issuesOf, writeSchema } from "@/lib/models/zod";
import { type FormValues, toBody } from "./values";

/**
 * The react-hook-form resolver of every record form: widget values are mapped to the API body and checked
 * with the same registry zod schema the API uses (create or patch), so a form can never accept what the
 * API would refuse. Each field gets its first message. `writable` is returned for building the body on save.
 */
export function useRegistryResolver(model: ModelDef, isNew: boolean, caller: Caller | null) {
  const writable = useCallback((f: FieldDef) => canWriteField(caller, f), [caller]);
  const schema = useMemo(() => writeSchema(model, isNew ? "create" : "patch"), [model, isNew]);
  const resolver = useMemo<Resolver<FormValues>>(
    () => async (values) => {
      const { body, issues } = toBody(model, values, { writable });
      const errors: FieldErrors<FormValues> = {};
      for (const issue of issues) errors[issue.field] ??= { type: "mapping", message: issue.message };
      const parsed = schema.safeParse(body);
      if (!parsed.success) {
        for (const issue of issuesOf(parsed.error)) {
          const name = issue.field?.split(".")[0];
          if (name && !errors[name]) errors[name] = { type: "schema", message: issue.message };
        }
      }
      return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
    },
    [model, schema, writable],
  );
  return { resolver, writable };
}
