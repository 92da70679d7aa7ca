import { spawn } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unique } from "../helpers/api";
import { signInWithPassword } from "../helpers/session";
import { type StartedServer, startServer } from "../helpers/start-server";

/**
 * `npm run cli` against a running app on the embedded database: the CLI joins the app's database through its
 * socket (it must not open the directory a second time), and what it creates works against the server at once.
 */
let server: StartedServer;

beforeAll(async () => {
  server = await startServer({ target: "pglite" });
}, 120_000);

afterAll(async () => server?.stop(), 60_000);

function cli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, PGLITE_DIR: server.pgliteDir };
  delete env.DATABASE_URL;
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.resolve("node_modules/tsx/dist/cli.mjs"), "--conditions=react-server", "scripts/cli.ts", ...args],
      {
        env,
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => {
      stdout += d;
    });
    child.stderr.on("data", (d) => {
      stderr += d;
    });
    child.on("error", reject);
    child.on("exit", (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

describe("CLI while the app runs on the embedded database", { timeout: 120_000 }, () => {
  it("creates a user and a key that work against the running server", async () => {
    const email = `${unique("cli")}@Example.com`;
    const created = await cli(
      "user:create",
      "--email",
      email,
      "--password",
      "cli-password-1",
      "--role",
      "moderator,content-creator",
      "--screenname",
      "Cli",
    );
    expect(created.stderr).toBe("");
    expect(created.code).toBe(0);
    expect(created.stdout).toContain(email.toLowerCase());

    const key = await cli("key:create", "--email", email, "--name", "from the cli");
    expect(key.code).toBe(0);
    const lines = key.stdout.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^cpk_[A-Za-z0-9_-]{43}$/);

    const me = await fetch(`${server.baseUrl}/api/auth/me`, { headers: { Authorization: `Bearer ${lines[0]}` } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({
      user: { email: email.toLowerCase(), screenname: "Cli" },
      roles: ["moderator", "content-creator"],
      via: "key",
    });
    expect((await signInWithPassword(server.baseUrl, email, "cli-password-1")).error).toBeNull();

    const list = await cli("user:list");
    expect(list.code).toBe(0);
    expect(list.stdout).toMatch(new RegExp(`${email.toLowerCase().replace(/\./g, "\\.")}\\s+moderator,content-creator\\s+active`));

    expect((await cli("user:password", "--email", email, "--password", "cli-password-2")).code).toBe(0);
    expect((await signInWithPassword(server.baseUrl, email, "cli-password-2")).error).toBeNull();

    expect((await cli("user:disable", "--email", email)).code).toBe(0);
    expect((await fetch(`${server.baseUrl}/api/auth/me`, { headers: { Authorization: `Bearer ${lines[0]}` } })).status).toBe(401);
  });

  it("fails with one sentence and exit code 1 for bad arguments and unknown users", async () => {
    const cases: [string[], RegExp][] = [
      [["user:create", "--email", "nope", "--password", "long enough 1"], /--email: Enter a valid email address/],
      [["user:create", "--email", `${unique("c")}@example.com`, "--password", "short"], /--password: Use at least 8 characters/],
      [
        ["user:create", "--email", `${unique("c")}@example.com`, "--password", "long enough 1", "--role", "king"],
        /--role: Expected one of/,
      ],
      [["key:create", "--email", `${unique("ghost")}@example.com`, "--name", "x"], /No user has the email/],
      [["key:create", "--email", "admin@example.com", "--name", "x", "--expires", "2001-01-01"], /--expires: Must be in the future/],
      [["user:create", "--email", "admin@example.com", "--password", "long enough 1"], /already exists/],
      [["launch-rockets"], /Unknown command "launch-rockets"/],
      [["user:list", "--colour", "red"], /Unknown option '--colour'/],
    ];
    for (const [args, message] of cases) {
      const result = await cli(...args);
      expect(result.code, args.join(" ")).toBe(1);
      expect(result.stderr.split("\n")[0]).toMatch(/^Error: /);
      expect(result.stderr).toMatch(message);
      expect(result.stderr).not.toMatch(/\n\s+at /); // no stack trace
    }
  });
});
