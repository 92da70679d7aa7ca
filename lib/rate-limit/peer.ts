import "server-only";
import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage } from "node:http";
import type { Socket } from "node:net";
import { PEER_HEADER } from "./ip";

/**
 * Route handlers get a web Request, which does not carry the TCP peer's address, and Next only fills in
 * X-Forwarded-For when a client did not send one itself. So every incoming request is stamped with the peer's
 * address in a header of our own, overwriting whatever a client sent under that name, before Next sees it
 * (Node publishes "http.server.request.start" just before the server's "request" event).
 */

let subscribed = false;

/** Called once per server process, from instrumentation.ts. */
export function recordPeerAddresses() {
  if (subscribed) return;
  subscribed = true;
  subscribe("http.server.request.start", (message) => {
    const { request, socket } = message as { request: IncomingMessage; socket: Socket };
    request.headers[PEER_HEADER] = socket.remoteAddress ?? "";
  });
}
