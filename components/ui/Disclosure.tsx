"use client";

import { type ReactNode, useEffect, useRef } from "react";
import { cx } from "./styles";

/**
 * A <details> popover (keyboard-operable by the browser) that also closes on Escape, returning focus to
 * its button, and on a click outside it.
 */
export function Disclosure({
  summary,
  summaryClassName,
  className,
  children,
}: {
  summary: ReactNode;
  summaryClassName: string;
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const onPointer = (e: PointerEvent) => {
      if (details.open && !details.contains(e.target as Node)) details.open = false;
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape" && details.open) {
        details.open = false;
        details.querySelector("summary")?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointer);
    details.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      details.removeEventListener("keydown", onKey);
    };
  }, []);
  return (
    <details ref={ref} className={cx("relative", className)}>
      <summary className={cx(summaryClassName, "cursor-pointer list-none")}>{summary}</summary>
      {children}
    </details>
  );
}
