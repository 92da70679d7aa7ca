"use client";

import type { StoredDraft } from "@/lib/content/draft";

/** "Restore draft?" banner shown when an unsaved draft of this form was found. */
export function DraftPrompt({
  draft,
  onRestore,
  onDiscard,
}: {
  draft: StoredDraft<unknown> | null;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  if (!draft) return null;
  const when = new Date(draft.savedAt);
  return (
    <section
      aria-label="Unsaved draft"
      className="flex flex-wrap items-center gap-3 rounded-md border border-amber-400 bg-amber-50 p-3 text-sm text-amber-950 focus-visible:outline-2 focus-visible:outline-blue-600 dark:border-amber-600 dark:bg-amber-950 dark:text-amber-100"
    >
      <p className="grow" role="status">
        Restore draft? You have unsaved changes from <time dateTime={draft.savedAt}>{when.toLocaleString()}</time>.
      </p>
      <button
        type="button"
        onClick={onRestore}
        className="rounded bg-amber-700 px-3 py-1 text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
      >
        Restore draft
      </button>
      <button
        type="button"
        onClick={onDiscard}
        className="rounded border border-amber-700 px-3 py-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
      >
        Discard draft
      </button>
    </section>
  );
}
