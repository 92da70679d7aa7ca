/** @type {import('next').NextConfig} */
const nextConfig = {
  // Native and WebAssembly packages stay in node_modules instead of being bundled.
  serverExternalPackages: [
    "@electric-sql/pglite",
    "@electric-sql/pglite-socket",
    "pglite-prisma-adapter",
    "@node-rs/argon2",
    "@prisma/adapter-pg",
    "pg",
    "ioredis",
    "rate-limiter-flexible",
    "sanitize-html",
  ],
  poweredByHeader: false,
  typedRoutes: false,
  async headers() {
    return [
      {
        source: "/:path*",
        headers: [
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "Referrer-Policy", value: "same-origin" },
          { key: "X-Frame-Options", value: "DENY" },
        ],
      },
    ];
  },
};

export default nextConfig;
