import fs from "node:fs";
import path from "node:path";
import { startServer } from "../tests/helpers/start-server";

/** Starts the production build on a fresh embedded database; e2e/fixtures.ts reads where from here. */
export default async function globalSetup() {
  const server = await startServer({ target: "pglite" });
  process.env.E2E_BASE_URL = server.baseUrl;
  process.env.E2E_DATABASE_URL = server.databaseUrl;
  fs.mkdirSync(path.resolve("e2e/artifacts"), { recursive: true });
  return async () => server.stop();
}
