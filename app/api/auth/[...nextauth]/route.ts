import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/next-auth";
import { withRateLimit } from "@/lib/rate-limit/route";

// next-auth's own endpoints (csrf, session, callback/credentials, signout); the static /api/auth/* routes
// beside this one (keys, me, signup, ...) take precedence over the catch-all.
const handler = NextAuth(authOptions);

export const GET = withRateLimit(handler);
export const POST = withRateLimit(handler);
