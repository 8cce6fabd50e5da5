#!/usr/bin/env bash
# `actionjs validate` benchmark, side by side with a jsdom harness doing the same job
# (Benchmarks/jsdom/validate.js, Debian's node-jsdom): one realistic extension script over every
# saved page, with 1 and 2 worker processes.
#
# Usage:
#   Scripts/bench-validate.sh [--script FILE] [--jobs "1 2"] [--include-20mb] [--budget-ms MS]
#                             [--no-build] [--target X] [PAGE_OR_DIR...]
#   PAGE_OR_DIR    pages or folders (searched recursively for *.html); default ../shared/pages
#                  beside the repository
#   --script FILE  default Tests/WebPlatformTests/Fixtures/corpus/metadata-extract.js
#   --jobs LIST    the worker counts to measure, default "1 2"
#   --include-20mb keep synthetic-20mb.html: left out by default on BOTH sides, because jsdom
#                  alone needs about 4 minutes to parse it (the run would measure little else)
#   --budget-ms MS the jsdom harness's per-case limit (default 600000; a case past it fails
#                  with time-limit); actionjs runs with its own defaults
#   --no-build     use the existing .build/release/actionjs (or $ACTIONJS, an executable path)
#   --target X     the throughput ratio to report as met or not (default 5: the metadata
#                  extractor's; issue 19's Readability extension aims at 3)
#
# Both sides get the same script and the same page files (listed once, in path order, passed
# explicitly). The actionjs side is `swift build -c release --product actionjs`, then per job
# count: .build/release/actionjs validate SCRIPT --pages FILES... -j N --format json --output
# OUT --quiet. When that command is missing or writes no report, the script says so and shows
# the jsdom side alone. The jsdom side: node Benchmarks/jsdom/validate.js -j N --script SCRIPT
# --per-case FILES...
#
# Prints one row per side and job count:
#   side  jobs  cases  failures  seconds  cases/s  peak MiB max  peak MiB median
# where seconds is the side's own wall-clock figure for the whole run (actionjs:
# summary.durationSeconds; jsdom: first worker started → last result), "peak MiB max" is the
# largest resident set any worker reached (actionjs: the largest per-case peakMemoryBytes;
# jsdom: the kernel's VmHWM of each worker, or the sampled RSS if larger) and "peak MiB
# median" is the median over cases of the worker's peak while running that case. Then, per job
# count, the throughput ratio actionjs cases/s ÷ jsdom cases/s against --target.
# Raw outputs stay in $BENCH_OUT (default .build/bench-validate/): pages.txt, actionjs-jN.json,
# actionjs-jN.log (stderr), jsdom-jN.json, jsdom-jN.log, table.txt.
set -euo pipefail
cd "$(dirname "$0")/.."

export NODE_PATH="/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}"

script=Tests/WebPlatformTests/Fixtures/corpus/metadata-extract.js
jobs_list="1 2"
include_20mb=""
budget=600000
build=1
target=5
pages=()
while [ $# -gt 0 ]; do
  case "$1" in
    --script) script="$2"; shift 2 ;;
    --jobs) jobs_list="$2"; shift 2 ;;
    --include-20mb) include_20mb=1; shift ;;
    --budget-ms) budget="$2"; shift 2 ;;
    --no-build) build=""; shift ;;
    --target) target="$2"; shift 2 ;;
    -h|--help) sed -n '2,37p' "$0"; exit 0 ;;
    -*) echo "bench-validate: unknown option $1 (see --help)" >&2; exit 2 ;;
    *) pages+=("$1"); shift ;;
  esac
