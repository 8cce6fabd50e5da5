#!/usr/bin/env bash
# Runs the libFuzzer targets (docs/fuzzing.md) under AddressSanitizer and LeakSanitizer.
#
# Usage:
#   Scripts/fuzz.sh TARGET SECONDS [libFuzzer arguments...]
#   Scripts/fuzz.sh all SECONDS [libFuzzer arguments...]     (each target in turn, SECONDS each)
#   Scripts/fuzz.sh list
#
#   TARGET is a folder name under Fuzz/ (FuzzHTML, FuzzSelectors, FuzzURL, FuzzInlineStyle,
#   FuzzStyleSheet, FuzzPredicate, FuzzWebArchive, FuzzMHTML, FuzzPropertyList, FuzzTokenizer,
#   FuzzTreeBuilder).
#
# Each target is built with `-sanitize=fuzzer,address -DFUZZING` in $FUZZ_SCRATCH (default
# .build/fuzz), then run for SECONDS (-max_total_time) with -detect_leaks=1 on two corpus
# folders: $FUZZ_SCRATCH/corpus/TARGET (the working corpus, where new inputs go; seeded on first
# use from the conformance data, the curated pages in Tests/Pages and, when present, sample pages
# of the optional corpus in $ACTIONJS_SHARED, default ../shared) and the
# small committed seeds in Fuzz/Corpus/TARGET (read only). Findings (crashes, leaks, timeouts,
# out-of-memory; units slower than $FUZZ_TIMEOUT seconds, default 20) are written to
# Fuzz/Crashes/TARGET/. Exit status: 0 when no target had a
# finding, 1 when one did, 2 for a usage error. One summary line per target is printed last:
#   TARGET seconds=S execs=N corpus=FILES/BYTES findings=K log=PATH
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
scratch=${FUZZ_SCRATCH:-$root/.build/fuzz}
# The longest one input may take, in wall-clock seconds (libFuzzer's -timeout, also its
# slow-unit report). On a busy machine a fuzzer run at low priority can be starved for tens of
# seconds: raise it there (FUZZ_TIMEOUT=120) rather than read a starved unit as a hang.
unit_timeout=${FUZZ_TIMEOUT:-20}
shared=${ACTIONJS_SHARED:-$root/../shared}
targets=(FuzzHTML FuzzSelectors FuzzURL FuzzInlineStyle FuzzStyleSheet FuzzPredicate FuzzWebArchive FuzzMHTML
  FuzzPropertyList FuzzTokenizer FuzzTreeBuilder)

usage() {
  sed -n '2,20p' "$0" | sed 's/^# \{0,1\}//' >&2
  exit 2
}

# The longest input each target is given: enough for its format, small enough to stay fast.
max_len() {
  case $1 in
  FuzzHTML) echo 16384 ;;
  FuzzSelectors) echo 512 ;;
  FuzzURL) echo 1024 ;;
  FuzzInlineStyle) echo 2048 ;;
  FuzzStyleSheet) echo 4096 ;;
  FuzzPredicate) echo 1024 ;;
  FuzzWebArchive | FuzzMHTML) echo 65536 ;;
  FuzzPropertyList) echo 2048 ;;
  FuzzTokenizer | FuzzTreeBuilder) echo 16384 ;;
  esac
}

# Small sample pages (under 32 KB), one path a line: the curated pages in the repository
# (Tests/Pages), then those of the optional corpus when it is present.
small_pages() {
  find "$root/Tests/Pages" -name '*.html' -size -32k | sort
  [ -d "$shared/pages" ] || return 0
  find "$shared/pages" -name '*.html' -size -32k | sort | head -40
}

# Writes every `#data` section of the html5lib .dat files in folder $1 as a file in $2.
dat_inputs() {
  find "$1" -name '*.dat' | sort | while read -r dat; do
    awk -v out="$2/$(basename "$dat" .dat)" '
      /^#data$/ { if (n) close(file); n++; file = out "-" n; printf "" > file; inside = 1; first = 1; next }
      /^#/ { inside = 0; next }
      inside { if (!first) printf "\n" >> file; printf "%s", $0 >> file; first = 0 }
    ' "$dat"
  done
}

