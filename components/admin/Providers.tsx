"use client";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import { Toaster } from "sonner";
import { ApiClientError } from "@/lib/client/api";

/** Client errors (4xx) are answers, not glitches: only network errors and 5xx are retried. */
const shouldRetry = (failureCount: number, error: unknown) =>
  failureCount < 2 && (!(error instanceof ApiClientError) || error.status === 0 || error.status >= 500);

export function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: { staleTime: 10_000, retry: shouldRetry, refetchOnWindowFocus: false },
          mutations: { retry: false },
        },
      }),
  );
  // Toasts follow the dashboard's own theme (the `.dark` class the toggle sets), not only the system's.
  const [theme, setTheme] = useState<"light" | "dark">("light");
  useEffect(() => {
    const html = document.documentElement;
    const sync = () => setTheme(html.classList.contains("dark") ? "dark" : "light");
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(html, { attributes: true, attributeFilter: ["class"] });
    return () => observer.disconnect();
  }, []);
  return (
    <QueryClientProvider client={client}>
      {children}
      <Toaster richColors closeButton position="bottom-right" theme={theme} />
    </QueryClientProvider>
  );
}
