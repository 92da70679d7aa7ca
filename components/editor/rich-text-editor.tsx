"use client";

import { CodeHighlightNode, CodeNode } from "@lexical/code";
import { $generateHtmlFromNodes, $generateNodesFromDOM } from "@lexical/html";
import { AutoLinkNode, LinkNode } from "@lexical/link";
import { ListItemNode, ListNode } from "@lexical/list";
import { LexicalComposer } from "@lexical/react/LexicalComposer";
import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { ContentEditable } from "@lexical/react/LexicalContentEditable";
import { LexicalErrorBoundary } from "@lexical/react/LexicalErrorBoundary";
import { HistoryPlugin } from "@lexical/react/LexicalHistoryPlugin";
import { LinkPlugin } from "@lexical/react/LexicalLinkPlugin";
import { ListPlugin } from "@lexical/react/LexicalListPlugin";
import { OnChangePlugin } from "@lexical/react/LexicalOnChangePlugin";
import { RichTextPlugin } from "@lexical/react/LexicalRichTextPlugin";
import { HeadingNode, QuoteNode } from "@lexical/rich-text";
import { $getRoot, $insertNodes, $isParagraphNode, type EditorState, HISTORY_MERGE_TAG, type LexicalEditor } from "lexical";
import { useEffect, useRef } from "react";
import { isAllowedLinkUrl } from "@/lib/content/urls";
import { ImageNode } from "./image-node";
import { editorTheme } from "./theme";
import { Toolbar } from "./toolbar";

/** What the editor produces: `html` for readers (sanitised again by the server) and `editorState` to reopen it. */
export interface EditorValue {
  html: string;
  editorState: string;
}

const NODES = [HeadingNode, QuoteNode, ListNode, ListItemNode, LinkNode, AutoLinkNode, CodeNode, CodeHighlightNode, ImageNode];

/** A serialised state worth restoring: parseable and with at least one block. */
export function usableEditorState(json: string | null | undefined): boolean {
  if (!json) return false;
  try {
    const parsed = JSON.parse(json) as { root?: { children?: unknown[] } };
    return Array.isArray(parsed?.root?.children) && parsed.root.children.length > 0;
  } catch {
    return false;
  }
}

function $loadHtml(editor: LexicalEditor, html: string) {
  const dom = new DOMParser().parseFromString(html, "text/html");
  const nodes = $generateNodesFromDOM(editor, dom);
  const root = $getRoot();
  root.clear();
  root.select();
  $insertNodes(nodes);
}

/** Loads the saved document once: the editor's own state when there is one, else the HTML (older records). */
function InitialContentPlugin({ editorState, html }: { editorState?: string | null; html?: string | null }) {
  const [editor] = useLexicalComposerContext();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    if (usableEditorState(editorState)) {
      try {
        editor.setEditorState(editor.parseEditorState(editorState as string), { tag: HISTORY_MERGE_TAG });
        return;
      } catch {
        // A state from an incompatible editor version: fall back to the HTML.
      }
    }
    if (html) editor.update(() => $loadHtml(editor, html), { tag: HISTORY_MERGE_TAG });
  }, [editor, editorState, html]);
  return null;
}

/** An untouched editor holds one empty paragraph: that is "no content", not "<p><br></p>". */
function $isBlank(): boolean {
  const children = $getRoot().getChildren();
  const only = children[0];
  return children.length === 0 || (children.length === 1 && $isParagraphNode(only) && only.isEmpty());
}

export function RichTextEditor(props: {
  /** id of the element that labels the editor (a visible <span>/<label>). */
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
  initialEditorState?: string | null;
  initialHtml?: string | null;
  onChange: (value: EditorValue) => void;
  namespace?: string;
}) {
  const { labelledBy, describedBy, invalid, initialEditorState, initialHtml, onChange, namespace = "article" } = props;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const handleChange = (state: EditorState, editor: LexicalEditor) => {
    const html = state.read(() => ($isBlank() ? "" : $generateHtmlFromNodes(editor, null)));
    onChangeRef.current({ html, editorState: html ? JSON.stringify(state.toJSON()) : "" });
  };

  return (
    <LexicalComposer
      initialConfig={{
        namespace,
        nodes: NODES,
        theme: editorTheme,
        onError: (error) => {
          console.error(error);
        },
      }}
    >
      <div
        className={`rounded-md border bg-white focus-within:ring-2 focus-within:ring-blue-600 dark:bg-slate-950 ${invalid ? "border-red-600" : "border-slate-300 dark:border-slate-600"}`}
      >
        <Toolbar />
        <div className="relative">
          <RichTextPlugin
            contentEditable={
              <ContentEditable
                aria-labelledby={labelledBy}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                aria-multiline
                data-testid="rich-text-editor"
                className="min-h-60 px-3 py-2 outline-none"
                aria-placeholder="Write the article…"
                placeholder={<div className="pointer-events-none absolute top-2 left-3 text-slate-400">Write the article…</div>}
              />
            }
            ErrorBoundary={LexicalErrorBoundary}
          />
        </div>
      </div>
      <HistoryPlugin />
      <ListPlugin />
      <LinkPlugin validateUrl={isAllowedLinkUrl} />
      <InitialContentPlugin editorState={initialEditorState} html={initialHtml} />
      <OnChangePlugin ignoreSelectionChange onChange={handleChange} />
    </LexicalComposer>
  );
}
