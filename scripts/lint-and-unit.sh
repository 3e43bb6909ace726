#!/usr/bin/env bash
# One branch of `pnpm test`'s checks, beside the browser tests (scripts/test.sh): lint (what
# `pnpm lint` runs after its package builds: oxlint, ESLint, the import cycles, the format) beside
# the scripts' tests and the bench's build, each mostly one core's work; then the unit checks.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/parallel.sh \
  "lint" "pnpm lint:code && pnpm lint:cycles && pnpm exec prettier --check . --log-level warn" \
  "scripts" "node --test 'scripts/*.test.mjs'" \
  "bench build" "pnpm exec turbo run build --filter=@wallet/bench --only --output-logs=errors-only"
exec bash scripts/unit-tests.sh
