import { apiRoute, json } from "@/lib/api/route";
import { createAccount } from "@/lib/auth/accounts";
import { readValidBody } from "@/lib/auth/http";
import { signupSchema } from "@/lib/auth/schemas";
import { getDb } from "@/lib/db/client";
import { user as userModel } from "@/lib/models/user";
import { toRecord } from "@/lib/operations/serialize";
import { limitAuthAttempt, requestIp } from "@/lib/rate-limit/limiter";

/** Self-service registration: a `member` with a password. Rate limited per IP and per email. */
export const POST = apiRoute(
  async ({ req }) => {
    const body = await readValidBody(req, signupSchema);
    await limitAuthAttempt("signup", requestIp(req.headers), body.email);
    const user = await createAccount(getDb(), { ...body, roles: ["member"] });
    return json(toRecord(userModel, user, { id: user.id, roles: ["member"], via: "session" }), {
      status: 201,
      headers: { Location: `/api/users/${user.id}` },
    });
  },
  { auth: "none" },
);
