#!/usr/bin/env python3
"""Writes the fixtures computed-style/ua-sheet-elements.js and ua-sheet-cases.js from
Sources/DOM/CSS/UserAgentStyleSheet.swift.

Each fixture adds the user-agent sheet's text to a page as an author style sheet and reports
the computed values it changes: for every HTML element (a fresh one), and for attribute,
nesting and form-control cases (two fixtures, so that each stays well within the script time
limit). Recorded from WebKit, the answer is "nothing changes": the sheet says what WebKit's
own says. Re-run this after editing the sheet, then re-record the fixtures:

    Scripts/write-ua-sheet-fixture.py
    Scripts/record-webkit-fixtures.py --oracle PATH computed-style/ua-sheet-elements \
        computed-style/ua-sheet-cases
"""
import json
import os
import re

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
SOURCE = os.path.join(ROOT, "Sources", "DOM", "CSS", "UserAgentStyleSheet.swift")
TESTS = os.path.join(ROOT, "Tests", "DOMTests", "CSS", "UserAgentStyleSheetTests.swift")
FOLDER = os.path.join(ROOT, "Tests", "ActionExtensionTests", "WebKitDifferential", "Fixtures",
                      "computed-style")

CASES = {
    "divHidden": ("<div hidden></div>", None), "untilFound": ("<div hidden=until-found></div>", None),
    "inputHidden": ("<input type=hidden>", None), "dialogOpen": ("<dialog open></dialog>", None),
    "embedHidden": ("<embed hidden>", None), "audioControls": ("<audio controls></audio>", None),
    "ulInUl": ("<ul><li><ul></ul></li></ul>", "ul ul"),
    "ulInUlInUl": ("<ul><li><ul><li><ul></ul></li></ul></li></ul>", "ul ul ul"),
    "ulInOl": ("<ol><li><ul></ul></li></ol>", "ul"), "abbrTitle": ("<abbr title=t></abbr>", None),
    "rtInRuby": ("<ruby>a<rt>b</rt></ruby>", "rt"),
    "summary": ("<details><summary>s</summary></details>", "summary"),
    "summaryOpen": ("<details open><summary>s</summary></details>", "summary"),
    "dirRtl": ("<div dir=rtl></div>", None), "bdoDir": ("<bdo dir=rtl></bdo>", None),
    "link": ("<a href=x></a>", None), "areaLink": ("<map><area href=x></map>", "area"),
    "svg": ("<svg></svg>", None), "popover": ("<div popover></div>", None),
    "td": ("<table><tr><td>x</td></tr></table>", "td"),
    "th": ("<table><tr><th>x</th></tr></table>", "th"),
    "codeInH1": ("<h1><code>x</code></h1>", "code"),
    "legend": ("<fieldset><legend>l</legend></fieldset>", "legend"),
    "inputText": ("<input type=text>", None), "inputSearch": ("<input type=search>", None),
    "inputEmail": ("<input type=email>", None), "inputNumber": ("<input type=number>", None),
    "inputPassword": ("<input type=password>", None), "checkbox": ("<input type=checkbox>", None),
    "radio": ("<input type=RADIO>", None), "submit": ("<input type=submit>", None),
    "reset": ("<input type=reset>", None), "inputButton": ("<input type=button>", None),
    "range": ("<input type=range>", None), "file": ("<input type=file>", None),
    "color": ("<input type=color>", None), "image": ("<input type=image>", None),
    "date": ("<input type=date>", None), "time": ("<input type=time>", None),
    "datetimeLocal": ("<input type=datetime-local>", None), "month": ("<input type=month>", None),
    "week": ("<input type=week>", None), "selectMultiple": ("<select multiple></select>", None),
    "optionInSelect": ("<select><option>o</option></select>", "option"),
    "buttonSubmit": ("<button type=submit>b</button>", None),
}

TEMPLATE = """// The user-agent sheet (Sources/DOM/CSS/UserAgentStyleSheet.swift) added to the page as an
// author sheet: the computed values it changes (none in WebKit: it says what WebKit's own
// sheet says). Written by Scripts/write-ua-sheet-fixture.py: do not edit.
var SHEET = %s;
var NAMES = %s;
var CASES = %s;
var ExtensionPreprocessingJS = { run: function (args) {
  var box = document.getElementById("box"), elements = {};
  NAMES.forEach(function (name) { elements[name] = box.appendChild(document.createElement(name)); });
  Object.keys(CASES).forEach(function (key) {
    var holder = box.appendChild(document.createElement("div"));
    holder.innerHTML = CASES[key][0];
    elements[key] = CASES[key][1] ? holder.querySelector(CASES[key][1]) : holder.firstElementChild;
  });
  function dump() {
    var out = {};
    Object.keys(elements).forEach(function (key) {
      var style = getComputedStyle(elements[key]);
      for (var i = 0; i < style.length; i++) { out[key + " " + style[i]] = style.getPropertyValue(style[i]); }
    });
    return out;
  }
  var before = dump();
  var sheet = document.createElement("style");
  sheet.textContent = SHEET;
  document.head.appendChild(sheet);
  var after = dump(), out = { changed: 0 };
  Object.keys(before).forEach(function (key) {
    if (before[key] !== after[key]) { out[key] = before[key] + " => " + after[key]; out.changed++; }
  });
  args.completionFunction(out);
} };
"""


def main():
    source = open(SOURCE).read()
    # The Swift literal's lines, less the closing delimiter's indentation (as Swift reads it).
    lines = source.split('"""')[1].split("\n")[1:-1]
    sheet = "\n".join(line[4:] for line in lines)
    names_source = re.search(r"static let elementNames = \[(.*?)\]", open(TESTS).read(), re.S)
    names = re.findall(r'"([a-z0-9]+)"', names_source.group(1))
    cases = {key: [html, pick] if pick else [html] for key, (html, pick) in CASES.items()}
    for name, (element_names, element_cases) in {
        "ua-sheet-elements": (names, {}), "ua-sheet-cases": ([], cases)
    }.items():
        output = os.path.join(FOLDER, name + ".js")
        with open(output, "w") as file:
            file.write(TEMPLATE % (
                json.dumps(sheet), json.dumps(element_names), json.dumps(element_cases)))
        print("Wrote " + os.path.relpath(output, ROOT))


if __name__ == "__main__":
    main()
