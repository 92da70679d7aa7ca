import fs from "node:fs";
import path from "node:path";
import Ajv2020 from "ajv/dist/2020.js";
import { type ModelDef, models } from "../../lib/models";
import type { OpenApiDocument } from "../../lib/openapi";

/**
 * What the app serves, read from app/**\/route.ts, in the document's path syntax, and a response validator
 * for the document's schemas. Shared by the drift test and the response-validation test.
 */

export const HTTP_METHODS = ["get", "post", "put", "patch", "delete"] as const;

/** Routes that are not API operations and so are not in the document. */
export const NOT_DOCUMENTED = new Set([
  // next-auth's own endpoints (csrf, session, callback/credentials, signout…): internals of the dashboard's
  // sign-in, described in the sessionCookie security scheme rather than as operations.
  "/api/auth/{nextauth}",
  // The Swagger UI page and its static files.
  "/swagger",
  "/swagger/init.js",
  "/swagger/assets/{file}",
]);

export interface ServedRoute {
  path: string;
  methods: string[];
  file: string;
}

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === "route.ts" ? [full] : [];
  });
}

/** Exported handlers, except those that only answer 405 (`notAllowed(...)`). */
const exportedMethods = (source: string) =>
  HTTP_METHODS.filter((m) => {
    const line = source
      .split("\n")
      .find((l) => new RegExp(`^export\\s+(const|async\\s+function|function)\\s+${m.toUpperCase()}\\b`).test(l));
    return line !== undefined && !line.includes("notAllowed");
  });

/** The methods a generic CRUD route really serves for a model; the others it exports answer 405. */
function crudMethods(model: ModelDef, rest: string): string[] {
  const has = (m: ModelDef["methods"][number]) => model.methods.includes(m);
  if (rest === "") return [has("GET") && "get", has("POST") && "post"].filter(Boolean) as string[];
  if (rest === "/{id}") return (["GET", "PATCH", "PUT", "DELETE"] as const).filter(has).map((m) => m.toLowerCase());
  if (rest === "/{id}/soft-delete" || rest === "/{id}/restore") return has("SOFT_DELETE") ? ["post"] : [];
  throw new Error(`Unknown CRUD route shape ${rest}`);
}

/** Every route the app serves: [model] right under /api is expanded with each model's singular and plural. */
export function servedRoutes(root = process.cwd()): ServedRoute[] {
  const out: ServedRoute[] = [];
  for (const file of routeFiles(path.join(root, "app"))) {
    const rel = path.relative(path.join(root, "app"), path.dirname(file)).split(path.sep).filter(Boolean);
    const route = `/${rel.map((s) => s.replace(/^\[\.\.\.(.+)\]$/, "{$1}").replace(/^\[(.+)\]$/, "{$1}")).join("/")}`;
    const methods = exportedMethods(fs.readFileSync(file, "utf8"));
    if (route.startsWith("/api/{model}")) {
      const rest = route.slice("/api/{model}".length);
      for (const model of models) {
        for (const name of [model.name, model.plural]) {
          out.push({ path: `/api/${name}${rest}`, methods: crudMethods(model, rest), file });
        }
      }
    } else {
      out.push({ path: route, methods, file });
    }
  }
  // A static route shadows the dynamic one for its exact path (app/api/user beside app/api/[model]).
  const byPath = new Map<string, ServedRoute>();
  for (const r of out.filter((r) => r.file.includes("[model]"))) byPath.set(r.path, r);
  for (const r of out.filter((r) => !r.file.includes("[model]"))) byPath.set(r.path, r);
  return [...byPath.values()];
}

/** `/api/posts/{idOrSlug}` and `/api/posts/{id}` are the same route. */
export const normalize = (p: string) => p.replace(/\{[^}]+\}/g, "{}");

type Json = Record<string, unknown>;

/** Validates bodies against the schemas of a document's responses (JSON Schema 2020-12, as OpenAPI 3.1). */
export function responseValidator(doc: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  ajv.addFormat("date-time", (s: string) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(s));
  ajv.addFormat("email", (s: string) => /^[^@\s]+@[^@\s]+$/.test(s));
  ajv.addFormat("uri-reference", () => true);
  const rewrite = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(rewrite)
      : v && typeof v === "object"
        ? Object.fromEntries(
            Object.entries(v).map(([k, x]) => [k, k === "$ref" && typeof x === "string" ? `openapi.json${x}` : rewrite(x)]),
          )
        : v;
  ajv.addSchema({ $id: "openapi.json", components: rewrite(doc.components) } as Json, undefined, undefined, false);

  const resolve = (obj: Json): Json => {
    const ref = obj.$ref as string | undefined;
    if (!ref) return obj;
    return ref
      .split("/")
      .slice(1)
      .reduce<Json>((o, k) => o[k] as Json, doc as unknown as Json);
  };

  const errorsOf = (schema: Json, body: unknown) => {
    const validate = ajv.compile(rewrite(schema) as Json);
    return validate(body) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || "/"} ${e.message}`);
  };

  /** Errors of `body` against a named schema of `components.schemas`. */
  const component = (name: string, body: unknown) => errorsOf({ $ref: `#/components/schemas/${name}` }, body);

  /** Errors of `body` against the documented response (empty when valid); throws when it is not documented. */
  const response = (docPath: string, method: string, status: number, body: unknown): string[] => {
    const op = (doc.paths[docPath] as Record<string, Json> | undefined)?.[method];
    if (!op) throw new Error(`${method.toUpperCase()} ${docPath} is not documented`);
    const response = (op.responses as Json)[String(status)] as Json | undefined;
    if (!response) throw new Error(`${method.toUpperCase()} ${docPath} does not document status ${status}`);
    const schema = ((resolve(response).content as Json | undefined)?.["application/json"] as Json | undefined)?.schema;
    if (!schema) return body === null || body === "" ? [] : ["the response has a body but none is documented"];
    return errorsOf(schema as Json, body);
  };
  return Object.assign(response, { component });
}
