#!/usr/bin/env bash
# Every test Canopy has, in the order a failure is cheapest to find. Run through `npm run test:all`.
set -euo pipefail
cd "$(dirname "$0")/../.."

# Every run really runs: cached results would hide flaky tests and leave the summary without their counts.
export NX_NO_CLOUD=true NX_DAEMON=false NX_TUI=false NX_SKIP_NX_CACHE=${NX_SKIP_NX_CACHE:-true}
export CANOPY_TEST_RESULTS_DIR="$PWD/tmp/test-results"
rm -rf "$CANOPY_TEST_RESULTS_DIR" && mkdir -p "$CANOPY_TEST_RESULTS_DIR"

# Each heading says how long the run has taken so far, so a slow step shows in the log.
step() { printf '\n=== %s === (%dm%02ds in)\n' "$*" $((SECONDS / 60)) $((SECONDS % 60)); }

step "System packages (Chromium, PostgreSQL)"
bash tools/ci/install-system-deps.sh

step "Format"
npx prettier --check . --log-level warn

step "Generated GraphQL types are current"
npm run codegen:check -w @canopy/graphql-schema

step "Lint and typecheck"
npx nx run-many -t lint,typecheck --parallel=2
node tools/check-boundaries.mjs
node tools/ci/check-sql-in-stores.mjs
node tools/ci/check-module-cycles.mjs

step "Unit and server tests (server on PGlite)"
npx nx run-many -t test --parallel=2

step "Server tests on PostgreSQL"
eval "$(bash tools/ci/pg-start.sh)"
trap 'bash tools/ci/pg-stop.sh' EXIT
DATABASE_URL="$DATABASE_URL" CANOPY_TEST_BACKENDS=postgres CANOPY_TEST_RESULTS_DIR="$CANOPY_TEST_RESULTS_DIR/postgres" \
  npx nx run api:test --skip-nx-cache

step "Build"
npx nx run-many -t build --parallel=2

step "The shell's first load carries no area documents"
node tools/ci/shell-first-load-documents.ts

step "repo-mfe's first load (the owner page) carries only the owner page's documents"
node tools/ci/owner-page-first-load-documents.ts

step "Bundle-size budgets"
node tools/bench/bundle-size.ts --check

step "Page-weight budgets (owner page, repository overview: what a first visit downloads)"
node tools/ci/mantine-styles-complete.ts
node tools/bench/page-weight.ts --check

step "Browser suite (Chromium, real server, embedded database)"
npx nx run e2e:e2e --skip-nx-cache

step "Summary"
node tools/ci/summary.mjs "$CANOPY_TEST_RESULTS_DIR"
