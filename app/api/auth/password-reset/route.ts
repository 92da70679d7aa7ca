import { apiRoute, json } from "@/lib/api/route";
import { readValidBody } from "@/lib/auth/http";
import { requestPasswordReset } from "@/lib/auth/password-reset";
import { resetRequestSchema } from "@/lib/auth/schemas";
import { getDb } from "@/lib/db/client";
import { limitAuthAttempt, requestIp } from "@/lib/rate-limit/limiter";

/**
 * Asks for a reset link. Always 202 with the same body, whether or not the email has an account, so the
 * endpoint cannot be used to find out who is registered. The link goes to the server log (docs/auth.md).
 */
export const POST = apiRoute(
  async ({ req }) => {
    const { email } = await readValidBody(req, resetRequestSchema);
    await limitAuthAttempt("reset", requestIp(req.headers), email);
    await requestPasswordReset(getDb(), email, { baseUrl: process.env.NEXTAUTH_URL ?? new URL(req.url).origin });
    return json({ message: "If an account exists for this email, a reset link has been sent to it." }, { status: 202 });
  },
  { auth: "none" },
);
