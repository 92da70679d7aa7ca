/**
 * npm run bench -- [--database-url URL] [--pglite DIR] [--targets floor,app,pglite] [--scenarios a,b]
 *                  [--connections 1,8,32,64] [--duration 5] [--warmup 2] [--label NAME] [--cpu-prof] [--no-plans]
 *
 * Measures the production server (started through the launcher on a seeded database) against the floor
 * (bench/floor-server.ts: node:http + pg, same SQL) and, with --pglite, the app in embedded mode. Prints
 * and writes to bench/results/: req/s, p50/p97.5/p99 latency, the ratio to the floor (and PGlite to
 * PostgreSQL), server memory at rest and under load, and the query plans.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { runScript } from "../scripts/run-script";
import { arg, flag, intArg, listArg } from "./lib/args";
import { cleanFixture, type Fixture, prepareFixture } from "./lib/fixture";
import { capturePlans, type PlanSummary } from "./lib/plans";
import { SCENARIOS, type Scenario, type ScenarioContext } from "./lib/scenarios";
import { cpuMs, type RunningServer, rssMiB, startApp, startFloor } from "./lib/server";

interface Measurement {
  target: string;
  scenario: string;
  connections: number;
  rps: number;
  p50: number;
  p97_5: number;
  p99: number;
  requests: number;
  unexpected: number;
  errors: number;
  /** CPU time (user + system) the serving process spent per request, in ms: robust to a busy machine. */
  cpuMsPerRequest: number | null;
}

interface MemoryFigures {
  target: string;
  /** CPU: the serving processes; memory: the server processes (memoryPids). */
  pids: number[];
  memoryPids: number[];
  atRestMiB: number | null;
  peakMiB: number | null;
  afterMiB: number | null;
  holderAtRestMiB?: number | null;
  holderPeakMiB?: number | null;
}

const log = (...parts: unknown[]) => console.error(...parts);

