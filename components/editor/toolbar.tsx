"use client";

import { $createCodeNode, $isCodeNode } from "@lexical/code";
import { $createLinkNode, $isLinkNode, $toggleLink } from "@lexical/link";
import { $isListNode, INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND, ListNode, REMOVE_LIST_COMMAND } from "@lexical/list";
import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { $createHeadingNode, $createQuoteNode, $isHeadingNode, $isQuoteNode } from "@lexical/rich-text";
import { $setBlocksType } from "@lexical/selection";
import { $getNearestNodeOfType, mergeRegister } from "@lexical/utils";
import {
  $createParagraphNode,
  $createTextNode,
  $getSelection,
  $insertNodes,
  $isRangeSelection,
  $setSelection,
  type BaseSelection,
  CAN_REDO_COMMAND,
  CAN_UNDO_COMMAND,
  COMMAND_PRIORITY_LOW,
  FORMAT_TEXT_COMMAND,
  REDO_COMMAND,
  type TextFormatType,
  UNDO_COMMAND,
} from "lexical";
import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { isAllowedLinkUrl, isHttpUrl } from "@/lib/content/urls";
import { $createImageNode } from "./image-node";
import { UrlDialog } from "./url-dialog";

type BlockType = "paragraph" | "h1" | "h2" | "h3" | "quote" | "code" | "bullet" | "number";

interface ToolbarState {
  block: BlockType;
  formats: Record<"bold" | "italic" | "underline" | "strikethrough" | "code", boolean>;
  link: boolean;
  canUndo: boolean;
  canRedo: boolean;
}

const INITIAL: ToolbarState = {
  block: "paragraph",
  formats: { bold: false, italic: false, underline: false, strikethrough: false, code: false },
  link: false,
  canUndo: false,
  canRedo: false,
};

function ToolButton(props: { label: string; pressed?: boolean; disabled?: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={props.label}
      title={props.label}
      aria-pressed={props.pressed}
      disabled={props.disabled}
      // Keep the editor's selection: the click must not move focus before the command runs.
      onMouseDown={(e) => e.preventDefault()}
      onClick={props.onClick}
      className="min-w-8 rounded px-2 py-1 text-sm hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-blue-600 disabled:opacity-40 aria-pressed:bg-slate-300 dark:hover:bg-slate-700 dark:aria-pressed:bg-slate-600"
    >
      {props.children}
    </button>
  );
}

const Sep = () => <span aria-hidden="true" className="mx-1 h-5 w-px bg-slate-300 dark:bg-slate-600" />;

