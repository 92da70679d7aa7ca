import { deleteHandler, notAllowed, patchHandler, putHandler, readHandler, recordAllow } from "@/lib/api/crud-routes";

export const GET = readHandler;
export const PATCH = patchHandler;
export const PUT = putHandler;
export const DELETE = deleteHandler;
export const POST = notAllowed(recordAllow);
