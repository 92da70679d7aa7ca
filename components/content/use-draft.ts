"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { readDraft, removeDraft, type StoredDraft, writeDraft } from "@/lib/content/draft";

const storage = (): Storage | null => {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
};

export interface DraftControls<T> {
  /** A draft found when the page opened, waiting for the user to restore or discard it. */
  pending: StoredDraft<T> | null;
  /** Debounced autosave of the current unsaved form. Ignored while a found draft awaits an answer. */
  save: (value: T) => void;
  restore: () => T | null;
  discard: () => void;
  /** After a successful save: the draft is no longer needed. */
  clear: () => void;
}

/**
 * Keeps the unsaved form of one record (or "new article") in localStorage so a reload or a crash loses
 * nothing. `key` should name the record, e.g. `article:<id>` or `article:new`.
 */
export function useDraft<T>(key: string, delayMs = 800): DraftControls<T> {
  const [pending, setPending] = useState<StoredDraft<T> | null>(null);
  const pendingRef = useRef<StoredDraft<T> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    const store = storage();
    const found = store ? readDraft<T>(store, key) : null;
    pendingRef.current = found;
    setPending(found);
    return () => clearTimeout(timer.current);
  }, [key]);

  const save = useCallback(
    (value: T) => {
      // Writing now would overwrite the draft the user has not yet decided about.
      if (pendingRef.current) return;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        const store = storage();
        if (store) writeDraft(store, key, value);
      }, delayMs);
    },
    [key, delayMs],
  );

  const settle = useCallback(() => {
    pendingRef.current = null;
    setPending(null);
  }, []);

  const restore = useCallback(() => {
    const value = pendingRef.current?.value ?? null;
    settle();
    return value;
  }, [settle]);

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    const store = storage();
    if (store) removeDraft(store, key);
    settle();
  }, [key, settle]);

  return { pending, save, restore, discard: clear, clear };
}
