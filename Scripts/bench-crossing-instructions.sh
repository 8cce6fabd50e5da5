#!/usr/bin/env bash
# What one DOM operation costs in machine instructions, counted by Valgrind's callgrind: a
# figure that does not move with the machine's load (the shared 2-core machines make
# wall-clock micro-benchmarks of a few hundred nanoseconds noisy to ±30 %), for measuring an
# idea about the crossing before keeping it. Release build, one operation at a time.
#
# Usage:
#   Scripts/bench-crossing-instructions.sh [--no-build] [--binary PATH] [OPERATION...]
#   OPERATION   one or more of the names below (default: all of them)
#   --binary    the actionjs-dombench to measure (default .build/release/actionjs-dombench,
#               built first unless --no-build); give another commit's binary to compare
#
# Each operation runs in a loop of N and of 3N iterations (N = 100,000; 20,000 for the
# wrapper-making ones) inside one `workload(document)` call of actionjs-dombench on a small
# page made here; the figure is (instructions at 3N − instructions at N) / 2N of the main
# thread (the JIT compiler's threads, which do a varying amount of work from run to run, are
# left out), so everything outside the loop (start-up, parsing, the world's set-up) cancels
# out. Figures repeat to within a few percent; the loop itself runs in whichever tier the
# engine reached, so differences under ~50 instructions mean nothing. Output: one line per
# operation, `operation instructions-per-iteration`, then the Valgrind version. An empty loop
# costs a few instructions; everything else is the JavaScript engine's callback path (taking
# and dropping its API lock: about 1,300 instructions a call on WebKitGTK 2.50) plus ours.
#
# Needs valgrind (apt-get install valgrind); each operation takes a minute or two.
set -euo pipefail
cd "$(dirname "$0")/.."

build=1
binary=.build/release/actionjs-dombench
operations=()
while [ $# -gt 0 ]; do
  case "$1" in
    --no-build) build=0; shift ;;
    --binary) binary="$2"; build=0; shift 2 ;;
    -h|--help) sed -n '2,22p' "$0"; exit 0 ;;
    -*) echo "bench-crossing-instructions: unknown option $1 (see --help)" >&2; exit 2 ;;
    *) operations+=("$1"); shift ;;
  esac
done
if ! command -v valgrind >/dev/null; then
  echo "bench-crossing-instructions: valgrind is not installed (apt-get install valgrind)" >&2
  exit 2
fi
if [ "$build" = 1 ]; then swift build -c release --product actionjs-dombench >&2; fi

# name, a tab, the loop body (i is the iteration; p a <p>, d a <div> with 20 spans, l its childNodes)
table='empty	x += i;
parentNode	x += p.parentNode ? 1 : 0;
firstChild	x += d.firstChild ? 1 : 0;
nodeType	x += p.nodeType;
childNodes.length	x += d.childNodes.length;
childNodes[i]	x += l[i % 20] ? 1 : 0;
getAttribute	x += (d.getAttribute("id") || "").length;
className	x += d.className.length;
textContent	x += d.textContent.length;
style.display	x += d.style.display.length;
createElement	x += document.createElement("span") ? 1 : 0;
wrap-new-node	x += w.firstChild ? 1 : 0; w.removeChild(w.firstChild);'
if [ ${#operations[@]} -eq 0 ]; then
  while IFS=$'\t' read -r name _; do operations+=("$name"); done <<<"$table"
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
printf '<!DOCTYPE html><meta charset="utf-8"><title>t</title><body><p id="p">text</p>\n' \
  >"$work/page.html"

# Instructions of one run of `body` for `count` iterations.
instructions() {
  local body="$1" count="$2" file="$work/w.js"
  cat >"$file" <<EOF
function workload(document) {
  var x = 0, p = document.getElementById("p"), d = document.createElement("div");
  d.id = "d";
  for (var k = 0; k < 20; k++) {
    var s = document.createElement("span"); s.textContent = "w" + k; d.appendChild(s);
  }
  document.body.appendChild(d);
  var l = d.childNodes, w = document.createElement("div");
  if (/wrap-new-node/.test("$name")) { w.innerHTML = "<b></b>".repeat($count); }
  for (var i = 0; i < $count; i++) { $body }
  return { checksum: String(x) };
}
EOF
  rm -f "$work"/out*
  valgrind --tool=callgrind --smc-check=all-non-file --separate-threads=yes \
    --callgrind-out-file="$work/out" \
    "$binary" dom-workload -n 1 --script "$file" "$work/page.html" >"$work/result" 2>"$work/log" \
    || { echo "bench-crossing-instructions: the run failed:" >&2; cat "$work/log" >&2; exit 1; }
  if grep -q '"error"' "$work/result"; then
    echo "bench-crossing-instructions: the workload of $name failed: $(cat "$work/result")" >&2
    exit 1
  fi
  # The main thread only: the JIT compiler's threads do a varying amount of work per run.
  sed -n 's/^summary: \([0-9]*\).*/\1/p' "$work/out-01"
}

for name in "${operations[@]}"; do
  body="$(awk -F'\t' -v n="$name" '$1 == n { print $2 }' <<<"$table")"
  if [ -z "$body" ]; then
    echo "bench-crossing-instructions: unknown operation $name" >&2
    exit 2
  fi
  n=100000
  case "$name" in createElement|wrap-new-node) n=20000 ;; esac
  small="$(instructions "$body" "$n")"
  large="$(instructions "$body" $((3 * n)))"
  echo "$name $(((large - small) / (2 * n)))"
done
echo "# $(valgrind --version), binary $binary"
