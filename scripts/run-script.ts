import { ConfigError } from "../lib/config/env";
import { MigrationError } from "../lib/db/bootstrap";
import { DatabaseUnreachableError } from "../lib/db/connection";
import { DataDirError } from "../lib/db/embedded";

/**
 * Runs a command-line entry point: configuration and database problems print one sentence and exit 1;
 * anything else is a bug and keeps its stack trace.
 */
export function runScript(main: (args: string[]) => Promise<void>) {
  main(process.argv.slice(2)).then(
    () => process.exit(process.exitCode ?? 0),
    (error) => {
      const expected =
        error instanceof ConfigError ||
        error instanceof DataDirError ||
        error instanceof DatabaseUnreachableError ||
        error instanceof MigrationError ||
        (error instanceof Error && error.name === "UsageError");
      console.error(expected || error?.message?.startsWith("Usage") ? `Error: ${error.message}` : error);
      process.exit(1);
    },
  );
}
