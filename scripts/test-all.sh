#!/usr/bin/env bash
# The README's test command (`npm test`): static checks, unit tests, the production build, the API suite on
# the embedded database and (when TEST_DATABASE_URL is set) on the PostgreSQL server, then the browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

step "prisma generate"
npx prisma generate >/dev/null
step "typecheck (tsc --noEmit)"
npx tsc --noEmit
step "lint and format (biome)"
npx biome check .
step "unit tests"
npx vitest run --project unit
step "production build"
npx next build >/tmp/cp-next-build.log 2>&1 || { cat /tmp/cp-next-build.log; exit 1; }
step "API tests on the embedded database (PGlite)"
TEST_TARGET=pglite npx vitest run --project api
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "API tests on the PostgreSQL server"
  TEST_TARGET=postgres npx vitest run --project api
else
  echo "TEST_DATABASE_URL is not set: skipping the API suite on PostgreSQL."
fi
step "system tests: launcher, embedded-database lock, restarts, migrations, bad configuration"
npx vitest run --project system
step "end-to-end tests (Playwright, Debian's chromium)"
npx playwright test
