import { softDeleteHandler, softNotAllowed } from "@/lib/api/crud-routes";

export const POST = softDeleteHandler;
export const GET = softNotAllowed;
