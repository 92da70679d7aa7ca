import { Validator } from "@seriousme/openapi-schema-validator";
import openapiTS, { astToString } from "openapi-typescript";
import { describe, expect, it } from "vitest";
import { models } from "../../lib/models";
import { buildOpenApiDocument } from "../../lib/openapi";

const doc = buildOpenApiDocument();
type Op = {
  operationId: string;
  parameters?: { $ref?: string; name?: string }[];
  responses: Record<string, unknown>;
  requestBody?: unknown;
};
const operations = () =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item as Record<string, Op>).map(([method, op]) => ({ path, method, op })),
  );

describe("the OpenAPI document", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
  });

  it("generates TypeScript types with openapi-typescript", async () => {
    const ast = await openapiTS(structuredClone(doc) as unknown as Parameters<typeof openapiTS>[0]);
    const source = astToString(ast);
    expect(source).toContain("export interface paths");
    expect(source).toContain('"/api/posts"');
    expect(source).toContain("postRecord");
  });

  it("has unique operation ids and documents errors, rate limits and security on every operation", () => {
    const ids = operations().map((o) => o.op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { path, op } of operations()) {
      for (const status of ["429", "500", "503"]) expect(op.responses[status], `${path} ${status}`).toBeDefined();
      const ok = Object.keys(op.responses).filter((s) => s.startsWith("2"));
      expect(ok.length, path).toBeGreaterThan(0);
    }
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: "http", scheme: "bearer" });
    expect(doc.security).toContainEqual({ bearerAuth: [] });
    expect(doc.paths["/api/health"].get).toMatchObject({ security: [] });
    expect(doc.components.headers["RateLimit-Remaining"]).toBeDefined();
  });

  it("documents every model under its singular and plural name with only the methods it lists", () => {
    for (const model of models) {
      for (const name of [model.plural, model.name]) {
        const record = doc.paths[`/api/${name}/{idOrSlug}`] as Record<string, unknown>;
        expect(Boolean(record.put), `${name} PUT`).toBe(model.methods.includes("PUT"));
        expect(Boolean(record.delete), `${name} DELETE`).toBe(model.methods.includes("DELETE"));
        expect(Boolean(doc.paths[`/api/${name}/{idOrSlug}/soft-delete`]), `${name} soft delete`).toBe(
          model.methods.includes("SOFT_DELETE"),
        );
      }
      const list = (doc.paths[`/api/${model.plural}`] as Record<string, Op>).get;
      expect(list.parameters?.map((p) => p.$ref?.split("/").pop())).toEqual(
        expect.arrayContaining(["limit", "page", "where", "sort_by", "fields"]),
      );
    }
    // The singular user path's GET is the current user, not the list.
    expect((doc.paths["/api/user"] as Record<string, Op>).get.operationId).toBe("currentUser");
  });

  it("derives bodies from the registry's zod schemas (input) and records from their output", () => {
    const create = doc.components.schemas.postCreate as {
      required: string[];
      additionalProperties: boolean;
      properties: Record<string, unknown>;
    };
    expect(create.required).toEqual(["slug"]);
    expect(create.additionalProperties).toBe(false);
    expect(create.properties).not.toHaveProperty("reportedBy");
    expect(create.properties).not.toHaveProperty("created");
    const record = doc.components.schemas.postRecord as { properties: Record<string, unknown>; required: string[] };
    expect(record.properties).toHaveProperty("created");
    expect(record.required).toEqual(["_id"]);
    const user = doc.components.schemas.userRecord as { properties: Record<string, unknown> };
    expect(Object.keys(user.properties)).not.toEqual(expect.arrayContaining(["password"]));
  });
});