function cannon(opts: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(opts, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** Fetches the current ETag of every own record from this server, so If-Match starts right. */
async function loadEtags(server: RunningServer, fixture: Fixture): Promise<Map<string, string>> {
  const etags = new Map<string, string>();
  for (const id of fixture.ownIds) {
    const res = await fetch(`${server.baseUrl}/api/posts/${id}`, { headers: { authorization: `Bearer ${fixture.key}` } });
    await res.arrayBuffer();
    const etag = res.headers.get("etag");
    if (etag) etags.set(id, etag);
  }
  return etags;
}

interface Running {
  target: string;
  server: RunningServer;
  fixture: Fixture;
  memory: MemoryFigures;
  peak: number;
  holderPeak: number;
}

/**
 * Measures every target on every scenario × connection count, interleaved: the targets' steps for one
 * scenario and connection count run back to back, so on a shared machine a ratio compares measurements
 * taken seconds apart, not minutes.
 */
async function measureAll(
  running: Running[],
  scenarios: Scenario[],
  connections: number[],
  duration: number,
  warmup: number,
): Promise<Measurement[]> {
  const measurements: Measurement[] = [];
  const sampler = setInterval(() => {
    for (const r of running) {
      r.peak = Math.max(r.peak, rssMiB(r.memory.memoryPids) ?? 0);
      if (r.server.holderPid) r.holderPeak = Math.max(r.holderPeak, rssMiB(r.server.holderPid) ?? 0);
    }
  }, 250);
  try {
    for (const scenario of scenarios) {
      const contexts = new Map<Running, ScenarioContext>();
      const requests = new Map<Running, autocannon.Request[]>();
      for (const r of running) {
        const ctx: ScenarioContext = { fixture: r.fixture, runId: randomBytes(4).toString("hex"), etags: new Map() };
        if (scenario.name === "patch") ctx.etags = await loadEtags(r.server, r.fixture);
        contexts.set(r, ctx);
        requests.set(r, scenario.requests(ctx));
        if (warmup > 0) await cannon({ url: r.server.baseUrl, requests: requests.get(r), connections: 8, duration: warmup, timeout: 20 });
      }
      for (const c of connections) {
        for (const r of running) {
          const ctx = contexts.get(r) as ScenarioContext;
          // The floor and the app patch the same records: start from the current ETags.
          if (scenario.name === "patch") for (const [id, etag] of await loadEtags(r.server, r.fixture)) ctx.etags.set(id, etag);
          const cpuBefore = cpuMs(r.memory.pids);
          const result = await cannon({ url: r.server.baseUrl, requests: requests.get(r), connections: c, duration, timeout: 20 });
          const cpuAfter = cpuMs(r.memory.pids);
          const expected = result.statusCodeStats?.[String(scenario.expectStatus) as keyof typeof result.statusCodeStats]?.count ?? 0;
          const m: Measurement = {
            target: r.target,
            scenario: scenario.name,
            connections: c,
            rps: Math.round(result.requests.average),
            p50: result.latency.p50,
            p97_5: result.latency.p97_5,
            p99: result.latency.p99,
            requests: result.requests.total,
            unexpected: result.requests.total - expected,
            errors: result.errors + result.timeouts,
            cpuMsPerRequest:
              cpuBefore !== null && cpuAfter !== null && result.requests.total
                ? Math.round((100 * (cpuAfter - cpuBefore)) / result.requests.total) / 100
                : null,
          };
          measurements.push(m);
          log(
            `${r.target.padEnd(7)} ${scenario.name.padEnd(11)} c=${String(c).padEnd(3)} ${String(m.rps).padStart(6)} req/s  p50 ${m.p50} ms  p97.5 ${m.p97_5} ms  p99 ${m.p99} ms  cpu ${m.cpuMsPerRequest} ms/req` +
              (m.unexpected || m.errors ? `  (${m.unexpected} unexpected status, ${m.errors} errors)` : ""),
          );
        }
      }
    }
  } finally {
    clearInterval(sampler);
  }
  for (const r of running) {
    r.memory.peakMiB = r.peak || null;
    r.memory.afterMiB = rssMiB(r.memory.memoryPids);
    if (r.server.holderPid) r.memory.holderPeakMiB = r.holderPeak || null;
  }
  return measurements;
}

const fmt = (n: number | null | undefined, digits = 0) => (n === null || n === undefined || !Number.isFinite(n) ? "–" : n.toFixed(digits));

function resultsTable(all: Measurement[], scenarios: Scenario[], connections: number[], base: string, other: string, ratioLabel: string) {
  const lines = [
    `| request | conns | ${other} req/s | p50 | p97.5 | p99 | CPU ms/req | ${base} req/s | p50 | p97.5 | p99 | CPU ms/req | ${ratioLabel} req/s |`,
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
  ];
  for (const s of scenarios) {
    for (const c of connections) {
      const a = all.find((m) => m.target === other && m.scenario === s.name && m.connections === c);
      const b = all.find((m) => m.target === base && m.scenario === s.name && m.connections === c);
      if (!a && !b) continue;
      const flagged = (m?: Measurement) => (m && (m.unexpected || m.errors) ? ` ⚠${m.unexpected + m.errors}` : "");
      lines.push(
        `| ${s.name} | ${c} | ${fmt(a?.rps)}${flagged(a)} | ${fmt(a?.p50)} | ${fmt(a?.p97_5)} | ${fmt(a?.p99)} | ${fmt(a?.cpuMsPerRequest, 2)} | ${fmt(b?.rps)}${flagged(b)} | ${fmt(b?.p50)} | ${fmt(b?.p97_5)} | ${fmt(b?.p99)} | ${fmt(b?.cpuMsPerRequest, 2)} | ${a && b ? (a.rps / b.rps).toFixed(2) : "–"} |`,
      );
    }
  }
  return lines.join("\n");
}

function plansTable(plans: PlanSummary[]) {
  const lines = ["| request | statement | access path | planning ms | execution ms |", "|---|---|---|---:|---:|"];
  for (const p of plans) {
    lines.push(
      `| ${p.scenario} | ${p.statement} | ${p.access.join("; ") || "(none)"}${p.seqScan ? " ⚠ seq scan" : ""} | ${fmt(p.planningMs, 2)} | ${fmt(p.executionMs, 2)} |`,
    );
  }
  return lines.join("\n");
}

async function serverVersion(url: string): Promise<string> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query("SHOW server_version")).rows[0].server_version;
  } finally {
    await c.end();
  }
}

