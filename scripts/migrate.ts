/**
 * npm run migrate -- create <name> | apply | status
 * Works on DATABASE_URL or on the embedded database (joining the running app when it holds the directory).
 */
import { readEnv } from "../lib/config/env";
import { resolveDatabase } from "../lib/db/connection";
import { applyMigrations, diffSchemaAgainstMigrations, migrationStatus, writeMigration } from "../lib/db/migrate";
import { runScript } from "./run-script";

runScript(async (args) => {
  const [command, name] = args;
  if (command === "create") {
    if (!name) throw new Error("Usage: npm run migrate -- create <name>");
    const sql = await diffSchemaAgainstMigrations();
    if (!sql) {
      console.log("The schema matches the migrations: nothing to create.");
      return;
    }
    console.log(`Created ${writeMigration(name, sql)}`);
    return;
  }
  if (command !== "apply" && command !== "status") throw new Error("Usage: npm run migrate -- create <name> | apply | status");
  const db = await resolveDatabase(readEnv());
  try {
    if (command === "apply") {
      const applied = await applyMigrations(db.url);
      console.log(applied.length ? `Applied: ${applied.join(", ")}` : "No pending migrations.");
    } else {
      const s = await migrationStatus(db.url);
      console.log(`Database: ${db.kind}`);
      console.log(`Applied (${s.applied.length}): ${s.applied.join(", ") || "none"}`);
      console.log(`Pending (${s.pending.length}): ${s.pending.join(", ") || "none"}`);
      if (s.edited.length) console.log(`Edited after applying: ${s.edited.join(", ")}`);
      if (s.failed.length) console.log(`Failed: ${s.failed.join(", ")}`);
      if (s.pending.length || s.edited.length || s.failed.length) process.exitCode = 1;
    }
  } finally {
    await db.close();
  }
});
