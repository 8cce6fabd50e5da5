#!/usr/bin/env python3
"""Records what WebKit returns for the library sweeps (Tests/ActionExtensionTests/Sweeps/
LibrarySweepTests.swift): Turndown and DOMPurify, as installed by Debian, run as extension
scripts over the 130 saved pages of the Readability test suite.

For each library this builds the same script the test builds (the installed library, wrapped
where it needs to be; Benchmarks/jsdom/<library>-workload.js; Benchmarks/jsdom/
workload-action.js), runs the WebKit oracle over every page in one batch (page URL
http://fakehost/test/page.html, the page's main world) and writes
Tests/ActionExtensionTests/Sweeps/Recordings/<library>.webkit.jsonl.gz: one
{"page", "url", "results"} object a line, in page order.

Usage: Scripts/record-library-sweeps.py [--oracle PATH] [--pages DIR] [LIBRARY ...]
  --oracle PATH  the oracle script (default: $WEBKIT_ORACLE)
  --pages DIR    the Readability pages (default: ../shared/pages/readability)
  LIBRARY        turndown and/or dompurify (default: both)
The oracle is a development tool: neither the build nor the tests need it.
"""
import gzip
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
WORKLOADS = os.path.join(ROOT, "Benchmarks", "jsdom")
RECORDINGS = os.path.join(ROOT, "Tests", "ActionExtensionTests", "Sweeps", "Recordings")
URL = "http://fakehost/test/page.html"

LIBRARIES = {
    "turndown": ("/usr/share/nodejs/turndown/lib/turndown.cjs.js", lambda source: (
        "var TurndownService = (function () {\n"
        "  var module = { exports: {} }, exports = module.exports;\n"
        '  var require = function (name) { throw new Error("turndown: no module " + name); };\n'
        f"{source}\n"
        "  return module.exports;\n"
        "})();")),
    "dompurify": ("/usr/share/nodejs/dompurify/dist/purify.js", lambda source: source),
}


def script_for(name):
    installed, wrap = LIBRARIES[name]
    with open(installed, encoding="utf-8") as handle:
        parts = [wrap(handle.read())]
    for file in (f"{name}-workload.js", "workload-action.js"):
        with open(os.path.join(WORKLOADS, file), encoding="utf-8") as handle:
            parts.append(handle.read())
    return "\n".join(parts)


def main(arguments):
    oracle = os.environ.get("WEBKIT_ORACLE")
    pages = os.path.join(ROOT, "..", "shared", "pages", "readability")
    names = []
    while arguments:
        argument = arguments.pop(0)
        if argument == "--oracle":
            oracle = arguments.pop(0)
        elif argument == "--pages":
            pages = arguments.pop(0)
        else:
            names.append(argument)
    names = names or sorted(LIBRARIES)
    if not oracle or not os.path.exists(oracle):
        print("record-library-sweeps: no WebKit oracle (--oracle PATH or $WEBKIT_ORACLE)",
              file=sys.stderr)
        return 2
    files = sorted(f for f in os.listdir(pages) if f.endswith(".html"))
    os.makedirs(RECORDINGS, exist_ok=True)
    for name in names:
        with tempfile.TemporaryDirectory() as folder:
            action = os.path.join(folder, "action.js")
            with open(action, "w", encoding="utf-8") as handle:
                handle.write(script_for(name))
            batch = os.path.join(folder, "cases.jsonl")
            with open(batch, "w", encoding="utf-8") as handle:
                for file in files:
                    handle.write(json.dumps({
                        "id": "readability/" + file, "action": action,
                        "html": os.path.join(os.path.abspath(pages), file), "url": URL,
                        "timeout": 60}) + "\n")
            output = os.path.join(folder, "out.jsonl")
            subprocess.run(["/usr/bin/python3", oracle, "--batch", batch, "-o", output,
                            "--xvfb", "--no-html"], check=True)
            rows = []
            with open(output, encoding="utf-8") as handle:
                for line in handle:
                    case = json.loads(line)
                    if not isinstance(case.get("results"), dict):
                        print(f"record-library-sweeps: {name} {case.get('id')}: no results",
                              file=sys.stderr)
                        return 1
                    rows.append(json.dumps({"page": case["id"], "url": URL,
                                            "results": case["results"]}, sort_keys=True))
        target = os.path.join(RECORDINGS, f"{name}.webkit.jsonl.gz")
        with gzip.GzipFile(target, "wb", mtime=0) as handle:
            handle.write(("\n".join(rows) + "\n").encode("utf-8"))
        print(f"{name}: {len(rows)} pages recorded")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
