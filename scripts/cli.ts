/**
 * Administration from the command line: `npm run cli -- <command> [options]`. Works on DATABASE_URL or the
 * embedded database, joining the running app through its socket (or opening the directory when it is not
 * running). Run without arguments for the list of commands.
 */
import { parseArgs } from "node:util";
import type { z } from "zod";
import { ApiError } from "../lib/api/errors";
import { createAccount, setDisabled, setPassword } from "../lib/auth/accounts";
import { createApiKey } from "../lib/auth/api-keys";
import type { Caller } from "../lib/auth/caller";
import { emailSchema, keyCreateSchema, passwordSchema, roleSchema } from "../lib/auth/schemas";
import { readEnv } from "../lib/config/env";
import { resolveDatabase } from "../lib/db/connection";
import type { PrismaClient } from "../lib/db/generated/client";
import { applyMigrations } from "../lib/db/migrate";
import { createPrismaClient } from "../lib/db/prisma-factory";
import type { Role } from "../lib/models/types";
import { runScript } from "./run-script";

const USAGE = `Usage: npm run cli -- <command> [options]
  user:create   --email E --password P --role R [--role R2 | --role R,R2] [--screenname S]
                roles: admin, moderator, content-creator, member (default member)
  user:password --email E --password P
  user:disable  --email E
  user:enable   --email E
  user:list
  key:create    --email E --name N [--expires ISO-8601]   (prints the key, once, as the last line)`;

class UsageError extends Error {
  override name = "UsageError";
}

/** The CLI acts as an administrator: whoever can run it can read the database anyway. */
const CLI_CALLER: Caller = { id: "cli", roles: ["admin"], via: "internal" };

type Values = Record<string, string | string[] | boolean | undefined>;

function check<S extends z.ZodType>(schema: S, value: unknown, option: string): z.output<S> {
  if (value === undefined) throw new UsageError(`--${option} is required.\n${USAGE}`);
  const result = schema.safeParse(value);
  if (!result.success) throw new UsageError(`--${option}: ${result.error.issues[0]?.message ?? "invalid value"}.`);
  return result.data;
}

function rolesOf(values: Values): Role[] {
  const raw = (values.role as string[] | undefined) ?? ["member"];
  return raw.flatMap((r) => r.split(",")).map((r) => check(roleSchema, r.trim(), "role"));
}

async function userByEmail(db: PrismaClient, email: string) {
  const user = await db.user.findUnique({ where: { email }, select: { id: true, email: true } });
  if (!user) throw new UsageError(`No user has the email ${email}.`);
  return user;
}

type Action = (db: PrismaClient) => Promise<void>;

/** Each command checks its options first (before touching the database) and returns what to do with it. */
const commands: Record<string, (values: Values) => Action> = {
  "user:create"(values) {
    const email = check(emailSchema, values.email, "email");
    const password = check(passwordSchema, values.password, "password");
    const roles = rolesOf(values);
    const screenname = (values.screenname as string | undefined) ?? null;
    return async (db) => {
      const user = await createAccount(db, { email, password, roles, screenname });
      console.log(`Created user ${user.email} (id ${user.id}, roles ${user.roles.join(", ")}).`);
    };
  },
  "user:password"(values) {
    const email = check(emailSchema, values.email, "email");
    const password = check(passwordSchema, values.password, "password");
    return async (db) => {
      const user = await userByEmail(db, email);
      await setPassword(db, user.id, password);
      console.log(`Changed the password of ${user.email}.`);
    };
  },
  "user:disable"(values) {
    const email = check(emailSchema, values.email, "email");
    return async (db) => {
      const user = await userByEmail(db, email);
      await setDisabled(db, CLI_CALLER, user.id, true);
      console.log(`Disabled ${user.email}: its API keys and sessions no longer work.`);
    };
  },
  "user:enable"(values) {
    const email = check(emailSchema, values.email, "email");
    return async (db) => {
      const user = await userByEmail(db, email);
      await setDisabled(db, CLI_CALLER, user.id, false);
      console.log(`Enabled ${user.email}.`);
    };
  },
  "user:list"() {
    return async (db) => {
      const users = await db.user.findMany({
        orderBy: [{ created: "asc" }, { id: "asc" }],
        select: { id: true, email: true, screenname: true, roles: true, credential: { select: { disabledAt: true } } },
      });
      const rows = users.map((u) => [
        u.id,
        u.email ?? "",
        u.roles.join(","),
        u.credential?.disabledAt ? "disabled" : "active",
        u.screenname ?? "",
      ]);
      const table = [["ID", "EMAIL", "ROLES", "STATUS", "SCREENNAME"], ...rows];
      const widths = table[0].map((_, i) => Math.max(...table.map((r) => r[i].length)));
      for (const row of table)
        console.log(
          row
            .map((cell, i) => cell.padEnd(widths[i]))
            .join("  ")
            .trimEnd(),
        );
    };
  },
  "key:create"(values) {
    const email = check(emailSchema, values.email, "email");
    if (values.name === undefined) throw new UsageError(`--name is required.\n${USAGE}`);
    const parsed = keyCreateSchema().safeParse({ name: values.name, expiresAt: values.expires });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new UsageError(`--${issue?.path[0] === "expiresAt" ? "expires" : "name"}: ${issue?.message ?? "invalid value"}.`);
    }
    const { name, expiresAt } = parsed.data;
    return async (db) => {
      const user = await userByEmail(db, email);
      const { key, view } = await createApiKey(db, user.id, name, expiresAt ?? null);
      console.error(`Created API key "${view.name}" (${view.prefix}…) for ${user.email}. It is shown only this once:`);
      console.log(key);
    };
  },
};

runScript(async (args) => {
  const [command, ...rest] = args;
  if (!command || !Object.hasOwn(commands, command)) throw new UsageError(command ? `Unknown command "${command}".\n${USAGE}` : USAGE);
  let values: Values;
  try {
    values = parseArgs({
      args: rest,
      strict: true,
      allowPositionals: false,
      options: {
        email: { type: "string" },
        password: { type: "string" },
        role: { type: "string", multiple: true },
        screenname: { type: "string" },
        name: { type: "string" },
        expires: { type: "string" },
      },
    }).values;
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n${USAGE}`);
  }

  const action = commands[command](values);
  const resolved = await resolveDatabase(readEnv());
  const db = createPrismaClient(resolved.url, 2);
  try {
    // A database the app has never started on gets its tables first, so the first administrator can be made here.
    const applied = await applyMigrations(resolved.url);
    if (applied.length) console.error(`Applied migrations: ${applied.join(", ")}`);
    await action(db);
  } catch (error) {
    if (error instanceof ApiError) throw new UsageError(error.message);
    throw error;
  } finally {
    await db.$disconnect();
    await resolved.close();
  }
});
