#!/usr/bin/env bash
# Soak test (docs/reliability.md, "Leaks and soak"): 10,000 preprocessing runs in one process
# on one JavaScriptCore virtual machine, as `actionjs validate -j 0` and each validate worker
# run case after case, with the resident set sampled every 500 runs. Release build.
#
# Usage: Scripts/soak.sh [--no-build] [actionjs-soak options...]
#   --no-build   use the existing .build/release/actionjs-soak
#   options      passed on: --runs N (10000), --sample-every N (500), --warm-up N (1000),
#                --tolerance-mib MIB (16), EXAMPLES_DIR (Examples)
#
# Prints a table (runs, RSS MiB, peak MiB, runs/s, live JSValues, live native objects) and
# PASS/FAIL: PASS when the resident set after the last run is within the tolerance of the one
# after the warm-up and no run reported an error. Exit status 0 PASS, 1 FAIL, 2 could not run.
set -euo pipefail
cd "$(dirname "$0")/.."
build=1
if [ "${1:-}" = "--no-build" ]; then build=""; shift; fi
if [ -n "$build" ]; then swift build -c release --product actionjs-soak >/dev/null; fi
exec .build/release/actionjs-soak "$@"
