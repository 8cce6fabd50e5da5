#!/usr/bin/env bash
# Where a DOM-heavy script's time goes, member by member: every accessor and method of the DOM
# prototypes is wrapped in script, counted in one run and timed (with the workload's own
# clock) in a second, and the table lists each member's calls, time per call and time beyond
# what the wrapping itself costs (measured as the per-call time of `Element.tagName`, which is
# answered in script). A development measurement, not a benchmark: the wrappers slow every
# call down, so read the excess column, and compare members with one another.
#
# Usage:
#   Scripts/profile-members.sh [--no-build] WORKLOAD.js [PAGE_OR_DIR...]
#   WORKLOAD.js  a file defining workload(document, now), as actionjs-dombench runs it (for
#                example .build/bench-libraries/readability.js, which Scripts/bench-libraries.sh
#                writes)
#   PAGE_OR_DIR  pages or folders (default ../shared/pages/readability beside the repository;
#                the script says so and stops when it is absent)
set -euo pipefail
cd "$(dirname "$0")/.."

build=1
if [ "${1:-}" = "--no-build" ]; then build=0; shift; fi
if [ $# -lt 1 ] || [ "${1:-}" = "-h" ] || [ "${1:-}" = "--help" ]; then sed -n '2,15p' "$0"; exit 2; fi
workload="$1"; shift
pages=("$@")
if [ ${#pages[@]} -eq 0 ]; then
  if [ ! -d ../shared/pages/readability ]; then
    echo "profile-members: no pages given and ../shared/pages/readability is absent: skipped" >&2
    exit 0
  fi
  pages=(../shared/pages/readability)
fi
[ -f "$workload" ] || { echo "profile-members: no such workload file: $workload" >&2; exit 2; }
if [ "$build" = 1 ]; then swift build -c release --product actionjs-dombench >&2; fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# mode 0 counts calls, mode 1 sums their time in milliseconds.
for mode in 0 1; do
  {
    cat <<EOF2
var __profile = {}, __now = function () { return 0; }, __mode = $mode;
(function () {
  var interfaces = /^(Node|Element|Document|DocumentFragment|CharacterData|Text|Comment|Attr|HTML\w*Element|NodeList|HTMLCollection|NamedNodeMap|DOMTokenList|CSSStyleDeclaration|EventTarget|Range|TreeWalker|NodeIterator|DOMParser|DOMImplementation|Window)$/;
  Object.getOwnPropertyNames(globalThis).forEach(function (name) {
    var C = globalThis[name];
    if (!interfaces.test(name) || typeof C !== "function" || !C.prototype) return;
    var p = C.prototype;
    Object.getOwnPropertyNames(p).forEach(function (key) {
      if (key === "constructor") return;
      var d = Object.getOwnPropertyDescriptor(p, key), label = name + "." + key;
      var note = function (k, t) { __profile[k] = (__profile[k] || 0) + (__mode ? __now() - t : 1); };
      if (d.get) {
        var g = d.get, s = d.set;
        Object.defineProperty(p, key, {
          get: function () { var t = __mode ? __now() : 0; try { return g.call(this); } finally { note(label, t); } },
          set: s ? function (v) { var t = __mode ? __now() : 0; try { s.call(this, v); } finally { note(label + "=", t); } } : undefined,
          configurable: true, enumerable: d.enumerable });
      } else if (typeof d.value === "function" && d.writable) {
        var f = d.value;
        p[key] = function () { var t = __mode ? __now() : 0; try { return f.apply(this, arguments); } finally { note(label + "()", t); } };
      }
    });
  });
})();
EOF2
    cat "$workload"
    printf '\nvar __workload = workload;\nworkload = function (d, now) { __now = now; var r = __workload(d, now); return { result: r, profile: __profile }; };\n'
  } >"$work/w$mode.js"
  .build/release/actionjs-dombench dom-workload -n 1 --script "$work/w$mode.js" "${pages[@]}" >"$work/out$mode.jsonl"
done
python3 - "$work/out0.jsonl" "$work/out1.jsonl" <<'PY'
import collections, json, sys
def totals(path):
    sums, workload = collections.Counter(), 0.0
    for line in open(path):
        if not line.startswith('{"page"'): continue
        record = json.loads(line)
        workload += record.get("workload_ms", 0)
        for key, value in ((record.get("checksum") or {}).get("profile") or {}).items():
            sums[key] += value
    return sums, workload
calls, plain = totals(sys.argv[1])
times, timed = totals(sys.argv[2])
base = times["Element.tagName"] / calls["Element.tagName"] if calls["Element.tagName"] else 0.0
print(f"workload: {plain / 1000:.2f} s counted, {timed / 1000:.2f} s timed; wrapping costs ~{base * 1000:.2f} us a call")
print(f"{'excess ms':>10} {'calls':>9} {'us/call':>9}  member")
rows = sorted(((times[k] - base * calls[k], k) for k in calls), reverse=True)
for excess, key in rows[:40]:
    print(f"{excess:10.1f} {calls[key]:9d} {1000 * times[key] / calls[key]:9.2f}  {key}")
PY