done
if [ ${#pages[@]} -eq 0 ]; then pages=(../shared/pages); fi
if [ ! -f "$script" ]; then
  echo "bench-validate: no script at $script" >&2
  exit 2
fi
for p in "${pages[@]}"; do
  if [ ! -e "$p" ]; then
    echo "bench-validate: no pages at $p (the shared saved-page corpus); nothing to measure" >&2
    exit 2
  fi
done

ensure_jsdom() {
  if ! command -v node >/dev/null 2>&1; then
    echo "bench-validate: node is not installed (apt-get install -y nodejs node-jsdom)" >&2
    exit 1
  fi
  if node -e "require('jsdom')" >/dev/null 2>&1; then
    return
  fi
  echo "bench-validate: installing jsdom (Debian package node-jsdom)" >&2
  local sudo=""
  if [ "$(id -u)" != 0 ]; then sudo="sudo"; fi
  $sudo apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq node-jsdom >&2
  node -e "require('jsdom')" >/dev/null
}
ensure_jsdom

out="${BENCH_OUT:-.build/bench-validate}"
mkdir -p "$out"
for j in $jobs_list; do rm -f "$out/actionjs-j$j.json" "$out/jsdom-j$j.json"; done

# The pages, once, for both sides.
mapfile -t files < <(find "${pages[@]}" -type f \( -name '*.html' -o -name '*.htm' \) | sort -u)
skipped=()
if [ -z "$include_20mb" ]; then
  kept=()
  for f in "${files[@]}"; do
    case "$(basename "$f")" in
      synthetic-20mb.html) skipped+=("$f") ;;
      *) kept+=("$f") ;;
    esac
  done
  files=("${kept[@]}")
