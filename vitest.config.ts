import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = {
  "@": path.resolve(import.meta.dirname),
  // `server-only` throws outside React Server Components; tests and scripts are server code too.
  "server-only": path.resolve(import.meta.dirname, "tests/setup/server-only-stub.ts"),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node", hookTimeout: 60_000 },
      },
      {
        resolve: { alias },
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/setup/api-server.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One server per run; files share it and isolate by unique slugs and fresh users.
          fileParallelism: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "system",
          include: ["tests/system/**/*.test.ts"],
          environment: "node",
          testTimeout: 180_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
