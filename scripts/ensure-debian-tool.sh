#!/usr/bin/env bash
# Installs a Debian package when the program the tests need is missing:
#   ensure-debian-tool.sh <program path> <package>
# The tests use Debian's Chromium (never a downloaded browser) and Debian's nginx (the deploy recipe's
# reference host, apps/player-web/e2e/deploy-nginx.spec.ts).
set -euo pipefail
PROGRAM="$1"
PACKAGE="$2"
if [[ -x "$PROGRAM" ]]; then exit 0; fi
echo "$PROGRAM not found: installing Debian's $PACKAGE package." >&2
SUDO=""
if [[ $(id -u) -ne 0 ]]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "$PACKAGE" >/dev/null
[[ -x "$PROGRAM" ]] || { echo "$PACKAGE installed no $PROGRAM" >&2; exit 1; }
