#!/usr/bin/env bash
# Runs named commands side by side, prints each one's time as it ends, and fails if any failed
# (after all have ended). Usage: parallel.sh NAME COMMAND [NAME COMMAND ...]. Run by scripts/test.sh.
set -uo pipefail
names=() pids=()
while (($# >= 2)); do
  names+=("$1")
  bash -c "$2; rc=\$?; echo \"⏱ $1: \$SECONDS s (exit \$rc)\"; exit \$rc" &
  pids+=($!)
  shift 2
done
failed=()
for i in "${!pids[@]}"; do
  wait "${pids[$i]}" || failed+=("${names[$i]}")
done
if ((${#failed[@]})); then
  echo "failed: ${failed[*]}" >&2
  exit 1
fi
