import { collectionAllow, createHandler, listHandler, notAllowed } from "@/lib/api/crud-routes";

export const GET = listHandler;
export const POST = createHandler;
export const PUT = notAllowed(collectionAllow);
export const PATCH = notAllowed(collectionAllow);
export const DELETE = notAllowed(collectionAllow);
