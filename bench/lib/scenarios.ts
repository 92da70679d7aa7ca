import type autocannon from "autocannon";
import type { Fixture } from "./fixture";

/**
 * The benchmarked requests. Each builds autocannon requests from the fixture; dynamic parts (rotating slugs,
 * unique create slugs, the current ETag for If-Match) come from setupRequest/onResponse.
 */
export interface Scenario {
  name: string;
  description: string;
  kind: "list" | "read" | "write" | "auth";
  /** The query string of a list scenario. */
  query?: Record<string, string>;
  expectStatus: number;
  requests(ctx: ScenarioContext): autocannon.Request[];
}

export interface ScenarioContext {
  fixture: Fixture;
  runId: string;
  /** Current ETag per own record id (the patch scenario keeps it up to date). */
  etags: Map<string, string>;
}

export const TAG = "solar";
export const REGEX = "compost";

export const searchOf = (s: Scenario) => new URLSearchParams(s.query ?? {});
const auth = (ctx: ScenarioContext) => ({ authorization: `Bearer ${ctx.fixture.key}` });

const list = (name: string, description: string, query: Record<string, string>): Scenario => ({
  name,
  description,
  kind: "list",
  query,
  expectStatus: 200,
  requests: (ctx) => [{ method: "GET", path: `/api/posts?${new URLSearchParams(query)}`, headers: auth(ctx) }],
});

export const SCENARIOS: Scenario[] = [
  list("list-tags", `posts where tags contains "${TAG}", sort_by=-created`, { where: JSON.stringify({ tags: TAG }), sort_by: "-created" }),
  list("list-regex", `posts where content ~* "${REGEX}" ($regex, $options i)`, {
    where: JSON.stringify({ content: { $regex: REGEX, $options: "i" } }),
  }),
  list("list-count", "posts, no filter: count over the whole table", {}),
  {
    name: "read-slug",
    description: "one post by slug (2,000 public slugs in rotation)",
    kind: "read",
    expectStatus: 200,
    requests: (ctx) => {
      let i = 0;
      const slugs = ctx.fixture.slugs;
      return [{ method: "GET", headers: auth(ctx), setupRequest: (req) => ({ ...req, path: `/api/posts/${slugs[i++ % slugs.length]}` }) }];
    },
  },
  {
    name: "create",
    description: "POST a post (unique slug)",
    kind: "write",
    expectStatus: 201,
    requests: (ctx) => {
      let i = 0;
      return [
        {
          method: "POST",
          path: "/api/posts",
          headers: { ...auth(ctx), "content-type": "application/json" },
          setupRequest: (req) => ({
            ...req,
            body: JSON.stringify({
              slug: `bench-${ctx.runId}-${i++}`,
              content: "Benchmark post: garden workday on Saturday, bring gloves.",
              tags: ["bench", TAG],
              category: "events",
            }),
          }),
        },
      ];
    },
  },
  {
    name: "patch",
    description: "PATCH own post with If-Match (current ETag)",
    kind: "write",
    expectStatus: 200,
    requests: (ctx) => {
      // A record is handed to one request at a time; its new ETag comes back in the response.
      const free = [...ctx.fixture.ownIds];
      let n = 0;
      return [
        {
          method: "PATCH",
          setupRequest: (req) => {
            const id = free.shift() ?? ctx.fixture.ownIds[n % ctx.fixture.ownIds.length];
            return {
              ...req,
              path: `/api/posts/${id}`,
              headers: { ...auth(ctx), "content-type": "application/json", "if-match": ctx.etags.get(id) ?? "*" },
              body: JSON.stringify({ content: `Edited ${n++} times by the benchmark.` }),
            };
          },
          onResponse: (status, body, _context, headers) => {
            if (status !== 200) return;
            const id = (JSON.parse(body) as { _id: string })._id;
            const h = (headers ?? {}) as Record<string, string>;
            const etag = h.etag ?? h.ETag ?? Object.entries(h).find(([k]) => k.toLowerCase() === "etag")?.[1];
            if (etag) ctx.etags.set(id, etag);
            free.push(id);
          },
        },
      ];
    },
  },
  {
    name: "unauth",
    description: "GET posts without a key: 401",
    kind: "auth",
    expectStatus: 401,
    requests: () => [{ method: "GET", path: "/api/posts" }],
  },
];
