#!/usr/bin/env bash
# Browser tests use Debian's Chromium, never a downloaded one. Installs it when it is missing.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
bash "$(dirname "$0")/ensure-debian-tool.sh" "$CHROMIUM" chromium
