#!/usr/bin/env bash
# Benchmarks, in release mode. Usage:
#   Scripts/bench.sh parse [PAGES_DIR]   parse every page: gumbo alone vs parse + build, ratio,
#                                        serialization; then peak memory of the 20 MB page
#                                        (gumbo, the reference, from libgumbo-dev:
#                                        Scripts/bootstrap.sh --bench installs it)
#   Scripts/bench.sh selectors [PAGES_DIR]  20 CSS selectors (querySelectorAll/querySelector) on
#                                        every page: queries per second, counts checked
# PAGES_DIR defaults to ../shared/pages beside the repository.
set -euo pipefail
cd "$(dirname "$0")/.."
what="${1:-parse}"
pages="${2:-../shared/pages}"
if [ ! -d "$pages" ]; then
  echo "bench: no pages at $pages (the shared saved-page corpus); nothing to measure" >&2
  exit 1
fi
if [ "$what" = parse ] && [ ! -f /usr/include/gumbo.h ]; then
  echo "bench: gumbo, the reference, is not installed (libgumbo-dev): run Scripts/bootstrap.sh --bench" >&2
  exit 1
fi
swift build -c release --product actionjs-bench >/dev/null
bench=.build/release/actionjs-bench
case "$what" in
  parse)
    mapfile -t files < <(find "$pages" -name '*.html' | sort)
    echo "== throughput (${#files[@]} pages, $(uname -m), $(nproc) cores)"
    "$bench" parse --repeat 3 "${files[@]}" | tail -7
    big="$pages/synthetic/synthetic-20mb.html"
    if [ -f "$big" ]; then
      echo "== peak memory, one parse of $(basename "$big") per process"
      echo -n "gumbo alone:     "; "$bench" peak gumbo "$big" | tail -1
      echo -n "parse + build:   "; "$bench" peak dom "$big" | tail -1
    fi
    ;;
  selectors)
    mapfile -t files < <(find "$pages" -name '*.html' | sort)
    echo "== CSS selectors (${#files[@]} pages, $(uname -m), $(nproc) cores)"
    "$bench" selectors --min-ms 10 "${files[@]}" | tail -24
    ;;
  *)
    echo "usage: Scripts/bench.sh parse|selectors [PAGES_DIR]" >&2
    exit 2
    ;;
esac
