#!/usr/bin/env bash
# Real DOM-heavy libraries, side by side with jsdom: Mozilla Readability, Turndown (HTML to
# Markdown) and DOMPurify (sanitizing), each run over every saved page by both sides with the
# same workload file (Benchmarks/jsdom/<library>-workload.js) and the same library source.
# The figure is the workload alone (the library's work on an already parsed document), in
# release: Scripts/bench-dom.sh --phase workload.
#
# Usage:
#   Scripts/bench-libraries.sh [--library readability|turndown|dompurify|all] [-n N] [--cpu]
#                              [PAGE_OR_DIR...]
#   --library   which workload (default all, one after the other)
#   -n N        iterations per page, best kept (default 1: the libraries are slow under jsdom)
#   --cpu       compare process CPU time instead of wall-clock time
#   PAGE_OR_DIR pages or folders; default ../shared/pages/readability beside the repository
#
# Where the libraries come from (never copied into the repository):
#   readability  Readability.js of the shared workload corpus (../shared/workloads/readability),
#                the file WebKit's answers were recorded with; skipped, saying so, when absent
#   turndown     /usr/share/nodejs/turndown/lib/turndown.cjs.js (Debian's node-turndown),
#                wrapped in a function giving it `module`/`exports` so it defines TurndownService
#   dompurify    /usr/share/nodejs/dompurify/dist/purify.js (Debian's node-dompurify)
# Scripts/bootstrap.sh installs node-turndown and node-dompurify (with node-jsdom).
#
# The combined workload files (library + workload) are written to $BENCH_OUT (default
# .build/bench-libraries/) as <library>.js; each library's raw JSON lines go to
# $BENCH_OUT/<library>/ and its table (page jsdom_ms actionjs_ms ratio, then TOTAL) to stdout.
set -euo pipefail
cd "$(dirname "$0")/.."

library=all
iterations=1
cpu=()
pages=()
while [ $# -gt 0 ]; do
  case "$1" in
    --library) library="$2"; shift 2 ;;
    -n) iterations="$2"; shift 2 ;;
    --cpu) cpu=(--cpu); shift ;;
    -h|--help) sed -n '2,27p' "$0"; exit 0 ;;
    -*) echo "bench-libraries: unknown option $1 (see --help)" >&2; exit 2 ;;
    *) pages+=("$1"); shift ;;
  esac
done
if [ ${#pages[@]} -eq 0 ]; then pages=(../shared/pages/readability); fi
out="${BENCH_OUT:-.build/bench-libraries}"
mkdir -p "$out"

# Writes $out/$1.js (the library, then its workload file); returns 1 (saying why) when the
# library is not installed.
make_workload() {
  local name="$1" file="$out/$1.js"
  case "$name" in
    readability)
      local source=../shared/workloads/readability/Readability.js
      if [ ! -f "$source" ]; then
        echo "bench-libraries: skipping readability: $source (the shared workload corpus) is absent" >&2
        return 1
      fi
      cat "$source" Benchmarks/jsdom/readability-workload.js > "$file"
      ;;
    turndown)
      local source=/usr/share/nodejs/turndown/lib/turndown.cjs.js
      if [ ! -f "$source" ]; then
        echo "bench-libraries: skipping turndown: $source is absent (apt-get install node-turndown)" >&2
        return 1
      fi
      {
        echo 'var TurndownService = (function () {'
        echo '  var module = { exports: {} }, exports = module.exports;'
        echo '  var require = function (name) { throw new Error("turndown: no module " + name); };'
        cat "$source"
        echo '  return module.exports;'
        echo '})();'
        cat Benchmarks/jsdom/turndown-workload.js
      } > "$file"
      ;;
    dompurify)
      local source=/usr/share/nodejs/dompurify/dist/purify.js
      if [ ! -f "$source" ]; then
        echo "bench-libraries: skipping dompurify: $source is absent (apt-get install node-dompurify)" >&2
        return 1
      fi
      cat "$source" Benchmarks/jsdom/dompurify-workload.js > "$file"
      ;;
    *) echo "bench-libraries: unknown library $name" >&2; exit 2 ;;
  esac
}

if [ "$library" = all ]; then libraries=(readability turndown dompurify); else libraries=("$library"); fi
for name in "${libraries[@]}"; do
  make_workload "$name" || continue
  echo "== $name" >&2
  echo "# $name: workload alone, best of $iterations, ${cpu[*]:-wall clock}"
  BENCH_OUT="$out/$name" Scripts/bench-dom.sh -n "$iterations" "${cpu[@]}" --phase workload \
    --workload "$out/$name.js" "${pages[@]}" || echo "bench-libraries: $name: checksums differ (listed above)"
done
