#!/usr/bin/env bash
# One branch of `pnpm test`'s checks, beside the browser tests (scripts/test.sh): lint (what
# `pnpm lint` runs after its package builds: oxlint, ESLint, the import cycles, the format), then
# the scripts' tests, with the bench's build beside them; then the unit checks.
# The scripts' tests never run beside lint or a typecheck: they plant failing files in the source
# tree for a moment (scripts/lint-rules.test.mjs), which lint would meet (a fresh-clone run failed
# on one that was gone when oxlint opened it).
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/parallel.sh \
  "lint, then the scripts' tests" "pnpm lint:code && pnpm lint:cycles && pnpm exec prettier --check . --log-level warn && node --test 'scripts/*.test.mjs'" \
  "bench build" "pnpm exec turbo run build --filter=@wallet/bench --only --output-logs=errors-only"
exec bash scripts/unit-tests.sh
