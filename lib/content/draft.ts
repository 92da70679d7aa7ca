/** Unsaved form drafts in localStorage: the storage format, kept pure so it is unit-tested without a browser. */

export const DRAFT_PREFIX = "cp-draft:";
const VERSION = 1;

export interface StoredDraft<T> {
  value: T;
  /** ISO time of the last autosave. */
  savedAt: string;
}

type KeyValueStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export const draftStorageKey = (key: string) => `${DRAFT_PREFIX}${key}`;

export function writeDraft<T>(store: KeyValueStore, key: string, value: T, now = new Date()): void {
  try {
    store.setItem(draftStorageKey(key), JSON.stringify({ v: VERSION, savedAt: now.toISOString(), value }));
  } catch {
    // Full or disabled storage: autosave is a convenience, the form still works.
  }
}

/** The stored draft, or null when there is none or it is unreadable (which is then removed). */
export function readDraft<T>(store: KeyValueStore, key: string): StoredDraft<T> | null {
  let text: string | null;
  try {
    text = store.getItem(draftStorageKey(key));
  } catch {
    return null;
  }
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as { v?: number; savedAt?: string; value?: T };
    if (parsed.v === VERSION && typeof parsed.savedAt === "string" && parsed.value !== undefined) {
      return { value: parsed.value, savedAt: parsed.savedAt };
    }
  } catch {}
  removeDraft(store, key);
  return null;
}

export function removeDraft(store: KeyValueStore, key: string): void {
  try {
    store.removeItem(draftStorageKey(key));
  } catch {}
}
