import { apiRoute } from "@/lib/api/route";
import { readValidBody } from "@/lib/auth/http";
import { confirmPasswordReset } from "@/lib/auth/password-reset";
import { resetConfirmSchema } from "@/lib/auth/schemas";
import { getDb } from "@/lib/db/client";

/** Sets a new password with a reset token; the token works once and for an hour. */
export const POST = apiRoute(
  async ({ req }) => {
    const { token, password } = await readValidBody(req, resetConfirmSchema);
    await confirmPasswordReset(getDb(), token, password);
    return new Response(null, { status: 204 });
  },
  { auth: "none" },
);
