import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type StartedServer, startServer } from "../helpers/start-server";

/**
 * The database stops answering: a dedicated server reaches PostgreSQL through a TCP proxy that the test
 * turns into a black hole (connections accepted, nothing ever answered, open ones cut), the hardest kind
 * of outage for a probe. Health must say so with a 503 within its ~2 s timeout, and recover afterwards.
 * Runs on the PostgreSQL server whatever TEST_TARGET says (the embedded database lives in the launcher).
 */

const POSTGRES = process.env.TEST_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";

class OutageProxy {
  private server = net.createServer((client) => this.accept(client));
  private sockets = new Set<net.Socket>();
  blackhole = false;
  port = 0;

  constructor(private target: URL) {}

  async listen() {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    this.port = (this.server.address() as net.AddressInfo).port;
  }

  private accept(client: net.Socket) {
    this.sockets.add(client);
    client.on("close", () => this.sockets.delete(client));
    client.on("error", () => {});
    if (this.blackhole) return; // accepted, never answered
    const upstream = net.connect(Number(this.target.port || 5432), this.target.hostname);
    this.sockets.add(upstream);
    upstream.on("close", () => this.sockets.delete(upstream));
    upstream.on("error", () => client.destroy());
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
    client.pipe(upstream).pipe(client);
  }

  /** The database stops answering: open connections are cut, new ones hang. */
  cut() {
    this.blackhole = true;
    for (const s of this.sockets) s.destroy();
  }

  restore() {
    this.blackhole = false;
    for (const s of this.sockets) s.destroy();
  }

  async close() {
    this.cut();
    await new Promise((resolve) => this.server.close(resolve));
  }
}

let proxy: OutageProxy;
let server: StartedServer;

const health = async () => {
  const started = Date.now();
  const res = await fetch(`${server.baseUrl}/api/health`);
  return { status: res.status, body: await res.json(), ms: Date.now() - started };
};

beforeAll(async () => {
  proxy = new OutageProxy(new URL(POSTGRES));
  await proxy.listen();
  const viaProxy = new URL(POSTGRES);
  viaProxy.host = `127.0.0.1:${proxy.port}`;
  const saved = process.env.TEST_DATABASE_URL;
  process.env.TEST_DATABASE_URL = viaProxy.toString();
  try {
    // The launcher keeps a generated session secret beside the embedded data, which this server has none of.
    server = await startServer({ target: "postgres", env: { NEXTAUTH_SECRET: "health-down-test-secret" } });
  } finally {
    if (saved === undefined) delete process.env.TEST_DATABASE_URL;
    else process.env.TEST_DATABASE_URL = saved;
  }
}, 120_000);

afterAll(async () => {
  proxy?.restore();
  await server?.stop();
  await proxy?.close();
});

describe("GET /api/health when the database is down", () => {
  it("answers 200 while the database answers", async () => {
    const res = await health();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "ok", database: "up" });
  });

  it("answers 503 within the timeout when the database stops answering, and recovers", async () => {
    proxy.cut();
    const down = await health();
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({ status: "unavailable", database: "down", version: expect.any(String) });
    expect(down.ms).toBeLessThan(5000);
    // Now the pool must open a new connection, which hangs: health's own ~2 s timeout answers, well before
    // the driver's 5 s connection timeout would.
    const hung = await health();
    expect(hung.status).toBe(503);
    expect(hung.body).toMatchObject({ database: "down" });
    expect(hung.ms).toBeLessThan(4500);

    proxy.restore();
    const deadline = Date.now() + 20_000;
    let up = await health();
    while (up.status !== 200 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 500));
      up = await health();
    }
    expect(up.status).toBe(200);
    expect(up.body).toMatchObject({ status: "ok", database: "up" });
  }, 40_000);
});
