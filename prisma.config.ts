import { defineConfig } from "prisma/config";

// The CLI wants a native schema engine it cannot download here; `generate` needs none, so any file will do.
// Migrations run through the WebAssembly engine instead (lib/db/migrate.ts).
process.env.PRISMA_SCHEMA_ENGINE_BINARY ??= "/bin/true";

export default defineConfig({
  schema: "prisma/schema.prisma",
});
