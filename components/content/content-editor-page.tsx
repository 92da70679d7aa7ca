"use client";

import type { ComponentType } from "react";
import { useAdmin } from "@/components/admin/AdminContext";
import { type AccessRecord, canCreate, canUpdate } from "@/lib/auth/permissions";
import type { ApiRecord } from "@/lib/client/api";
import { findModel, type ModelDef } from "@/lib/models";
import { EditorHeader, WithRecord } from "./load-record";
import { RecordTrashActions } from "./record-actions";

export interface ContentFormProps {
  model: ModelDef;
  record: ApiRecord | null;
  etag: string | null;
  readOnly: boolean;
}

/**
 * The frame shared by the article and lesson pages: a new record when `id` is absent (if the role may create
 * one), otherwise the loaded record with its trash state and actions around the model's own form.
 */
export function ContentEditorPage({
  modelName,
  noun,
  id,
  Form,
}: {
  modelName: string;
  noun: string;
  id?: string;
  Form: ComponentType<ContentFormProps>;
}) {
  const model = findModel(modelName) as ModelDef;
  const { caller } = useAdmin();
  if (!id) {
    if (!canCreate(caller, model)) return <p role="alert">Your role may not create {model.plural}.</p>;
    return (
      <div>
        <EditorHeader model={model} title={`New ${noun}`} />
        <Form model={model} record={null} etag={null} readOnly={false} />
      </div>
    );
  }
  return (
    <WithRecord model={model} id={id}>
      {(record, etag) => {
        const deleted = !!record.deleted;
        const mayEdit = canUpdate(caller, model, record as AccessRecord) && !deleted;
        return (
          <div>
            <EditorHeader model={model} title={String(record.title ?? record._id)} />
            {deleted && (
              <p
                role="status"
                className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm dark:border-amber-800 dark:bg-amber-950/50"
              >
                This {noun} is in the trash. Restore it to edit it.
              </p>
            )}
            <RecordTrashActions model={model} record={record} />
            <Form key={`${record._id}:${deleted}`} model={model} record={record} etag={etag} readOnly={!mayEdit} />
          </div>
        );
      }}
    </WithRecord>
  );
}