fi
if [ ${#files[@]} -eq 0 ]; then
  echo "bench-validate: no *.html pages under ${pages[*]}" >&2
  exit 2
fi
printf '%s\n' "${files[@]}" > "$out/pages.txt"
echo "== validate benchmark: $(basename "$script") over ${#files[@]} pages, jobs: $jobs_list;" \
  "$(uname -m), $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo ?)," \
  "node $(node --version), jsdom $(node -p "require('jsdom/package.json').version")" >&2
if [ ${#skipped[@]} -gt 0 ]; then
  echo "== left out on both sides (jsdom alone needs ~4 min to parse it; --include-20mb keeps it):" \
    "${skipped[*]}" >&2
fi

# --- actionjs side: build -------------------------------------------------------------------
actionjs="${ACTIONJS:-.build/release/actionjs}"
have_actionjs=1
if [ -n "$build" ]; then
  echo "== building actionjs (release)" >&2
  if ! swift build -c release --product actionjs >"$out/build.log" 2>&1; then
    echo "bench-validate: the release build failed (see $out/build.log); jsdom side only" >&2
    have_actionjs=""
  fi
fi
if [ -n "$have_actionjs" ] && [ ! -x "$actionjs" ]; then
  echo "bench-validate: no $actionjs; jsdom side only" >&2
  have_actionjs=""
fi

for j in $jobs_list; do
  # --- actionjs side --------------------------------------------------------------------------
  if [ -n "$have_actionjs" ]; then
    echo "== actionjs validate -j $j" >&2
    status=0
    "$actionjs" validate "$script" --pages "${files[@]}" -j "$j" --format json \
      --output "$out/actionjs-j$j.json" --quiet 2>"$out/actionjs-j$j.log" >/dev/null || status=$?
    # 1 only means some case failed; anything else, or no report, means the command did not run.
    if [ ! -s "$out/actionjs-j$j.json" ]; then
      echo "bench-validate: \`actionjs validate\` wrote no report (exit status $status;" \
        "the command may not exist yet): $(head -c 300 "$out/actionjs-j$j.log")" >&2
      echo "bench-validate: actionjs side skipped" >&2
      rm -f "$out/actionjs-j$j.json"
      have_actionjs=""
    fi
  fi

  # --- jsdom side -------------------------------------------------------------------------------
  echo "== jsdom validate.js -j $j" >&2
  node Benchmarks/jsdom/validate.js -j "$j" --script "$script" --budget-ms "$budget" --per-case \
    "${files[@]}" >"$out/jsdom-j$j.json" 2>"$out/jsdom-j$j.log" || {
    status=$?
    if [ "$status" -ne 1 ]; then
      echo "bench-validate: the jsdom harness failed (exit status $status, see $out/jsdom-j$j.log)" >&2
      rm -f "$out/jsdom-j$j.json"
    fi
  }
done

# --- the table -------------------------------------------------------------------------------
TARGET="$target" node - "$out" $jobs_list <<'NODE' | tee "$out/table.txt"
"use strict";
const fs = require("fs");
const path = require("path");
const [out, ...jobs] = process.argv.slice(2);
const target = Number(process.env.TARGET);
const MIB = 1024 * 1024;
const read = (f) => { try { return JSON.parse(fs.readFileSync(path.join(out, f), "utf8")); } catch (e) { return null; } };
const median = (xs) => {
  const s = xs.filter((x) => typeof x === "number" && x > 0).sort((a, b) => a - b);
  if (!s.length) { return null; }
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const max = (xs) => { const s = xs.filter((x) => typeof x === "number" && x > 0); return s.length ? Math.max(...s) : null; };
const fmt = (x, digits) => (x === null || x === undefined || Number.isNaN(x) ? "-" : x.toFixed(digits));

function actionjsRow(r, j) {
  const cases = r.cases || [];
  const s = r.summary || {};
  const n = typeof s.cases === "number" ? s.cases : cases.length;
  const seconds = typeof s.durationSeconds === "number" ? s.durationSeconds : null;
  const peaks = cases.map((c) => c.peakMemoryBytes);
  return { side: "actionjs", jobs: j, cases: n, failures: s.failed, seconds,
    rate: seconds ? n / seconds : null, peakMax: max(peaks), peakMedian: median(peaks) };
}
function jsdomRow(r, j) {
  const perCase = (r.perCase || []).map((c) => c.peakRssBytes);
  const workers = [...(r.peakRssHwmPerWorkerMiB || []), ...(r.peakRssPerWorkerMiB || [])].map((m) => m === null ? null : m * MIB);
  return { side: "jsdom", jobs: j, cases: r.cases, failures: r.failures, seconds: r.seconds,
    rate: r.seconds ? r.cases / r.seconds : null, peakMax: max([...workers, ...perCase]), peakMedian: median(perCase) };
}

const header = ["side", "jobs", "cases", "failures", "seconds", "cases/s", "peak MiB max", "peak MiB median"];
const rows = [];
const ratios = [];
for (const j of jobs) {
  const a = read(`actionjs-j${j}.json`);
  const d = read(`jsdom-j${j}.json`);
  const ra = a ? actionjsRow(a, j) : null;
  const rd = d ? jsdomRow(d, j) : null;
  for (const [side, r] of [["actionjs", ra], ["jsdom", rd]]) {
    if (!r) { rows.push([side, String(j), "-", "-", "-", "-", "-", "-"]); continue; }
    rows.push([r.side, r.jobs, r.cases, fmt(r.failures, 0), fmt(r.seconds, 2), fmt(r.rate, 2),
      fmt(r.peakMax && r.peakMax / MIB, 1), fmt(r.peakMedian && r.peakMedian / MIB, 1)].map(String));
  }
  ratios.push([j, ra && rd && ra.rate && rd.rate ? ra.rate / rd.rate : null, d]);
}
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
console.log(line(header));
for (const r of rows) { console.log(line(r)); }
console.log("");
for (const [j, ratio] of ratios) {
  console.log(`throughput ratio actionjs/jsdom, -j ${j}: ${ratio === null ? "- (a side is missing)" : ratio.toFixed(2) + "x" + (ratio >= target ? ` (target >= ${target}x: met)` : ` (target >= ${target}x: NOT met)`)}`);
}
for (const [j, , d] of ratios) {
  if (d && d.failed && d.failed.length) {
    console.log(`jsdom -j ${j} failures: ` + d.failed.slice(0, 5).map((f) => `${f.page}: ${f.error}`).join("; "));
  }
  if (d && d.skipped && d.skipped.length) { console.log(`jsdom -j ${j} skipped: ${d.skipped.join(", ")}`); }
}
NODE
if [ ${#skipped[@]} -gt 0 ]; then
  echo "left out on both sides: ${skipped[*]} (jsdom alone needs ~4 min to parse it; --include-20mb keeps it)" |
    tee -a "$out/table.txt"
fi
