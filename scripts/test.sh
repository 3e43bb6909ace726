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
# Builds the packages, then oxlint, ESLint, the import cycles and the format.
phase lint pnpm lint
phase scripts node --test 'scripts/*.test.mjs'
# The consumer test's installs, alone: beside the suites they have hung (issue 45 §0).
phase consumer-installs pnpm --filter @wallet/consumer-test prepare-apps
phase unit bash scripts/unit-tests.sh
phase browser pnpm exec turbo run e2e
