#!/usr/bin/env bash
# The test suite under a sanitizer (docs/reliability.md, "Sanitizers"): a debug build with
# `--sanitize=address` or `--sanitize=thread` in its own scratch folder, then `swift test`.
#
# Usage: Scripts/sanitize.sh address|thread [--no-build] [swift test options...]
#   --no-build   test the existing build in the scratch folder
#   options      passed to `swift test` (e.g. --filter JSCoreTests)
# Scratch folder: $SANITIZE_SCRATCH, default .build/sanitize-<sanitizer>.
#
# address: LeakSanitizer is off (detect_leaks=0) — at exit it lists JavaScriptCore's heap,
# which it cannot see the roots of; leaks are checked with valgrind, the soak and the fuzzers.
# thread: JavaScriptCore must poll for its traps (JSC_usePollingTraps=true): by default it
# interrupts a thread running JavaScript with a signal, which ThreadSanitizer delivers only
# when that thread next calls an intercepted function — never, in a JIT loop — so the first
# watchdog or collector stop hangs the run. Suppressions: Scripts/tsan-suppressions.txt.
# Exit status: that of `swift test`. A report fails the run: AddressSanitizer aborts the test
# process, ThreadSanitizer makes it exit with status 66.
set -euo pipefail
cd "$(dirname "$0")/.."
sanitizer=${1:-}
case "$sanitizer" in
  address | thread) shift ;;
  *)
    echo "usage: Scripts/sanitize.sh address|thread [--no-build] [swift test options...]" >&2
    exit 2
    ;;
esac
build=1
if [ "${1:-}" = "--no-build" ]; then build=""; shift; fi
scratch=${SANITIZE_SCRATCH:-$PWD/.build/sanitize-$sanitizer}
export SWIFT_BACKTRACE=enable=no
if [ "$sanitizer" = thread ]; then
  export JSC_usePollingTraps=true
  export TSAN_OPTIONS="suppressions=$PWD/Scripts/tsan-suppressions.txt ${TSAN_OPTIONS:-}"
else
  export ASAN_OPTIONS="detect_leaks=0 ${ASAN_OPTIONS:-}"
fi
if [ -n "$build" ]; then
  echo "== building with --sanitize=$sanitizer in $scratch" >&2
  swift build --build-tests --sanitize="$sanitizer" --scratch-path "$scratch"
fi
echo "== swift test under the $sanitizer sanitizer" >&2
exec swift test --skip-build --sanitize="$sanitizer" --scratch-path "$scratch" "$@"
