/**
 * The contract's error body: `{ error, message, details }`. Operations throw ApiError; the route wrapper
 * turns it into a response. Anything else that escapes is a bug and answers 500 with a request id only.
 */
export interface ErrorDetail {
  field?: string;
  message: string;
}

export type ErrorCode =
  | "invalid_parameters"
  | "validation_failed"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "method_not_allowed"
  | "slug_taken"
  | "conflict"
  | "precondition_failed"
  | "payload_too_large"
  | "unsupported_media_type"
  | "rate_limited"
  | "internal"
  | "unavailable";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details: ErrorDetail[] = [],
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = "ApiError";
  }

  toBody() {
    return { error: this.code, message: this.message, details: this.details };
  }
}

export const badRequest = (message: string, details: ErrorDetail[] = []) => new ApiError(400, "invalid_parameters", message, details);
export const validationFailed = (details: ErrorDetail[]) =>
  new ApiError(
    400,
    "validation_failed",
    details.length === 1
      ? `${details[0].field ? `${details[0].field}: ` : ""}${details[0].message}`
      : `${details.length} fields are invalid.`,
    details,
  );
export const unauthorized = (message = "A valid API key or session is required.") => new ApiError(401, "unauthorized", message);
export const forbidden = (message = "Your role may not do this.") => new ApiError(403, "forbidden", message);
export const notFound = (what = "The record") => new ApiError(404, "not_found", `${what} does not exist.`);
export const methodNotAllowed = (method: string, allow: string[]) =>
  new ApiError(405, "method_not_allowed", `${method} is not allowed here. Allowed: ${allow.join(", ")}.`, [], { Allow: allow.join(", ") });
export const slugTaken = (slug: string) =>
  new ApiError(409, "slug_taken", `The slug "${slug}" is already taken.`, [{ field: "slug", message: "This slug is already taken." }]);
export const preconditionFailed = () =>
  new ApiError(412, "precondition_failed", "The record was changed by someone else since you loaded it (If-Match does not match).");