# Fills the working corpus $2 of target $1 from the shared data (only when it is empty).
seed() {
  local target=$1 out=$2 page i=0
  case $target in
  FuzzHTML)
    [ -d "$root/Tests/Conformance/html5lib" ] && dat_inputs "$root/Tests/Conformance/html5lib" "$out"
    small_pages | while read -r page; do cp "$page" "$out/page-$(basename "$page")"; done
    ;;
  FuzzTokenizer)
    # The sample pages, each after a first byte that picks the initial state and last start tag.
    small_pages | while read -r page; do
      i=$((i + 1))
      { printf "\\$(printf '%03o' $((i % 36)))"; cat "$page"; } >"$out/page-$i"
    done
    ;;
  FuzzTreeBuilder)
    # Two bytes pick the document or fragment context, scripting and the depth limit
    # (TreeBuilderFuzzing): the html5lib inputs as documents, each with another scripting and
    # depth limit, then the sample pages, each in another context.
    if [ -d "$root/Tests/Conformance/html5lib" ]; then
      local dat
      dat=$(mktemp -d)
      dat_inputs "$root/Tests/Conformance/html5lib" "$dat"
      for page in "$dat"/*; do
        i=$((i + 1))
        { printf "\\000\\$(printf '%03o' $((i % 64)))"; cat "$page"; } >"$out/html5lib-$i"
      done
      rm -rf "$dat"
    fi
    small_pages | while read -r page; do
      i=$((i + 1))
      { printf "\\$(printf '%03o' $((i % 18)))\\$(printf '%03o' $((i % 64)))"; cat "$page"; } \
        >"$out/page-$i"
    done
    ;;
  FuzzURL)
    local tests=$root/Tests/Conformance/wpt-url/urltestdata.json
    if [ -f "$tests" ] && command -v jq >/dev/null; then
      jq -r '.[] | objects | .input + (if .base then "\u0000" + .base else "" end) | @base64' \
        "$tests" | while read -r line; do
        i=$((i + 1))
        printf '%s' "$line" | base64 -d >"$out/wpt-$i"
      done
    fi
    ;;
  FuzzInlineStyle)
    small_pages | xargs -r grep -ohE 'style="[^"]{1,400}"' | sort -u | head -300 |
      while read -r line; do
        i=$((i + 1))
        line=${line#style=\"}
        printf '%s' "${line%\"}" >"$out/page-$i"
      done
    ;;
  FuzzStyleSheet)
    # The style elements of the sample pages, one input each (at most 4 KB of each).
    small_pages | head -40 | while read -r page; do
      i=$((i + 1))
      awk 'tolower($0) ~ /<style/ { on = 1 } on { print } tolower($0) ~ /<\/style>/ { on = 0 }' "$page" |
        sed -e 's/<[sS][tT][yY][lL][eE][^>]*>//g' -e 's#</[sS][tT][yY][lL][eE]>##g' |
        head -c 4096 >"$out/page-$i"
      [ -s "$out/page-$i" ] || rm -f "$out/page-$i"
    done
    ;;
  FuzzWebArchive)
    small_pages | head -20 | while read -r page; do
      i=$((i + 1))
      {
        printf '<?xml version="1.0" encoding="UTF-8"?>\n<plist version="1.0"><dict>'
        printf '<key>WebMainResource</key><dict><key>WebResourceData</key><data>'
        base64 -w 0 "$page"
        printf '</data><key>WebResourceMIMEType</key><string>text/html</string>'
        printf '<key>WebResourceTextEncodingName</key><string>UTF-8</string>'
        printf '<key>WebResourceURL</key><string>https://example.org/%s</string></dict>' "$i"
        printf '<key>WebSubresources</key><array><dict><key>WebResourceData</key>'
        printf '<data>cCB7IH0K</data><key>WebResourceMIMEType</key><string>text/css</string>'
        printf '<key>WebResourceURL</key><string>https://example.org/a.css</string></dict>'
        printf '</array></dict></plist>\n'
      } >"$out/page-$i.webarchive"
    done
    ;;
  FuzzMHTML)
    small_pages | head -20 | while read -r page; do
      i=$((i + 1))
      {
        printf 'From: <Saved by Blink>\r\nSnapshot-Content-Location: https://example.org/%s\r\n' "$i"
        printf 'MIME-Version: 1.0\r\nContent-Type: multipart/related;\r\n\ttype="text/html";\r\n'
        printf '\tboundary="----B--%s"\r\n\r\n------B--%s\r\n' "$i" "$i"
        printf 'Content-Type: text/html\r\nContent-ID: <frame-%s@mhtml.blink>\r\n' "$i"
        if [ $((i % 2)) = 0 ]; then
          printf 'Content-Transfer-Encoding: base64\r\n'
          printf 'Content-Location: https://example.org/%s\r\n\r\n' "$i"
          base64 -w 76 "$page" | sed 's/$/\r/'
        else
          printf 'Content-Transfer-Encoding: binary\r\n'
          printf 'Content-Location: https://example.org/%s\r\n\r\n' "$i"
          cat "$page"
        fi
        printf '\r\n------B--%s\r\nContent-Type: text/css\r\n' "$i"
        printf 'Content-Transfer-Encoding: quoted-printable\r\n'
        printf 'Content-Location: https://example.org/a.css\r\n\r\np { color: =\r\nred; }=3D\r\n'
        printf -- '------B--%s--\r\n' "$i"
      } >"$out/page-$i.mhtml"
    done
    ;;
  esac
  return 0
}

# Builds and runs one target; prints its summary line; returns 1 on a finding.
run_target() {
  local target=$1 seconds=$2
  shift 2
  local corpus=$scratch/corpus/$target crashes=$root/Fuzz/Crashes/$target
  local log=$scratch/logs/$target.log status=0
  mkdir -p "$corpus" "$crashes" "$scratch/logs"
  echo "== $target: building (swift build --product $target, fuzzer + address sanitizers)" >&2
  local flags=(-c debug --scratch-path "$scratch" -Xswiftc -sanitize=fuzzer,address
    -Xswiftc -DFUZZING)
  # (ld.gold warns about every ASan symbol it cannot export: noise, left in the build log.)
  if ! swift build "${flags[@]}" --product "$target" >"$scratch/logs/$target.build.log" 2>&1; then
    grep -v 'Cannot export local symbol' "$scratch/logs/$target.build.log" | tail -30 >&2
    echo "$target: build failed" >&2
    return 1
  fi
  local binary
  binary=$(swift build "${flags[@]}" --show-bin-path)/$target
  if [ -z "$(ls -A "$corpus")" ]; then
    seed "$target" "$corpus"
  fi
  local before
  before=$(find "$crashes" -type f | wc -l)
  echo "== $target: fuzzing for ${seconds}s; log in $log" >&2
  # The Swift runtime's backtracer must not catch the signals ASan and libFuzzer handle.
  # Leaks outside actionjs's code are suppressed: Fuzz/lsan-suppressions.txt says which, why.
  SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1} \
    LSAN_OPTIONS=${LSAN_OPTIONS:-suppressions=$root/Fuzz/lsan-suppressions.txt:print_suppressions=0} \
    "$binary" "$corpus" "$root/Fuzz/Corpus/$target" \
    -max_total_time="$seconds" -detect_leaks=1 -max_len="$(max_len "$target")" \
    -timeout="$unit_timeout" -report_slow_units="$unit_timeout" \
    -rss_limit_mb=4096 -artifact_prefix="$crashes/" -print_final_stats=1 "$@" >"$log" 2>&1 ||
    status=$?
  local after execs files bytes
  after=$(find "$crashes" -type f | wc -l)
  execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  files=$(find "$corpus" -type f | wc -l)
  bytes=$(du -sb "$corpus" | cut -f1)
  echo "$target seconds=$seconds execs=${execs:-?} corpus=$files/$bytes" \
    "findings=$((after - before)) exit=$status log=$log"
  if [ "$status" != 0 ] || [ "$after" != "$before" ]; then
    tail -40 "$log" >&2
    return 1
  fi
}

[ $# -ge 1 ] || usage
case $1 in
list)
  printf '%s\n' "${targets[@]}"
  exit 0
  ;;
-h | --help) usage ;;
esac
[ $# -ge 2 ] || usage
[[ $2 =~ ^[0-9]+$ ]] || usage
target=$1 seconds=$2
shift 2
if [ "$target" = all ]; then
  selected=("${targets[@]}")
elif [ -d "Fuzz/$target" ] && [[ " ${targets[*]} " == *" $target "* ]]; then
  selected=("$target")
else
  echo "unknown target '$target' (Scripts/fuzz.sh list)" >&2
  exit 2
fi
failed=0
for name in "${selected[@]}"; do
  run_target "$name" "$seconds" "$@" || failed=1
done
exit $failed
