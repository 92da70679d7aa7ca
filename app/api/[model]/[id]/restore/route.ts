import { restoreHandler, softNotAllowed } from "@/lib/api/crud-routes";

export const POST = restoreHandler;
export const GET = softNotAllowed;
