import net from "node:net";
import type { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketHandler } from "@electric-sql/pglite-socket";

/**
 * Serves one PGlite (a single PostgreSQL session) to many client connections on a loopback port.
 *
 * pglite-socket's own server queues each protocol message separately and keeps a connection's messages
 * together only inside a transaction. Outside one, two clients' extended-protocol sequences (Parse, Bind,
 * Execute … Sync) interleave in the one session, and the unnamed statement or portal of one is replaced by
 * the other's ("unnamed prepared statement does not exist"). This queue also keeps a connection as the
 * session's owner from its first extended message to its Sync, so sequences never interleave.
 */

const SYNC = 0x53; // 'S'
const SIMPLE_QUERY = 0x51; // 'Q'
/** Parse, Bind, Describe, Execute, Close, Flush: messages that continue until a Sync. */
const EXTENDED = new Set([0x50, 0x42, 0x44, 0x45, 0x43, 0x48]);

interface Item {
  handlerId: number;
  message: Uint8Array;
  onData: (data: Uint8Array) => void;
  resolve: (bytes: number) => void;
  reject: (error: Error) => void;
}

export class SessionQueue {
  private queue: Item[] = [];
  private processing = false;
  /** The connection that has the session to itself (open transaction or unfinished sequence). */
  private owner: number | null = null;

  constructor(private readonly db: PGlite) {}

  enqueue(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> {
    return new Promise((resolve, reject) => {
      this.queue.push({ handlerId, message, onData, resolve, reject });
      void this.process();
    });
  }

  private next(): Item | undefined {
    if (this.owner === null) return this.queue.shift();
    const index = this.queue.findIndex((item) => item.handlerId === this.owner);
    return index === -1 ? undefined : this.queue.splice(index, 1)[0];
  }

  private async process(): Promise<void> {
    if (this.processing) return;
    this.processing = true;
    try {
      for (let item = this.next(); item; item = this.next()) {
        const current = item;
        try {
          let bytes = 0;
          await this.db.runExclusive(() =>
            this.db.execProtocolRawStream(current.message, {
              onRawData: (data: Uint8Array) => {
                bytes += data.length;
                current.onData(data);
              },
            }),
          );
          const code = current.message[0];
          const sequenceOpen = EXTENDED.has(code) || (code !== SYNC && code !== SIMPLE_QUERY && this.owner === current.handlerId);
          this.owner = this.db.isInTransaction() || sequenceOpen ? current.handlerId : null;
          current.resolve(bytes);
        } catch (error) {
          current.reject(error as Error);
        }
      }
    } finally {
      this.processing = false;
    }
  }

  getQueueLength(): number {
    return this.queue.length;
  }

  clearQueueForHandler(handlerId: number): void {
    this.queue = this.queue.filter((item) => {
      if (item.handlerId !== handlerId) return true;
      item.reject(new Error("Handler disconnected"));
      return false;
    });
  }

  /** A client that went away while owning the session: roll back what it left open and let the others in. */
  async clearTransactionIfNeeded(handlerId: number): Promise<void> {
    if (this.owner !== handlerId) return;
    if (this.db.isInTransaction()) await this.db.exec("ROLLBACK");
    this.owner = null;
    void this.process();
  }
}

export interface PgliteServer {
  port: number;
  stop(): Promise<void>;
}

export async function servePglite(
  db: PGlite,
  options: { host?: string; port?: number; maxConnections?: number } = {},
): Promise<PgliteServer> {
  await db.waitReady;
  const queue = new SessionQueue(db);
  const handlers = new Set<PGLiteSocketHandler>();
  const maxConnections = options.maxConnections ?? 128;
  const server = net.createServer((socket) => {
    if (handlers.size >= maxConnections) {
      socket.end();
      return;
    }
    // The handler only calls enqueue, getQueueLength, clearQueueForHandler and clearTransactionIfNeeded.
    const handler = new PGLiteSocketHandler({ queryQueue: queue as never, closeOnDetach: true });
    handlers.add(handler);
    const forget = () => handlers.delete(handler);
    handler.addEventListener("close", forget);
    handler.addEventListener("error", forget);
    handler.attach(socket).catch(() => {
      forget();
      socket.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", () => resolve());
  });
  return {
    port: (server.address() as net.AddressInfo).port,
    stop: async () => {
      for (const handler of handlers) handler.detach(true);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
