import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { getDb } from "../db/client";
import { requestIp } from "../rate-limit/limiter";
import { secureCookies } from "./session";
import { SignInError, signInWithPassword } from "./sign-in";
import { recordRateLimited } from "./sign-in-outcome";

/** A session lasts 12 hours from its last refresh; after that the user signs in again. */
export const SESSION_MAX_AGE_SECONDS = 12 * 60 * 60;

/**
 * next-auth v4 for the dashboard: email + password (argon2id) and a JWT session in an HttpOnly, SameSite=Lax
 * cookie (Secure and `__Secure-` prefixed when NEXTAUTH_URL is https). The token only names the user: /api
 * reads roles and the disabled flag from the database on every request (lib/auth/session.ts).
 */
export const authOptions: NextAuthOptions = {
  secret: process.env.NEXTAUTH_SECRET,
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS, updateAge: 60 * 60 },
  jwt: { maxAge: SESSION_MAX_AGE_SECONDS },
  useSecureCookies: secureCookies(),
  pages: { signIn: "/login", error: "/login" },
  providers: [
    CredentialsProvider({
      name: "Email and password",
      credentials: {
        email: { label: "Email", type: "email" },
        password: { label: "Password", type: "password" },
      },
      async authorize(credentials, req) {
        try {
          return await signInWithPassword(getDb(), credentials ?? {}, requestIp(req?.headers ?? {}));
        } catch (error) {
          // next-auth passes an Error's message to the sign-in page as `?error=`; keep internals out of it.
          if (error instanceof SignInError) {
            if (error.limit) recordRateLimited(error.limit);
            throw error;
          }
          console.error("[auth] sign-in failed:", error);
          throw new Error("Sign-in is unavailable right now; try again shortly.");
        }
      },
    }),
  ],
  callbacks: {
    async jwt({ token, user }) {
      if (user) token.sub = user.id;
      return token;
    },
    async session({ session, token }) {
      // Roles as they are now, for the dashboard's navigation; /api checks them again on every request.
      const row = token.sub ? await getDb().user.findUnique({ where: { id: token.sub }, select: { id: true, roles: true } }) : null;
      return { ...session, user: { ...session.user, id: row?.id ?? token.sub, roles: row?.roles ?? [] } };
    },
  },
};
