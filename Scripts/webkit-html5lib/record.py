#!/usr/bin/python3
"""Record what WebKit (WebKitGTK 2.50 via the webkit-oracle) builds for every html5lib
tree-construction case.

  /usr/bin/python3 record.py run [--only ID,ID] [--runs primary,page,sandboxed,srcdoc,unmarked-off] [--limit N]
  /usr/bin/python3 record.py report

`run` writes out/<run>.jsonl (one oracle line per case); `report` compares the primary
run with the expected dumps and writes webkit-tree-construction.txt, plus
crosscheck.json (where the secondary methods disagree with the primary one).

Case numbering and parsing mirror TreeConstructionCase.parse in
Tests/HTMLParsingTests/Conformance/HTML5LibTreeConstructionTests.swift:
files sorted by name, cases numbered from 1 per file, unmarked cases run once with
scripting on.
"""
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
CASES_DIR = os.path.join(ROOT, "Tests/Conformance/html5lib/tree-construction")
# The WebKit oracle (a development tool kept outside this repository, in the shared folder
# beside it, or where $ACTIONJS_SHARED points): optional; without it `run` says so and stops.
SHARED = os.environ.get("ACTIONJS_SHARED") or os.path.join(os.path.dirname(ROOT), "shared")
ORACLE = os.path.join(SHARED, "tools/webkit-oracle/webkit_oracle.py")
# Raw oracle output and the report go to a scratch folder, not into the repository.
OUT = os.path.join(os.environ.get("WEBKIT_HTML5LIB_OUT", "/tmp/webkit-html5lib"), "out")
HOST_PAGE = "<!DOCTYPE html><html><head></head><body></body></html>"
URL = "https://example.com/html5lib/case.html"
SECTIONS = {"#errors", "#new-errors", "#document-fragment", "#script-on", "#script-off", "#document"}


def parse_file(name, contents):
    lines = contents.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    cases, i, number = [], 0, 0
    while i < len(lines):
        if lines[i] != "#data":
            i += 1
            continue
        number += 1
        sections = {"#data": []}
        current = "#data"
        i += 1
        while i < len(lines) and lines[i] != "#data":
            line = lines[i]
            if line.startswith("#") and line in SECTIONS:
                current = line
                sections[current] = []
            else:
                sections.setdefault(current, []).append(line)
            i += 1
        document = sections.get("#document", [])
        if document and document[-1] == "":
            document = document[:-1]
        scripting = "on" if "#script-on" in sections else "off" if "#script-off" in sections else "unmarked"
        frag = sections.get("#document-fragment")
        cases.append({
            "id": "%s:%d" % (name, number), "file": name, "number": number,
            "data": "\n".join(sections["#data"]),
            "ctx": frag[0] if frag else None,
            "scripting": scripting,
            "expected": "\n".join(document),
        })
    return cases


def all_cases():
    out = []
    for name in sorted(f for f in os.listdir(CASES_DIR) if f.endswith(".dat")):
        with open(os.path.join(CASES_DIR, name), encoding="utf-8", newline="") as f:
            out.extend(parse_file(name, f.read()))
    return out


def primary_method(c):
    if c["ctx"] is not None:
        return "fragment-off" if c["scripting"] == "off" else "fragment-on"
    return "domparser" if c["scripting"] == "off" else "document-write"


def method_for(run, c):
    """The __CASE__.method for a run, or None when the run does not cover the case."""
    if run == "primary":
        return primary_method(c)
    if run == "unmarked-off":
        if c["scripting"] != "unmarked":
            return None
        return "fragment-off" if c["ctx"] is not None else "domparser"
    if c["ctx"] is not None:
        return None
    if run == "page":
        return "page"
    if run == "sandboxed":
        return "document-write-sandboxed" if c["scripting"] == "off" else None
    if run == "srcdoc":
        return "document-srcdoc" if c["scripting"] != "off" else None
    raise SystemExit("unknown run " + run)


def oracle_case(run, c, js_body):
    m = method_for(run, c)
    case = {"method": m, "data": c["data"], "ctx": c["ctx"], "id": c["id"]}
    src = "var __CASE__ = " + json.dumps(case) + ";\n" + js_body
    oc = {"id": c["id"], "action_source": src, "url": URL, "timeout": 10, "encoding": "UTF-8"}
    if m == "page":
        oc["html_source"] = c["data"]
        oc["page_scripts"] = "markup-off" if c["scripting"] == "off" else "on"
    else:
        oc["html_source"] = HOST_PAGE
        oc["page_scripts"] = "off"   # CSP meta in the host page: iframes inherit it, scripts never run
    return oc


def cmd_run(argv):
    runs, only, limit = ["primary"], None, None
    it = iter(argv)
    for a in it:
        if a == "--runs":
            runs = next(it).split(",")
        elif a == "--only":
            only = set(next(it).split(","))
        elif a == "--limit":
            limit = int(next(it))
        else:
            raise SystemExit("bad arg " + a)
    with open(os.path.join(HERE, "dump.js"), encoding="utf-8") as f:
        js_body = f.read()
    cases = all_cases()
    if only:
        cases = [c for c in cases if c["id"] in only]
    if limit:
        cases = cases[:limit]
    if not os.path.isfile(ORACLE):
        raise SystemExit("record.py: the WebKit oracle is absent (%s): skipped" % ORACLE)
    os.makedirs(OUT, exist_ok=True)
    for run in runs:
        batch = [oracle_case(run, c, js_body) for c in cases if method_for(run, c)]
        suffix = "" if not (only or limit) else ".partial"
        bfile = os.path.join(OUT, run + suffix + ".cases.jsonl")
        ofile = os.path.join(OUT, run + suffix + ".jsonl")
        with open(bfile, "w", encoding="utf-8") as f:
            for oc in batch:
                f.write(json.dumps(oc) + "\n")
        print("run %s: %d cases -> %s" % (run, len(batch), ofile), file=sys.stderr)
        subprocess.run(["/usr/bin/python3", ORACLE, "--batch", bfile, "-o", ofile, "--no-html"], check=True)


def load_run(name):
    path = os.path.join(OUT, name + ".jsonl")
    res = {}
    if not os.path.exists(path):
        return res
    with open(path, encoding="utf-8") as f:
        for line in f:
            if line.strip():
                r = json.loads(line)
                res[r["id"]] = r
    return res


def result_dump(r):
    """(dump or None, extra info dict)"""
    if r is None:
        return None, {"error": "no result"}
    res = r.get("results")
    if not isinstance(res, dict) or "dump" not in res:
        return None, {"error": r.get("fatal") or (res or {}).get("error") if isinstance(res, dict) else
                      r.get("fatal") or r.get("runException") or r.get("scriptException") or "no dump"}
    return res["dump"], res


if __name__ == "__main__":
    if len(sys.argv) < 2:
        raise SystemExit(__doc__)
    if sys.argv[1] == "run":
        cmd_run(sys.argv[2:])
    elif sys.argv[1] == "report":
        import report
        report.main()
    else:
        raise SystemExit(__doc__)
