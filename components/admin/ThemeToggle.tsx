"use client";

import { useEffect, useState } from "react";
import { button } from "@/components/ui/styles";

export const THEME_KEY = "cp-theme";

/** Runs before the page paints (inline in the admin layout) so a dark theme never flashes light. */
export const themeScript = `try{var t=localStorage.getItem("${THEME_KEY}");if(t==="dark"||(!t&&matchMedia("(prefers-color-scheme: dark)").matches))document.documentElement.classList.add("dark")}catch(e){}`;

export function ThemeToggle() {
  const [dark, setDark] = useState<boolean | null>(null);
  useEffect(() => setDark(document.documentElement.classList.contains("dark")), []);

  const toggle = () => {
    const next = !document.documentElement.classList.contains("dark");
    document.documentElement.classList.toggle("dark", next);
    try {
      localStorage.setItem(THEME_KEY, next ? "dark" : "light");
    } catch {}
    setDark(next);
  };

  return (
    <button type="button" className={button.ghost} onClick={toggle} aria-pressed={dark ?? false} data-testid="theme-toggle">
      <span aria-hidden="true">{dark ? "☾" : "☀"}</span>
      Dark mode
    </button>
  );
}
