"use client";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
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
  return (
    <QueryClientProvider client={client}>
      {children}
      <Toaster richColors closeButton position="bottom-right" theme="system" />
    </QueryClientProvider>
  );
}
