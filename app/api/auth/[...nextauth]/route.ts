import { nextAuthHandler } from "@/lib/auth/next-auth-route";

// next-auth's own endpoints (csrf, session, callback/credentials, signout); the static /api/auth/* routes
// beside this one (keys, me, signup, ...) take precedence over the catch-all.
export const GET = nextAuthHandler;
export const POST = nextAuthHandler;
