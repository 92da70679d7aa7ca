"use client";

import { useEffect } from "react";

export const UNSAVED_MESSAGE = "You have unsaved changes. Leave this page and lose them?";

/** The Navigation API's `navigate` event, as far as used here (TypeScript's DOM types lack it). */
type NavigateEvent = Event & { navigationType: string; destination: { url: string; sameDocument: boolean } };

const samePage = (a: URL, b: URL) => a.pathname === b.pathname && a.search === b.search;

/**
 * Warns before unsaved changes are lost, since the App Router has no cancellable route-change event: on
 * reload, close and typed URLs (beforeunload), on in-app links (a capturing click listener), and on
 * Back/Forward within the app through the Navigation API's `navigate` event. popstate cannot do the latter:
 * it fires after the history pointer moved, and the router's own listener (registered first) has already
 * rendered the other page. `navigate` fires before, and cancelling it leaves URL, history and form untouched.
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = "";
    };
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const a = (e.target as Element | null)?.closest?.("a[href]") as HTMLAnchorElement | null;
      if (!a || a.target === "_blank" || a.hasAttribute("download")) return;
      const url = new URL(a.href, location.href);
      if (url.origin !== location.origin) return;
      if (samePage(url, new URL(location.href))) return;
      if (!window.confirm(UNSAVED_MESSAGE)) {
        e.preventDefault();
        e.stopPropagation();
      }
    };
    const onNavigate = (event: Event) => {
      const e = event as NavigateEvent;
      // Pushes come from links (above) or the app's own code; leaving the document is beforeunload's.
      if (e.navigationType !== "traverse" || !e.destination.sameDocument) return;
      if (samePage(new URL(e.destination.url), new URL(location.href))) return;
      // Browsers may make a traversal uncancellable (asking would be pointless) when no user interaction
      // came since the last refusal, so that a page cannot trap Back.
      if (e.cancelable && !window.confirm(UNSAVED_MESSAGE)) e.preventDefault();
    };
    // Absent before Safari 26.2 and Firefox 147; those keep the beforeunload and link guards only.
    const navigation = (window as { navigation?: EventTarget }).navigation;
    window.addEventListener("beforeunload", onBeforeUnload);
    document.addEventListener("click", onClick, true);
    navigation?.addEventListener("navigate", onNavigate);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      document.removeEventListener("click", onClick, true);
      navigation?.removeEventListener("navigate", onNavigate);
    };
  }, [dirty]);
}
