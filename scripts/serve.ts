/**
 * The app's launcher (`npm start`, `npm run dev`): resolves the database (DATABASE_URL, or the embedded
 * PGlite this process then holds and serves on loopback), applies pending migrations, creates the first
 * administrator, and only then starts Next with DATABASE_URL pointing at the ready database.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { embeddedDataDir, readEnv } from "../lib/config/env";
import { prepareDatabase } from "../lib/db/bootstrap";
import { createPrismaClient } from "../lib/db/prisma-factory";
import { startNextWorkers, type Workers, workerCount } from "./next-workers";
import { runScript } from "./run-script";

/** Sessions must survive restarts, so a generated secret is kept beside the embedded data. */
function authSecret(dataDir: string): string {
  if (process.env.NEXTAUTH_SECRET) return process.env.NEXTAUTH_SECRET;
  const file = path.join(path.dirname(dataDir), "nextauth-secret");
  if (!fs.existsSync(file)) {
    // With DATABASE_URL the embedded data directory may never have been created.
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600 });
  }
  return fs.readFileSync(file, "utf8").trim();
}

/** `next dev` in one child process (it forks its own server process, which cluster workers cannot). */
function devServer(port: number, host: string, env: NodeJS.ProcessEnv): Workers {
  const child = spawn(process.execPath, [path.resolve("node_modules/next/dist/bin/next"), "dev", "-p", String(port), "-H", host], {
    stdio: ["ignore", "inherit", "inherit"],
    env,
  });
  return {
    stop: (signal) => child.kill(signal),
    exited: new Promise<number>((resolve) => child.on("exit", (c, s) => resolve(c ?? (s ? 0 : 1)))),
  };
}

runScript(async (args) => {
  const dev = args.includes("--dev");
  const env = readEnv();
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOSTNAME ?? "0.0.0.0";
  const { db, applied, seeded } = await prepareDatabase(env, (url) => createPrismaClient(url, 2));
  const dir = path.relative(process.cwd(), embeddedDataDir(env)) || ".";
  const where =
    db.kind === "postgresql"
      ? "PostgreSQL server"
      : db.role === "holder"
        ? `embedded database in ${dir}, opened by this process`
        : `embedded database in ${dir}, joined through process ${db.holderPid}`;
  if (applied.length) console.log(`Applied migrations: ${applied.join(", ")}`);

  const baseUrl = process.env.NEXTAUTH_URL ?? `http://localhost:${port}`;
  const childEnv = {
    ...process.env,
    DATABASE_URL: db.url,
    DATABASE_KIND: db.kind,
    NEXTAUTH_URL: baseUrl,
    NEXTAUTH_SECRET: authSecret(embeddedDataDir(env)),
  };
  const count = dev ? 1 : workerCount(env.WEB_CONCURRENCY);
  const server = dev
    ? devServer(port, host, childEnv)
    : startNextWorkers({ count, port, host, env: childEnv, shareLimits: !env.REDIS_URL });

  console.log(`Community Platform on ${baseUrl} (${where}${count > 1 ? `, ${count} server processes` : ""})`);
  if (seeded.created && seeded.generatedPassword) {
    console.log(`Sign in at ${baseUrl}/login as ${seeded.adminEmail} with password ${seeded.generatedPassword}`);
    console.log("That password is shown only once: change it in Account settings.");
  } else if (seeded.created) {
    console.log(`Sign in at ${baseUrl}/login as ${seeded.adminEmail} with ADMIN_PASSWORD.`);
  } else {
    console.log(`Sign in at ${baseUrl}/login (first administrator: ${seeded.adminEmail}; new users: npm run cli -- user:create).`);
  }

  process.on("SIGINT", server.stop);
  process.on("SIGTERM", server.stop);
  const code = await server.exited;
  await db.close();
  process.exitCode = code;
});
