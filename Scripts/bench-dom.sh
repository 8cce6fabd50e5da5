#!/usr/bin/env bash
# DOM benchmark, side by side: jsdom (the reference) and actionjs run the SAME workload file,
# Benchmarks/jsdom/dom-workload.js, over every saved page.
#
# Usage:
#   Scripts/bench-dom.sh [-n N] [--budget-ms MS] [--cpu] [PAGE_OR_DIR...]
#       PAGE_OR_DIR defaults to ../shared/pages beside the repository (searched recursively
#       for *.html). N = iterations per page, best kept (default 5). MS = per-page time budget:
#       after the first iteration, a page is not repeated once its iterations have taken MS ms
#       (default 60000; jsdom needs ~4 min for one pass over the 20 MB synthetic page).
#       --cpu compares process CPU time instead of wall-clock time (useful on a loaded machine).
#       --workload FILE runs another workload file on both sides instead of dom-workload.js,
#       e.g. Benchmarks/jsdom/loop-workload.js (per-element loops; it changes the document).
#       --phase workload compares the workload alone (not parse + workload): library workloads.
#   Scripts/bench-dom.sh --make-action OUT.js
#       writes dom-workload.js + workload-action.js as one Action.js-style extension file.
#   Scripts/bench-dom.sh --corpus [run-corpus.js options]
#       runs the extension-script corpus (Tests/WebPlatformTests/Fixtures/corpus) under jsdom.
#
# Output (stdout), one line per page, space-separated:
#       page jsdom_ms actionjs_ms ratio
#   page         the page path below the pages folder without .html, e.g. readability/ars-1
#   jsdom_ms     best (parse + workload) milliseconds under jsdom
#   actionjs_ms  best (parse + workload) milliseconds under actionjs ("-" until that side exists)
#   ratio        actionjs_ms / jsdom_ms (below 1: actionjs is faster; "-" when either is missing)
# then "TOTAL jsdom_ms actionjs_ms ratio", then one "checksum-mismatch page field: …" line per
# page where the two sides' workload(document) results differ (exit status 1 if any).
# The raw JSON lines of each side are kept in $BENCH_OUT (default .build/bench-dom/):
# jsdom.jsonl and actionjs.jsonl, in the format Benchmarks/jsdom/workload.js documents.
#
# jsdom is a benchmark dependency only (Debian's node-jsdom); it is installed here when
# `node -e "require('jsdom')"` fails. Tests never need it.
set -euo pipefail
cd "$(dirname "$0")/.."

# Debian installs node modules under /usr/share/nodejs, which a Node not built by Debian does
# not search by default.
export NODE_PATH="/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}"

ensure_jsdom() {
  if ! command -v node >/dev/null 2>&1; then
    echo "bench-dom: node is not installed" >&2
    exit 1
  fi
  if node -e "require('jsdom')" >/dev/null 2>&1; then
    return
  fi
  echo "bench-dom: installing jsdom (Debian package node-jsdom)" >&2
  local sudo=""
  if [ "$(id -u)" != 0 ]; then sudo="sudo"; fi
  $sudo apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq node-jsdom >&2
  node -e "require('jsdom')" >/dev/null
}

iterations=5
budget=60000
cpu=""
phase=total
workload=Benchmarks/jsdom/dom-workload.js
pages=()
case "${1:-}" in
  --make-action)
    out="${2:?usage: Scripts/bench-dom.sh --make-action OUT.js}"
    cat Benchmarks/jsdom/dom-workload.js Benchmarks/jsdom/workload-action.js > "$out"
    echo "wrote $out" >&2
    exit 0
    ;;
  --corpus)
    shift
    ensure_jsdom
    exec node Benchmarks/jsdom/run-corpus.js "$@"
    ;;
esac
while [ $# -gt 0 ]; do
  case "$1" in
    -n) iterations="$2"; shift 2 ;;
    --budget-ms) budget="$2"; shift 2 ;;
    --cpu) cpu="--cpu"; shift ;;
    --workload) workload="$2"; shift 2 ;;
    --phase) phase="$2"; shift 2 ;;
    -h|--help) sed -n '2,33p' "$0"; exit 0 ;;
    *) pages+=("$1"); shift ;;
  esac
done
if [ ${#pages[@]} -eq 0 ]; then pages=(../shared/pages); fi
for p in "${pages[@]}"; do
  if [ ! -e "$p" ]; then
    echo "bench-dom: no pages at $p (the shared saved-page corpus); nothing to measure" >&2
    exit 1
  fi
done

ensure_jsdom
out="${BENCH_OUT:-.build/bench-dom}"
mkdir -p "$out"
rm -f "$out/jsdom.jsonl" "$out/actionjs.jsonl" # never compare against a previous run
count=$(find "${pages[@]}" -name '*.html' | wc -l)
echo "== DOM workload: $count pages, best of $iterations (budget ${budget} ms/page), $(uname -m), $(nproc) cores, node $(node --version), jsdom $(node -p "require('jsdom/package.json').version")" >&2

# --- jsdom side --------------------------------------------------------------------------
start=$(date +%s)
WORKLOAD_FILE="$workload" node --expose-gc --max-old-space-size=8192 Benchmarks/jsdom/workload.js \
  -n "$iterations" --budget-ms "$budget" "${pages[@]}" > "$out/jsdom.jsonl" || {
  echo "bench-dom: the jsdom side reported failures (unstable checksums or errors); see $out/jsdom.jsonl" >&2
}
echo "== jsdom side: $(( $(date +%s) - start )) s" >&2

# --- actionjs side --------------------------------------------------------------------------
# The same pages, iteration count and budget; per iteration: parse the bytes, set up a Runtime,
# evaluate Benchmarks/jsdom/dom-workload.js, call workload(document, now) with a real clock.
start=$(date +%s)
swift build -c release --product actionjs-dombench >&2
.build/release/actionjs-dombench dom-workload -n "$iterations" --budget-ms "$budget" \
  --script "$workload" "${pages[@]}" > "$out/actionjs.jsonl"
echo "== actionjs side: $(( $(date +%s) - start )) s" >&2

node Benchmarks/jsdom/compare.js $cpu --phase "$phase" "$out/jsdom.jsonl" "$out/actionjs.jsonl"
