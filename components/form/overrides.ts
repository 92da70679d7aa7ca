import type { ComponentType } from "react";
import type { WidgetProps } from "./widgets";

/**
 * Extension points for hand-made screens, all optional. The generated list and editor are used for every
 * model not named here.
 *
 * - editorOverrides: a model's whole create/edit screen (e.g. a lesson authoring page). It receives the
 *   same props as the generated RecordEditor and can reuse RecordForm with its own layout.
 * - widgetOverrides: one field's input, keyed by "model.field" (e.g. "article.html") or by widget name
 *   (e.g. "richtext" for every rich-text field). It receives WidgetProps and keeps the generated form's
 *   validation, dirty tracking, server errors and If-Match saving.
 * - listOverrides: a model's whole list screen.
 *
 * Components registered here must be client components ("use client").
 */

export interface RecordEditorProps {
  modelName: string;
  /** The record's id or slug; absent when creating. */
  id?: string;
}

export interface ModelListProps {
  modelName: string;
}

export const editorOverrides: Partial<Record<string, ComponentType<RecordEditorProps>>> = {};

export const widgetOverrides: Partial<Record<string, ComponentType<WidgetProps>>> = {};

export const listOverrides: Partial<Record<string, ComponentType<ModelListProps>>> = {};
