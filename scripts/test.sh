#!/usr/bin/env bash
# `pnpm test`, the README's test command: every check, phase after phase, each phase's time printed
# so a run shows where CI's time goes (issue 45 §2). CI runs it through .ci/run.
set -euo pipefail
cd "$(dirname "$0")/.."

phase() {
  local name=$1 start=$SECONDS
  shift
  "$@"
  echo "⏱ $name: $((SECONDS - start)) s"
}

# Debian's Chromium and nginx for the browser tests, installed when missing (never a download).
phase tools bash -c 'bash scripts/ensure-chromium.sh && bash scripts/ensure-debian-tool.sh "${NGINX_PATH:-/usr/sbin/nginx}" nginx-light'
# The published packages first: type-aware lint reads their types, the scripts' tests pack them.
phase packages pnpm exec turbo run build --filter='./packages/*' --filter='!@wallet/bench' \
  --output-logs=errors-only
# Then what `pnpm lint` runs after the same builds (oxlint, ESLint, the import cycles, the format),
# the scripts' tests and the sites' builds, side by side: each is mostly one core's work (48 s and
# 20 s one after the other). `--only`: the sites' build (and the bench's floor site) restores no
# package while the scripts' tests pack it.
phase lint bash scripts/parallel.sh \
  "lint" "pnpm lint:code && pnpm lint:cycles && pnpm exec prettier --check . --log-level warn" \
  "scripts" "node --test 'scripts/*.test.mjs'" \
  "sites" "pnpm exec turbo run build --filter='./apps/*' --filter=@wallet/bench --only --output-logs=errors-only"
# The consumer test's installs, alone: beside the suites they have hung (issue 45 §0).
phase consumer-installs pnpm --filter @wallet/consumer-test prepare-apps
# By now every build the checks read is made: the two runs below skip builds (`--only`), so no build
# rewrites a site's files while the browser tests serve them.
# The unit checks and the browser tests side by side: alone, the browser tests keep 1.3 of the 2
# cores busy, and side by side the run is shorter (9.5 min against 11) though still CPU-bound.
phase checks bash scripts/parallel.sh \
  "unit" "bash scripts/unit-tests.sh" \
  "browser" "pnpm exec turbo run e2e --only"
