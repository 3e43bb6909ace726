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
# The published packages first: type-aware lint reads their types, the scripts' tests pack them,
# the sites are built from them.
phase packages pnpm exec turbo run build --filter='./packages/*' --filter='!@wallet/bench' \
  --output-logs=errors-only
# The consumer test's installs, alone: beside the suites they have hung (issue 45 §0).
phase consumer-installs pnpm --filter @wallet/consumer-test prepare-apps
# Then two branches side by side, each about six minutes on 2 cores, CPU-bound together: the
# browser tests (the longest task, started first) once the sites are built, and lint, then the scripts'
# tests and the unit checks (scripts/lint-and-unit.sh). Every run skips the builds it depends on
# (`--only`): the packages are built above, so no build rewrites a package or a site while a test
# reads it.
phase checks bash scripts/parallel.sh \
  "browser" "pnpm exec turbo run build --filter='./apps/*' --only --output-logs=errors-only && pnpm exec turbo run e2e --only" \
  "lint and unit" "bash scripts/lint-and-unit.sh"