runScript(async (argv) => {
  const databaseUrl = arg(argv, "--database-url") ?? process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/cp_bench";
  const pgliteDir = arg(argv, "--pglite");
  const targets = listArg(argv, "--targets", pgliteDir ? ["floor", "app", "pglite"] : ["floor", "app"]);
  const names = listArg(
    argv,
    "--scenarios",
    SCENARIOS.map((s) => s.name),
  );
  const scenarios = names.map((n) => {
    const s = SCENARIOS.find((x) => x.name === n);
    if (!s) throw new Error(`Usage: unknown scenario ${n} (known: ${SCENARIOS.map((x) => x.name).join(", ")})`);
    return s;
  });
  const connections = listArg(argv, "--connections", ["1", "8", "32", "64"]).map(Number);
  const duration = intArg(argv, "--duration", 5);
  const warmup = intArg(argv, "--warmup", 2);
  const cpuProf = flag(argv, "--cpu-prof");
  // The app's server processes (WEB_CONCURRENCY); the launcher's default when absent.
  const workers = arg(argv, "--workers");
  const appEnv = workers ? { WEB_CONCURRENCY: workers } : undefined;
  const label = arg(argv, "--label") ?? new Date().toISOString().slice(0, 16).replace(/[:T]/g, "-");
  const outDir = path.resolve(arg(argv, "--out") ?? "bench/results");
  fs.mkdirSync(outDir, { recursive: true });
  if (pgliteDir && !fs.existsSync(pgliteDir))
    throw new Error(`Usage: ${pgliteDir} does not exist: seed it with npm run bench:seed -- --pglite ${pgliteDir}`);

  const plans: Record<string, PlanSummary[]> = {};
  const samples: Record<string, { etag: string | null; body: string }> = {};
  const info: Record<string, string> = {};
  const running: Running[] = [];
  let all: Measurement[] = [];
  let pgFixture: Fixture | null = null;
  try {
    for (const target of targets) {
      log(`starting ${target}…`);
      const profileDir = path.join(outDir, `profile-${label}-${target}`);
      let server: RunningServer;
      if (target === "floor") server = await startFloor(databaseUrl);
      else if (target === "app") server = await startApp({ databaseUrl, env: appEnv, cpuProfileDir: cpuProf ? profileDir : undefined });
      else if (target === "pglite") {
        if (!pgliteDir) throw new Error("Usage: --targets pglite needs --pglite DIR");
        server = await startApp({ pgliteDir, env: appEnv, cpuProfileDir: cpuProf ? profileDir : undefined });
      } else throw new Error(`Usage: unknown target ${target} (floor, app, pglite)`);
      // The floor and the app share the PostgreSQL fixture; the embedded database gets its own.
      let fixture: Fixture;
      try {
        if (target !== "pglite" && !pgFixture) pgFixture = await prepareFixture(databaseUrl);
        fixture = target === "pglite" ? await prepareFixture(server.databaseUrl) : (pgFixture as Fixture);
      } catch (error) {
        await server.stop();
        throw error;
      }
      running.push({
        target,
        server,
        fixture,
        memory: { target, pids: server.servingPids(), memoryPids: server.memoryPids(), atRestMiB: null, peakMiB: null, afterMiB: null },
        peak: 0,
        holderPeak: 0,
      });
      if (target !== "floor") info[`${target} server processes`] = String(server.profiledPids().length);
      info[`${target} database`] =
        `${target === "pglite" ? "PGlite (embedded)" : `PostgreSQL ${await serverVersion(databaseUrl)}`}, ~${fixture.posts.toLocaleString("en")} posts`;
    }
    for (const r of running) {
      // The first read, compared across targets: the floor must answer exactly what the app answers.
      const first = await fetch(`${r.server.baseUrl}/api/posts/${r.fixture.slugs[0]}`, {
        headers: { authorization: `Bearer ${r.fixture.key}` },
      });
      samples[r.target] = { etag: first.headers.get("etag"), body: await first.text() };
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
    for (const r of running) {
      r.memory.atRestMiB = rssMiB(r.memory.memoryPids);
      if (r.server.holderPid) r.memory.holderAtRestMiB = rssMiB(r.server.holderPid);
    }
    const signalProfilers = () => {
      for (const r of running) if (cpuProf && r.target !== "floor") for (const pid of r.server.profiledPids()) process.kill(pid, "SIGUSR2");
    };
    signalProfilers();
    try {
      all = await measureAll(running, scenarios, connections, duration, warmup);
    } finally {
      signalProfilers();
    }
    if (!flag(argv, "--no-plans")) {
      for (const r of running) if (r.target !== "floor") plans[r.target] = await capturePlans(r.server.databaseUrl, r.fixture, scenarios);
    }
  } finally {
    for (const r of running) {
      if (r.target === "pglite") log(`cleaned ${await cleanFixture(r.fixture)} created posts (PGlite)`);
      await r.server.stop();
    }
    if (pgFixture) log(`cleaned ${await cleanFixture(pgFixture)} created posts`);
  }
  const memory = running.map((r) => ({ ...r.memory, target: r.server.name }));

  // The floor is only a floor if it does the same work: same record, same ETag, same JSON.
  const equivalence =
    samples.floor && samples.app
      ? samples.floor.etag === samples.app.etag && samples.floor.body === samples.app.body
        ? "the floor's read response (body and ETag) is byte-identical to the app's"
        : `⚠ the floor's read response differs from the app's:\n  app:   ${samples.app.etag} ${samples.app.body.slice(0, 300)}\n  floor: ${samples.floor.etag} ${samples.floor.body.slice(0, 300)}`
      : "";

  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, Node ${process.version}, ${os.type()} ${os.release()}`;
  const sections = [
    `# Benchmark ${label}`,
    "",
    `- Date: ${new Date().toISOString()}`,
    `- Machine: ${machine}; load average at the end ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" / ")}`,
    ...Object.entries(info).map(([k, v]) => `- ${k}: ${v}`),
    `- Command: npm run bench -- ${argv.join(" ")}`,
    `- ${duration} s per step after a ${warmup} s warm-up per request type; latencies in ms; ⚠n = responses with an unexpected status or errors`,
    equivalence ? `- Check: ${equivalence}` : "",
    "",
  ];
  if (targets.includes("floor") && targets.includes("app")) {
    sections.push("## App (PostgreSQL) vs floor", "", resultsTable(all, scenarios, connections, "floor", "app", "app/floor"), "");
  } else if (targets.includes("app")) {
    sections.push("## App (PostgreSQL)", "", resultsTable(all, scenarios, connections, "none", "app", "–"), "");
  }
  if (targets.includes("pglite")) {
    sections.push(
      "## Embedded (PGlite) vs PostgreSQL",
      "",
      resultsTable(
        all.map((m) => ({ ...m, target: m.target === "app (PGlite)" ? "pglite" : m.target })),
        scenarios,
        connections,
        "app",
        "pglite",
        "PGlite/PG",
      ),
      "",
    );
  }
  sections.push(
    "## Server memory (VmRSS, MiB)",
    "",
    "| server | at rest | peak under load | after load | launcher at rest | launcher peak |",
    "|---|---:|---:|---:|---:|---:|",
    ...memory.map(
      (m) =>
        `| ${m.target} | ${fmt(m.atRestMiB, 1)} | ${fmt(m.peakMiB, 1)} | ${fmt(m.afterMiB, 1)} | ${fmt(m.holderAtRestMiB, 1)} | ${fmt(m.holderPeakMiB, 1)} |`,
    ),
    "",
  );
  for (const [target, p] of Object.entries(plans)) sections.push(`## Query plans (${target})`, "", plansTable(p), "");

  const report = sections.filter((l, i, a) => !(l === "" && a[i - 1] === "")).join("\n");
  fs.writeFileSync(path.join(outDir, `${label}.md`), `${report}\n`);
  fs.writeFileSync(path.join(outDir, `${label}.json`), JSON.stringify({ label, argv, info, measurements: all, memory, plans }, null, 2));
  for (const [target, p] of Object.entries(plans)) {
    fs.writeFileSync(
      path.join(outDir, `${label}-plans-${target}.txt`),
      p.map((x) => `### ${x.scenario}: ${x.statement}\n${x.text}\n`).join("\n"),
    );
  }
  console.log(report);
  log(`\nWritten: ${path.relative(process.cwd(), path.join(outDir, `${label}.md`))} (+ .json, plans)`);
});
