import type { TestProject } from "vitest/node";
import { type StartedServer, startServer } from "../helpers/start-server";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    databaseUrl: string;
    target: "pglite" | "postgres";
  }
}

let server: StartedServer | undefined;

/**
 * One production server for the whole API run, on the database TEST_TARGET names (pglite by default), with
 * two server processes as production runs it, so every API test also crosses process boundaries.
 */
export async function setup(project: TestProject) {
  server = await startServer({ env: { WEB_CONCURRENCY: "2" } });
  project.provide("baseUrl", server.baseUrl);
  project.provide("databaseUrl", server.databaseUrl);
  project.provide("target", server.target);
}

export async function teardown() {
  await server?.stop();
}
