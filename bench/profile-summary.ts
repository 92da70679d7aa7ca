/**
 * npx tsx bench/profile-summary.ts <file.cpuprofile | dir> [--top 25]
 *
 * Summarises a V8 CPU profile (node --cpu-prof, which `npm run bench -- --cpu-prof` sets on the app's
 * server): self time by function and by package, so "where does a request's time go" fits on one screen.
 */
import fs from "node:fs";
import path from "node:path";
import { arg, intArg } from "./lib/args";

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}
interface Profile {
  nodes: Node[];
  startTime: number;
  endTime: number;
  samples?: number[];
  timeDeltas?: number[];
}

function packageOf(url: string): string {
  if (!url) return "(native / V8)";
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url.replace(/\\/g, "/"));
  if (m) return m[1];
  if (url.startsWith("node:")) return "node core";
  if (/\.next\/server\/chunks\//.test(url)) return "app chunks (.next/server)";
  return path.relative(process.cwd(), url.replace(/^file:\/\//, "")) || url;
}

export function summarise(file: string, top = 25): string {
  const profile = JSON.parse(fs.readFileSync(file, "utf8")) as Profile;
  const selfUs = new Map<number, number>();
  // Self time from samples × time deltas (hitCount alone ignores the sampling interval's variation).
  if (profile.samples && profile.timeDeltas) {
    for (let i = 0; i < profile.samples.length; i++) {
      selfUs.set(profile.samples[i], (selfUs.get(profile.samples[i]) ?? 0) + (profile.timeDeltas[i] ?? 0));
    }
  }
  const total = [...selfUs.values()].reduce((a, b) => a + b, 0) || 1;
  const byFunction = new Map<string, number>();
  const byPackage = new Map<string, number>();
  for (const node of profile.nodes) {
    const us = selfUs.get(node.id) ?? 0;
    if (!us) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    const key = `${functionName || "(anonymous)"}  ${url ? `${packageOf(url)}:${lineNumber + 1}` : ""}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + us);
    const pkg = ["(idle)", "(program)", "(garbage collector)"].includes(functionName) ? functionName : packageOf(url);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + us);
  }
  const pct = (us: number) => `${((100 * us) / total).toFixed(1).padStart(5)}%`;
  const lines = [`${path.basename(file)}: ${(total / 1e6).toFixed(1)} s sampled`, "", "Self time by package:"];
  for (const [k, v] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 15)) lines.push(`  ${pct(v)}  ${k}`);
  lines.push("", `Top ${top} functions by self time:`);
  for (const [k, v] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, top)) lines.push(`  ${pct(v)}  ${k}`);
  return lines.join("\n");
}

const target = process.argv[2];
if (!target) {
  console.error("Usage: npx tsx bench/profile-summary.ts <file.cpuprofile | directory> [--top N]");
  process.exit(1);
}
const files = fs.statSync(target).isDirectory()
  ? fs
      .readdirSync(target)
      .filter((f) => f.endsWith(".cpuprofile"))
      .map((f) => path.join(target, f))
      .sort((a, b) => fs.statSync(b).size - fs.statSync(a).size)
  : [target];
// The largest profile in a directory is the server's (the launcher's is small).
const top = intArg(process.argv, "--top", 25);
const out = files.slice(0, arg(process.argv, "--all") !== undefined ? files.length : 1).map((f) => summarise(f, top));
console.log(out.join("\n\n"));
