import { randomBytes } from "node:crypto";

/**
 * Record identifiers in the origin's shape (a MongoDB ObjectId): 24 hex characters, the first eight the
 * creation time in seconds, so ids sort by time and stay URL-safe. Ids are not secrets: every read is
 * checked against the caller, whoever knows the id.
 */
let counter = randomBytes(3).readUIntBE(0, 3);
const processPart = randomBytes(5).toString("hex");

export function newId(now = Date.now()): string {
  counter = (counter + 1) % 0xffffff;
  const time = Math.floor(now / 1000)
    .toString(16)
    .padStart(8, "0");
  return time + processPart + counter.toString(16).padStart(6, "0");
}

export const ID_PATTERN = /^[0-9a-f]{24}$/;
