#!/usr/bin/env bash
# Copies the conformance data in Tests/Conformance again from checkouts of the upstream suites
# (see Tests/Conformance/README.md), byte for byte, and prints the commits to record there.
#
# Usage:
#   Scripts/refresh-conformance.sh [--html5lib PATH] [--url PATH]
#   --html5lib PATH  a checkout of github.com/html5lib/html5lib-tests (its tree-construction/,
#                    encoding/, serializer/ and tokenizer/ folders and LICENSE are copied)
#   --url PATH       a folder holding the WPT URL resources (web-platform-tests url/resources/,
#                    or ada-url's tests/wpt/): the JSON files listed below and a LICENSE.md
set -euo pipefail
cd "$(dirname "$0")/.."

html5lib=""
url=""
while [ $# -gt 0 ]; do
  case "$1" in
    --html5lib) html5lib="$2"; shift 2 ;;
    --url) url="$2"; shift 2 ;;
    -h|--help) sed -n '2,10p' "$0"; exit 0 ;;
    *) echo "refresh-conformance: unknown argument $1 (see --help)" >&2; exit 2 ;;
  esac
done
if [ -z "$html5lib" ] && [ -z "$url" ]; then sed -n '2,10p' "$0"; exit 2; fi

commit_of() {
  git -C "$1" rev-parse HEAD 2>/dev/null || echo "(not a git checkout: record the version by hand)"
}

if [ -n "$html5lib" ]; then
  for folder in tree-construction encoding serializer tokenizer; do
    [ -d "$html5lib/$folder" ] || { echo "refresh-conformance: $html5lib/$folder is missing" >&2; exit 1; }
  done
  rm -rf Tests/Conformance/html5lib
  mkdir -p Tests/Conformance/html5lib
  cp "$html5lib/LICENSE" Tests/Conformance/html5lib/LICENSE
  cp -r "$html5lib/tree-construction" "$html5lib/encoding" Tests/Conformance/html5lib/
  mkdir -p Tests/Conformance/html5lib/serializer
  cp "$html5lib"/serializer/*.test Tests/Conformance/html5lib/serializer/
  mkdir -p Tests/Conformance/html5lib/tokenizer
  cp "$html5lib"/tokenizer/*.test "$html5lib"/tokenizer/README.md Tests/Conformance/html5lib/tokenizer/
  echo "html5lib-tests: $(commit_of "$html5lib")"
fi

if [ -n "$url" ]; then
  files=(urltestdata.json setters_tests.json urlencoded-parser-data.json percent-encoding.json
    toascii.json IdnaTestV2.json)
  for file in "${files[@]}"; do
    [ -f "$url/$file" ] || { echo "refresh-conformance: $url/$file is missing" >&2; exit 1; }
  done
  mkdir -p Tests/Conformance/wpt-url
  for file in "${files[@]}"; do cp "$url/$file" Tests/Conformance/wpt-url/; done
  if [ -f "$url/LICENSE.md" ]; then cp "$url/LICENSE.md" Tests/Conformance/wpt-url/; fi
  echo "WPT URL data: $(commit_of "$url")"
fi
echo "Now update the table in Tests/Conformance/README.md, run"
echo "Scripts/generate-named-character-references.py and the conformance tests."
