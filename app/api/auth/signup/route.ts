import { apiRoute, json } from "@/lib/api/route";
import { createAccount } from "@/lib/auth/accounts";
import { readValidBody } from "@/lib/auth/http";
import { signupSchema } from "@/lib/auth/schemas";
import { userRecordView } from "@/lib/auth/user-view";
import { getDb } from "@/lib/db/client";
import { clientIp } from "@/lib/rate-limit/ip";
import { limitAuthAttempt } from "@/lib/rate-limit/limiter";

/** Self-service registration: a `member` with a password. Rate limited per IP and per email. */
export const POST = apiRoute(
  async ({ req }) => {
    const body = await readValidBody(req, signupSchema);
    await limitAuthAttempt("signup", clientIp(req.headers), body.email);
    const user = await createAccount(getDb(), { ...body, roles: ["member"] });
    return json(userRecordView(user, { id: user.id, roles: ["member"], via: "session" }), {
      status: 201,
      headers: { Location: `/api/users/${user.id}` },
    });
  },
  { auth: "none" },
);
