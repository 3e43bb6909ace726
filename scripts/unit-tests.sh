#!/usr/bin/env bash
# The unit, contract and package checks of `pnpm test`, after its packages phase and lint.
# player-web's page tests are the longest task (2-3 minutes on 2 cores): they and the site's
# typecheck start at once, beside the rest, instead of
# wherever turbo's order puts them. `--only` skips the builds they depend on, which `pnpm test`'s
# packages phase made, so no two turbo runs build the same package at the same time. Run by
# scripts/lint-and-unit.sh in `pnpm test`.
set -uo pipefail
cd "$(dirname "$0")/.."

exec bash scripts/parallel.sh \
  "page tests" "turbo run typecheck test --filter=@wallet/player-web --only" \
  "other unit checks" "turbo run typecheck lint:contract lint:package test --filter='!@wallet/player-web' --only --concurrency=2"