/** The editor's toolbar (WAI-ARIA toolbar: one tab stop, arrow keys move between buttons). */
export function Toolbar() {
  const [editor] = useLexicalComposerContext();
  const [state, setState] = useState<ToolbarState>(INITIAL);
  const [dialog, setDialog] = useState<"link" | "image" | null>(null);
  const saved = useRef<BaseSelection | null>(null);
  const toolbarRef = useRef<HTMLDivElement>(null);

  const $read = useCallback(() => {
    const selection = $getSelection();
    if (!$isRangeSelection(selection)) return;
    const anchor = selection.anchor.getNode();
    const top = anchor.getKey() === "root" ? anchor : anchor.getTopLevelElementOrThrow();
    let block: BlockType = "paragraph";
    if ($isListNode(top)) {
      const list = $getNearestNodeOfType(anchor, ListNode) ?? top;
      block = list.getListType() === "number" ? "number" : "bullet";
    } else if ($isHeadingNode(top)) {
      const tag = top.getTag();
      block = tag === "h1" || tag === "h2" || tag === "h3" ? tag : "paragraph";
    } else if ($isQuoteNode(top)) block = "quote";
    else if ($isCodeNode(top)) block = "code";
    const parent = anchor.getParent();
    setState((s) => ({
      ...s,
      block,
      link: $isLinkNode(parent) || $isLinkNode(anchor),
      formats: {
        bold: selection.hasFormat("bold"),
        italic: selection.hasFormat("italic"),
        underline: selection.hasFormat("underline"),
        strikethrough: selection.hasFormat("strikethrough"),
        code: selection.hasFormat("code"),
      },
    }));
  }, []);

  useEffect(
    () =>
      mergeRegister(
        editor.registerUpdateListener(({ editorState }) => editorState.read($read)),
        editor.registerCommand(
          CAN_UNDO_COMMAND,
          (canUndo) => {
            setState((s) => ({ ...s, canUndo }));
            return false;
          },
          COMMAND_PRIORITY_LOW,
        ),
        editor.registerCommand(
          CAN_REDO_COMMAND,
          (canRedo) => {
            setState((s) => ({ ...s, canRedo }));
            return false;
          },
          COMMAND_PRIORITY_LOW,
        ),
      ),
    [editor, $read],
  );

  const setBlock = (block: BlockType) => {
    if (block === "bullet" || block === "number") {
      editor.dispatchCommand(
        state.block === block ? REMOVE_LIST_COMMAND : block === "bullet" ? INSERT_UNORDERED_LIST_COMMAND : INSERT_ORDERED_LIST_COMMAND,
        undefined,
      );
      return;
    }
    editor.update(() => {
      const selection = $getSelection();
      if (!$isRangeSelection(selection)) return;
      // Pressing the active block type again turns the block back into a paragraph.
      const target = state.block === block ? "paragraph" : block;
      $setBlocksType(selection, () => {
        if (target === "h1" || target === "h2" || target === "h3") return $createHeadingNode(target);
        if (target === "quote") return $createQuoteNode();
        if (target === "code") return $createCodeNode();
        return $createParagraphNode();
      });
    });
  };

  const format = (type: TextFormatType) => editor.dispatchCommand(FORMAT_TEXT_COMMAND, type);

  const openDialog = (kind: "link" | "image") => {
    // The dialog takes focus; remember where the caret was to insert there afterwards.
    saved.current = editor.getEditorState().read(() => $getSelection()?.clone() ?? null);
    setDialog(kind);
  };

  const closeDialog = () => {
    setDialog(null);
    editor.focus();
  };

  const insertLink = (values: Record<string, string>) => {
    const url = values.url.trim();
    editor.update(() => {
      if (saved.current) $setSelection(saved.current.clone());
      const selection = $getSelection();
      if (!$isRangeSelection(selection)) return;
      if (selection.isCollapsed()) {
        // Nothing selected: insert the link with its text (or the URL as text) at the caret.
        const link = $createLinkNode(url);
        link.append($createTextNode(values.text?.trim() || url));
        $insertNodes([link]);
        link.selectEnd();
      } else $toggleLink(url);
    });
    closeDialog();
  };

  const insertImage = (values: Record<string, string>) => {
    editor.update(() => {
      if (saved.current) $setSelection(saved.current.clone());
      $insertNodes([$createImageNode(values.src.trim(), values.alt.trim())]);
    });
    closeDialog();
  };

  const removeLink = () => editor.update(() => $toggleLink(null));

  const selectionIsCollapsed = () =>
    editor.getEditorState().read(() => {
      const s = $getSelection();
      return !$isRangeSelection(s) || s.isCollapsed();
    });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = Array.from(toolbarRef.current?.querySelectorAll<HTMLButtonElement>("button:not(:disabled)") ?? []);
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    const next =
      event.key === "ArrowRight"
        ? (at + 1) % buttons.length
        : event.key === "ArrowLeft"
          ? (at - 1 + buttons.length) % buttons.length
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? buttons.length - 1
              : -1;
    if (next < 0) return;
    event.preventDefault();
    for (const b of buttons) b.tabIndex = -1;
    buttons[next].tabIndex = 0;
    buttons[next].focus();
  };

  // Roving tab index: only one button is in the page's tab order.
  useEffect(() => {
    const buttons = toolbarRef.current?.querySelectorAll<HTMLButtonElement>("button");
    if (!buttons) return;
    if (![...buttons].some((b) => b.tabIndex === 0))
      buttons.forEach((b, i) => {
        b.tabIndex = i === 0 ? 0 : -1;
      });
  });

  const [linkNeedsText, setLinkNeedsText] = useState(false);

  return (
    <>
      <div
        ref={toolbarRef}
        role="toolbar"
        aria-label="Formatting"
        aria-orientation="horizontal"
        onKeyDown={onKeyDown}
        className="flex flex-wrap items-center gap-0.5 border-b border-slate-300 p-1 dark:border-slate-600"
      >
        <ToolButton label="Undo" disabled={!state.canUndo} onClick={() => editor.dispatchCommand(UNDO_COMMAND, undefined)}>
          ↶
        </ToolButton>
        <ToolButton label="Redo" disabled={!state.canRedo} onClick={() => editor.dispatchCommand(REDO_COMMAND, undefined)}>
          ↷
        </ToolButton>
        <Sep />
        <ToolButton label="Paragraph" pressed={state.block === "paragraph"} onClick={() => setBlock("paragraph")}>
          ¶
        </ToolButton>
        <ToolButton label="Heading 1" pressed={state.block === "h1"} onClick={() => setBlock("h1")}>
          H1
        </ToolButton>
        <ToolButton label="Heading 2" pressed={state.block === "h2"} onClick={() => setBlock("h2")}>
          H2
        </ToolButton>
        <ToolButton label="Heading 3" pressed={state.block === "h3"} onClick={() => setBlock("h3")}>
          H3
        </ToolButton>
        <Sep />
        <ToolButton label="Bold" pressed={state.formats.bold} onClick={() => format("bold")}>
          <b>B</b>
        </ToolButton>
        <ToolButton label="Italic" pressed={state.formats.italic} onClick={() => format("italic")}>
          <i>I</i>
        </ToolButton>
        <ToolButton label="Underline" pressed={state.formats.underline} onClick={() => format("underline")}>
          <u>U</u>
        </ToolButton>
        <ToolButton label="Strikethrough" pressed={state.formats.strikethrough} onClick={() => format("strikethrough")}>
          <s>S</s>
        </ToolButton>
        <ToolButton label="Inline code" pressed={state.formats.code} onClick={() => format("code")}>
          {"</>"}
        </ToolButton>
        <Sep />
        <ToolButton label="Bulleted list" pressed={state.block === "bullet"} onClick={() => setBlock("bullet")}>
          • List
        </ToolButton>
        <ToolButton label="Numbered list" pressed={state.block === "number"} onClick={() => setBlock("number")}>
          1. List
        </ToolButton>
        <ToolButton label="Quote" pressed={state.block === "quote"} onClick={() => setBlock("quote")}>
          ❝
        </ToolButton>
        <ToolButton label="Code block" pressed={state.block === "code"} onClick={() => setBlock("code")}>
          {"{ }"}
        </ToolButton>
        <Sep />
        {state.link ? (
          <ToolButton label="Remove link" pressed onClick={removeLink}>
            Unlink
          </ToolButton>
        ) : (
          <ToolButton
            label="Link"
            onClick={() => {
              setLinkNeedsText(selectionIsCollapsed());
              openDialog("link");
            }}
          >
            Link
          </ToolButton>
        )}
        <ToolButton label="Image" onClick={() => openDialog("image")}>
          Image
        </ToolButton>
      </div>
      <UrlDialog
        open={dialog === "link"}
        title="Insert link"
        submitLabel="Insert link"
        fields={[
          { name: "url", label: "Link URL", type: "url", required: true, hint: "https://…, http://… or mailto:…" },
          ...(linkNeedsText ? [{ name: "text", label: "Link text" }] : []),
        ]}
        validate={(v): Record<string, string> => (isAllowedLinkUrl(v.url ?? "") ? {} : { url: "Enter an http(s) or mailto: link." })}
        onSubmit={insertLink}
        onClose={closeDialog}
      />
      <UrlDialog
        open={dialog === "image"}
        title="Insert image"
        submitLabel="Insert image"
        fields={[
          { name: "src", label: "Image URL", type: "url", required: true, hint: "An http(s) address of the image" },
          { name: "alt", label: "Alternative text", required: true, hint: "Describes the image for people who cannot see it" },
        ]}
        validate={(v) => {
          const errors: Record<string, string> = {};
          if (!isHttpUrl(v.src)) errors.src = "Enter an http(s) image address.";
          if (!v.alt?.trim()) errors.alt = "Describe the image.";
          return errors;
        }}
        onSubmit={insertImage}
        onClose={closeDialog}
      />
    </>
  );
}
