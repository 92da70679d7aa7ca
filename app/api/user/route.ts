import { collectionAllow, createHandler, notAllowed } from "@/lib/api/crud-routes";
import { apiRoute, json } from "@/lib/api/route";
import { currentUser } from "@/lib/operations/current-user";

/**
 * GET /api/user is the current user (spec), not the users list (that is /api/users). This static route
 * shadows app/api/[model] for the exact path, so the other methods are the collection's, as under /api/users.
 */
export const GET = apiRoute(async ({ caller }) => {
  const { record, etag } = await currentUser(caller!);
  return json(record, { headers: { ETag: etag, "Cache-Control": "private, no-cache" } });
});

/** The collection's handlers, with the model the dynamic segment would have given them. */
const asUsers =
  (handler: (req: Request, context: { params: Promise<{ model: string }> }) => Promise<Response>) =>
  (req: Request): Promise<Response> =>
    handler(req, { params: Promise.resolve({ model: "user" }) });

export const POST = asUsers(createHandler);
export const PUT = asUsers(notAllowed(collectionAllow));
export const PATCH = asUsers(notAllowed(collectionAllow));
export const DELETE = asUsers(notAllowed(collectionAllow));
