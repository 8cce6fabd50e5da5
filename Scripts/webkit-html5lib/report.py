#!/usr/bin/python3
"""Compare the recorded WebKit dumps with the html5lib expectations and write
webkit-tree-construction.txt, results.tsv and crosscheck.txt.  Run via `record.py report`."""
import datetime
import os
import subprocess
from collections import Counter, OrderedDict

import record

HERE = os.path.dirname(record.OUT)  # the scratch folder (see record.OUT)

LABEL = {  # method name written to the deliverable
    "document-write": "document-write",
    "domparser": "domparser",
    "fragment-on": "fragment",
    "fragment-off": "fragment",
}

GROUPS = OrderedDict([
    ("select-foreign", "old \"in select\" mode: <svg>/<math> inside <select> dropped (only their text kept)"),
    ("select-html", "old \"in select\" mode: other HTML start tags inside <select> (div, button, datalist, "
                    "plaintext, menuitem, b/i, img, unknown) dropped, text kept"),
    ("select-input", "old \"in select\" mode: <keygen>/<textarea> in <select> close the select or are ignored"),
    ("select-selectedcontent", "no <button>/<selectedcontent> in <select> (expected dump also shows the option "
                               "content cloned into <selectedcontent>)"),
    ("other", "not classified"),
])


def classify(c):
    d = c["data"].lower()
    in_select = "<select" in d or c["ctx"] == "select"
    if not in_select:
        return "other"
    if "selectedcontent" in d:
        return "select-selectedcontent"
    if "<svg" in d or "<math" in d:
        return "select-foreign"
    if "<keygen" in d or "<textarea" in d:
        return "select-input"
    return "select-html"


def webkit_version():
    try:
        out = subprocess.run(["/usr/bin/python3", "-c",
                              "import gi; gi.require_version('WebKit2','4.1'); from gi.repository import WebKit2 as W;"
                              "print('%d.%d.%d' % (W.get_major_version(), W.get_minor_version(), W.get_micro_version()))"],
                             capture_output=True, text=True, check=True).stdout.strip()
    except Exception as e:  # noqa
        out = "unknown (%s)" % e
    try:
        pkg = subprocess.run(["dpkg-query", "-W", "-f", "${Version}", "libwebkit2gtk-4.1-0"],
                             capture_output=True, text=True, check=True).stdout.strip()
    except Exception:  # noqa
        pkg = "?"
    return out, pkg


