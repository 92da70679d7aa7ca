/** Next calls register() once when a server process starts, before it serves a request. */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { recordPeerAddresses } = await import("./lib/rate-limit/peer");
    recordPeerAddresses();
  }
}
