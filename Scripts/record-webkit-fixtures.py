#!/usr/bin/env python3
"""Records what WebKit does with each WebKit-differential fixture.

The fixtures are Tests/ActionExtensionTests/WebKitDifferential/Fixtures/<area>/<name>.js (case
options in their first comment lines; see WebKitFixture.swift). For each, this runs the WebKit
oracle (webkit_oracle.py: the fixture's script in WebKitGTK 2.50, the WebCore and
JavaScriptCore of Safari) and writes <name>.webkit.json beside it: the facts the suite compares.

Usage: Scripts/record-webkit-fixtures.py [--oracle PATH] [--missing] [ID-OR-AREA ...]
  --oracle PATH  the oracle script (default: $WEBKIT_ORACLE)
  --missing      only fixtures that have no recording yet
  ID-OR-AREA     only these fixtures (`style/shorthands`) or areas (`style`)

The oracle is a development tool: neither the build nor the tests need it. Without it this
script says so and exits 2; the committed recordings stay as they are.
"""
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                    "Tests", "ActionExtensionTests", "WebKitDifferential", "Fixtures")
DEFAULT_URL = "https://webkit.fixture.example/dir/page.html"


def options_of(source):
    """The `// @key: value` lines at the top of a fixture (as WebKitFixture.swift reads them)."""
    options = {}
    for line in source.split("\n"):
        line = line.strip()
        if not line.startswith("//"):
            break
        body = line[2:].strip()
        if not body.startswith("@"):
            continue
        key, _, value = body[1:].partition(":")
        options[key.strip()] = value.strip()
    return options


def page_of(path, options):
    folder = os.path.dirname(path)
    name = os.path.splitext(os.path.basename(path))[0]
    candidates = []
    if "page" in options:
        candidates.append(os.path.join(folder, options["page"]))
    candidates += [os.path.join(folder, name + ".html"), os.path.join(folder, "page.html"),
                   os.path.join(ROOT, "page.html")]
    for candidate in candidates:
        if os.path.exists(candidate):
            return candidate
    return os.path.join(ROOT, "page.html")


def fixtures(selectors, missing_only):
    found = []
    for folder, _, files in os.walk(ROOT):
        for file in files:
            if not file.endswith(".js"):
                continue
            path = os.path.join(folder, file)
            fixture_id = os.path.relpath(path, ROOT)[:-3]
            if selectors and not any(fixture_id == s or fixture_id.startswith(s.rstrip("/") + "/")
                                     for s in selectors):
                continue
            if missing_only and os.path.exists(path[:-3] + ".webkit.json"):
                continue
            found.append((fixture_id, path))
    return sorted(found)


def main():
    args = sys.argv[1:]
    oracle = os.environ.get("WEBKIT_ORACLE")
    missing_only = False
    selectors = []
    while args:
        arg = args.pop(0)
        if arg == "--oracle" and args:
            oracle = args.pop(0)
        elif arg == "--missing":
            missing_only = True
        elif arg in ("-h", "--help"):
            print(__doc__)
            return 0
        else:
            selectors.append(arg)
    if not oracle or not os.path.exists(oracle):
        print("record-webkit-fixtures: no WebKit oracle (give --oracle PATH or set WEBKIT_ORACLE to "
              "webkit_oracle.py); nothing recorded", file=sys.stderr)
        return 2
    chosen = fixtures(selectors, missing_only)
    if not chosen:
        print("record-webkit-fixtures: no fixture matches", file=sys.stderr)
        return 0
    cases = []
    wants_html = {}
    for fixture_id, path in chosen:
        with open(path, encoding="utf-8") as f:
            options = options_of(f.read())
        case = {"id": fixture_id, "action": path, "html": page_of(path, options),
                "url": options.get("url", DEFAULT_URL)}
        if "select" in options:
            case["select"] = options["select"]
        if "finalize" in options:
            case["finalize"] = json.loads(options["finalize"])
        if "charset" in options:
            case["encoding"] = options["charset"]
        if "timeout" in options:
            case["timeout"] = float(options["timeout"])
        wants_html[fixture_id] = "final-html" in options
        cases.append(case)
    with tempfile.TemporaryDirectory() as scratch:
        batch = os.path.join(scratch, "cases.jsonl")
        out = os.path.join(scratch, "out.jsonl")
        with open(batch, "w", encoding="utf-8") as f:
            for case in cases:
                f.write(json.dumps(case) + "\n")
        python = "/usr/bin/python3" if os.path.exists("/usr/bin/python3") else sys.executable
        subprocess.run([python, oracle, "--batch", batch, "-o", out], check=True)
        with open(out, encoding="utf-8") as f:
            outputs = [json.loads(line) for line in f if line.strip()]
    failed = 0
    for (fixture_id, path), output in zip(chosen, outputs):
        if output.get("fatal"):
            print(f"{fixture_id}: the oracle could not run it: {output['fatal']}", file=sys.stderr)
            failed += 1
            continue
        if output.get("scriptException"):
            print(f"{fixture_id}: warning: the script did not load in WebKit: "
                  f"{output['scriptException']}", file=sys.stderr)
        recording = {
            "recordedWith": "webkit-oracle, WebKitGTK 2.50",
            "resultsJSON": output.get("resultsJSON"),
            "completed": output.get("completed", False),
            "runException": output.get("runException"),
            "alerts": output.get("alerts", []),
            "characterSet": output.get("characterSet"),
        }
        if wants_html[fixture_id]:
            recording["finalHTML"] = output.get("finalHTML")
        with open(path[:-3] + ".webkit.json", "w", encoding="utf-8") as f:
            json.dump(recording, f, indent=2, sort_keys=True, ensure_ascii=False)
            f.write("\n")
        print(f"{fixture_id}: recorded")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