def main():
    cases = record.all_cases()
    primary = record.load_run("primary")
    rows, differing, errors = [], [], []
    for c in cases:
        dump, info = record.result_dump(primary.get(c["id"]))
        m = record.primary_method(c)
        if dump is None:
            errors.append((c["id"], info))
            rows.append((c["id"], LABEL[m], "error"))
            continue
        eq = dump == c["expected"]
        rows.append((c["id"], LABEL[m], "equal" if eq else "different"))
        if not eq:
            differing.append((c, m, dump))
    if errors:
        raise SystemExit("cases without a dump: %r" % errors[:5])

    version, pkg = webkit_version()
    today = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d")
    by_method = Counter(r[1] for r in rows)
    n, ndiff = len(cases), len(differing)
    header = [
        "# What WebKit's HTML parser builds for the html5lib tree-construction cases where it",
        "# differs from the expected #document dump.",
        "# Recorded with the WebKit oracle (WebKitGTK driven from Python) on WebKitGTK %s" % version,
        "# (Debian package libwebkit2gtk-4.1-0 %s), %s, by Scripts/webkit-html5lib/record.py." % (pkg, today),
        "# Cases: Tests/Conformance/html5lib/tree-construction/*.dat, numbered as",
        "# TreeConstructionCase.parse does (files sorted, cases from 1 per file; unmarked = scripting on).",
        "# Methods (the oracle's host page is <!DOCTYPE html> (no-quirks) with a CSP meta that blocks scripts):",
        "#   document-write: unmarked and #script-on document cases (%d): document.open(); write(data);"
        % by_method["document-write"],
        "#     close() on the document of a same-origin about:blank iframe (scripting flag on; the",
        "#     inherited CSP blocks every script and on*= handler in the data, so none ran).",
        "#   domparser: #script-off document cases (%d): new DOMParser().parseFromString(data, \"text/html\")"
        % by_method["domparser"],
        "#     (no browsing context: scripting flag off).",
        "#   fragment: fragment cases (%d): context element created in the host page (scripting on;"
        % by_method["fragment"],
        "#     createElementNS for svg/math), element.innerHTML = data, dump of its children",
        "#     (template.content for a <template> context).",
        "# Counts: %d cases, %d equal to the expected dump, %d different (listed below)." % (n, n - ndiff, ndiff),
        "# Format: blocks separated by one blank line: '#case ID', '#method M', '#webkit', then WebKit's dump",
        "# (html5lib format, as TreeDump prints it) up to the blank line before the next '#case' or EOF.",
    ]
    blocks = []
    for c, m, dump in differing:
        assert "\n\n" not in dump and not any(l.startswith("#") for l in dump.split("\n")), c["id"]
        blocks.append("#case %s\n#method %s\n#webkit\n%s" % (c["id"], LABEL[m], dump))
    with open(os.path.join(HERE, "webkit-tree-construction.txt"), "w", encoding="utf-8", newline="\n") as f:
        f.write("\n".join(header) + "\n\n" + "\n\n".join(blocks) + "\n")
    with open(os.path.join(HERE, "results.tsv"), "w", encoding="utf-8", newline="\n") as f:
        f.write("id\tmethod\tresult\n")
        for r in rows:
            f.write("\t".join(r) + "\n")

    # groups
    groups = OrderedDict((g, []) for g in GROUPS)
    for c, m, dump in differing:
        groups[classify(c)].append(c["id"])

    # cross-checks
    cc_lines = []
    cross = OrderedDict()
    for run, what in [("page", "real page load of the data (oracle load_bytes; page scripts ON for unmarked/#script-on, "
                               "enable-javascript-markup=false for #script-off)"),
                      ("srcdoc", "iframe srcdoc (scripting on; srcdoc documents are never in quirks mode)"),
                      ("sandboxed", "document.write into an iframe sandbox=allow-same-origin (scripting off), #script-off cases"),
                      ("unmarked-off", "unmarked cases again with scripting OFF (DOMParser / DOMParser-document context)")]:
        res = record.load_run(run)
        if not res:
            continue
        same, diff, fail = 0, [], []
        for c in cases:
            if c["id"] not in res:
                continue
            d, info = record.result_dump(res[c["id"]])
            p, _ = record.result_dump(primary[c["id"]])
            if d is None:
                fail.append((c["id"], info.get("error")))
            elif d == p:
                same += 1
            else:
                diff.append(c["id"])
        cross[run] = (what, same, diff, fail)
        cc_lines.append("%s: %s\n  same as primary: %d, different: %d %s, no result: %d %s"
                        % (run, what, same, len(diff), diff, len(fail), fail))
    with open(os.path.join(HERE, "crosscheck.txt"), "w", encoding="utf-8") as f:
        f.write("\n".join(cc_lines) + "\n")

    blocked = [i for i, r in primary.items() if (r.get("results") or {}).get("violations")]
    ran = [i for i, r in primary.items() if (r.get("results") or {}).get("scriptRanMarker")]
    late = [i for i, r in primary.items() if (r.get("results") or {}).get("dumpLater")]
    return {"n": n, "ndiff": ndiff, "by_method": by_method, "groups": groups, "cross": cross,
            "blocked": blocked, "ran": ran, "late": late, "version": version, "pkg": pkg, "today": today,
            "differing": differing}


if __name__ == "__main__":
    r = main()
    print(r["n"], r["ndiff"], dict(r["by_method"]))
    for g, ids in r["groups"].items():
        print(g, len(ids), ids)
    print(open(os.path.join(HERE, "crosscheck.txt")).read())
    print("CSP-blocked scripts in", len(r["blocked"]), "cases; marker ran:", r["ran"], "late:", r["late"])
