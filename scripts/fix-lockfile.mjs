#!/usr/bin/env node
// `npm install` here leaves other platforms' optional packages out of package-lock.json (some are not even on
// this registry), and `npm ci` then refuses the lock as out of sync. This adds the missing entries, marked
// optional with the platform from their name, so `npm ci` accepts the lock and skips them as foreign.
// Run it after changing dependencies: `node scripts/fix-lockfile.mjs`.
import fs from "node:fs";

const file = process.argv[2] ?? "package-lock.json";
const lock = JSON.parse(fs.readFileSync(file, "utf8"));
const added = [];
for (const [key, pkg] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(pkg.optionalDependencies ?? {})) {
    const base = key ? `${key}/node_modules/${name}` : `node_modules/${name}`;
    if (lock.packages[base] || lock.packages[`node_modules/${name}`]) continue;
    const m = /-(android|darwin|linux|win32|freebsd|openbsd|sunos|aix|netbsd)-(arm64|x64|arm|ia32|riscv64|ppc64|s390x|loong64)/.exec(name);
    lock.packages[`node_modules/${name}`] = { version, optional: true, ...(m ? { os: [m[1]], cpu: [m[2]] } : {}) };
    added.push(`${name}@${version}`);
  }
}
fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(added.length ? `added: ${added.join(", ")}` : "nothing missing");
