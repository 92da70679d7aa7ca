import { describe, expect, it } from "vitest";
import { draftStorageKey, readDraft, removeDraft, writeDraft } from "../../lib/content/draft";

function memoryStore() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

describe("draft storage", () => {
  it("writes and reads back a draft with its time", () => {
    const store = memoryStore();
    writeDraft(store, "article:new", { title: "Hi", tags: ["a"] }, new Date("2024-05-01T10:00:00Z"));
    expect(readDraft(store, "article:new")).toEqual({ value: { title: "Hi", tags: ["a"] }, savedAt: "2024-05-01T10:00:00.000Z" });
    expect(store.map.has(draftStorageKey("article:new"))).toBe(true);
  });

  it("keeps drafts of different records apart and removes one", () => {
    const store = memoryStore();
    writeDraft(store, "a", 1);
    writeDraft(store, "b", 2);
    removeDraft(store, "a");
    expect(readDraft(store, "a")).toBeNull();
    expect(readDraft(store, "b")?.value).toBe(2);
  });

  it("drops unreadable or foreign entries", () => {
    const store = memoryStore();
    store.setItem(draftStorageKey("x"), "{not json");
    expect(readDraft(store, "x")).toBeNull();
    expect(store.map.size).toBe(0);
    store.setItem(draftStorageKey("y"), JSON.stringify({ v: 99, savedAt: "x", value: 1 }));
    expect(readDraft(store, "y")).toBeNull();
  });

  it("survives storage that throws (quota, privacy mode)", () => {
    const broken = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("quota");
      },
      removeItem: () => {
        throw new Error("denied");
      },
    };
    expect(() => writeDraft(broken, "k", 1)).not.toThrow();
    expect(readDraft(broken, "k")).toBeNull();
    expect(() => removeDraft(broken, "k")).not.toThrow();
  });
});
