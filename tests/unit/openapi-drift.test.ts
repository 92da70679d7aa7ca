import { describe, expect, it } from "vitest";
import { buildOpenApiDocument } from "../../lib/openapi";
import { HTTP_METHODS, NOT_DOCUMENTED, normalize, servedRoutes } from "../helpers/openapi";

/**
 * The document and the app must not drift: every route file's operations (with [model] expanded to every
 * model's singular and plural name, and only the methods each model lists) are documented, and every
 * documented operation has a route file that serves it. tests/api/openapi.test.ts checks the same against
 * the running server.
 */
const doc = buildOpenApiDocument();
const documented = new Set(
  Object.entries(doc.paths).flatMap(([path, item]) =>
    HTTP_METHODS.filter((m) => (item as Record<string, unknown>)[m]).map((m) => `${m.toUpperCase()} ${normalize(path)}`),
  ),
);
const served = new Set(
  servedRoutes()
    .filter((r) => !NOT_DOCUMENTED.has(r.path))
    .flatMap((r) => r.methods.map((m) => `${m.toUpperCase()} ${normalize(r.path)}`)),
);

describe("OpenAPI drift", () => {
  it("finds the app's routes", () => {
    expect(served.has("GET /api/posts")).toBe(true);
    expect(served.has("DELETE /api/articles/{}")).toBe(false); // article lists no DELETE: 405
    expect(served.has("GET /api/user")).toBe(true);
  });

  it("documents every operation the app serves", () => {
    expect([...served].filter((op) => !documented.has(op)).sort()).toEqual([]);
  });

  it("serves every documented operation", () => {
    expect([...documented].filter((op) => !served.has(op)).sort()).toEqual([]);
  });
});
