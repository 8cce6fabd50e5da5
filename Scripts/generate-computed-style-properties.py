#!/usr/bin/env python3
"""Regenerates Sources/DOM/CSS/ComputedStyleProperties.swift from WebKit.

Asks the WebKit oracle (webkit_oracle.py: WebKitGTK 2.50, the WebCore of Safari) three things
about `getComputedStyle()` in a standards-mode document:

1. the properties a computed style lists, in order (`cs.length`, `cs[i]`);
2. each one's initial value as WebKit serializes it: an element with `all: initial` in a
   `display: none` subtree (so no layout value replaces the computed one); a second element
   with another `color` tells which initial values are `currentcolor`;
3. whether each one is inherited: a parent is given a value that changes its computed value,
   and the property is inherited when the child (no style) then computes the same value.

Usage: Scripts/generate-computed-style-properties.py [--oracle PATH] [--dump FILE]
  --oracle PATH  the oracle script (default: $WEBKIT_ORACLE)
  --dump FILE    use a saved oracle answer (JSON) instead of asking the oracle
The oracle is a development tool: neither the build nor the tests need it.
"""
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
OUTPUT = os.path.join(ROOT, "Sources", "DOM", "CSS", "ComputedStyleProperties.swift")

# Values that change a property's computed value, tried in order (the first one the parent's
# computed value takes decides); specific ones first for properties the generic list misses.
SPECIFIC = {
    "anchor-name": "--a", "animation-composition": "add", "box-sizing": "border-box",
    "buffered-rendering": "static", "clip": "rect(1px, 2px, 3px, 4px)",
    "font-feature-settings": "'liga' 0", "font-variant-alternates": "historical-forms",
    "font-variant-numeric": "oldstyle-nums", "font-variation-settings": "'wght' 100",
    "glyph-orientation-horizontal": "90deg", "math-style": "compact", "position-anchor": "--a",
    "position-try-order": "most-width", "scroll-timeline-name": "--a",
    "text-overflow": "ellipsis", "transform": "rotate(10deg)", "transform-style": "preserve-3d",
    "transition-behavior": "allow-discrete", "view-timeline-name": "--a",
    "white-space-collapse": "preserve", "-webkit-box-decoration-break": "clone",
    "-webkit-box-lines": "multiple", "-webkit-box-orient": "vertical",
    "-webkit-column-axis": "horizontal", "-webkit-cursor-visibility": "auto-hide",
    "-webkit-line-align": "edges", "-webkit-text-zoom": "reset", "box-shadow": "10px 10px",
    "break-inside": "avoid", "caption-side": "bottom", "container-type": "size",
    "font-variant-east-asian": "ruby", "font-variant-emoji": "emoji",
    "hanging-punctuation": "first", "print-color-adjust": "exact", "scroll-behavior": "smooth",
    "text-box-edge": "text", "text-decoration-line": "underline", "text-orientation": "upright",
    "text-shadow": "1px 1px", "vector-effect": "non-scaling-stroke", "-webkit-nbsp-mode": "space",
    "-webkit-rtl-ordering": "visual",
}
# Properties whose computed value WebKit does not give outside a rendered box (`transform` is
# `none` in a `display: none` subtree whatever is declared): not inherited (CSS Transforms 1).
NOT_OBSERVABLE = {"transform": False}
GENERIC = [
    "10px", "3", "0.5", "red", "rtl", "vertical-rl", "hidden", "bold", "italic", "uppercase",
    "nowrap", "pre", "collapse", "x", "serif", "round", "optimizeSpeed", "evenodd", "pointer",
    "small-caps", "wavy", "inset", "solid", "geometricPrecision", "end", "center", "right",
    "always", "none", "auto", "normal", "url(x.png)", "block", "1", "20%", "45deg", "1s",
    "ease-in", "alternate", "forwards", "paused", "column", "wrap", "inside", "square", "under",
    "break-all", "anywhere", "loose", "fixed", "hide", "contain", "strict", "multiply",
    "isolate", "all", "'a'", "dark", "no-limit", "antialiased", "logical", "read-write",
    "element", "sub", "middle", "manual", "alpha", "subtract", "content-box", "trim-start",
    "stable", "economy", "spell-out", "reverse", "stroke", "plaintext", "filled",
]

ACTION = r"""
var ExtensionPreprocessingJS = { run: function (args) {
  var hidden = document.createElement("div"); hidden.style.display = "none";
  document.body.appendChild(hidden);
  var initial = document.createElement("x-initial"); initial.style.cssText = "all: initial";
  var colored = document.createElement("x-initial");
  colored.style.cssText = "all: initial; color: rgb(1, 2, 3)";
  var parent = document.createElement("div"), child = document.createElement("div");
  hidden.appendChild(initial); hidden.appendChild(colored); hidden.appendChild(parent);
  parent.appendChild(child);
  var style = getComputedStyle(initial), coloredStyle = getComputedStyle(colored);
  var parentStyle = getComputedStyle(parent), childStyle = getComputedStyle(child);
  var specific = SPECIFIC, generic = GENERIC, properties = [];
  for (var i = 0; i < style.length; i++) {
    var name = style[i];
    var extra = /-width$/.test(name) && !/^(min|max|contain-intrinsic)-/.test(name)
      ? name.replace(/-width$/, "-style") + ": solid;" : "";
    parent.style.cssText = extra; child.style.cssText = extra;
    var before = parentStyle.getPropertyValue(name), childBefore = childStyle.getPropertyValue(name);
    var candidates = specific[name] ? [specific[name]].concat(generic) : generic;
    var inherited = null;
    for (var j = 0; j < candidates.length && inherited === null; j++) {
      parent.style.cssText = extra; parent.style.setProperty(name, candidates[j]);
      if (parent.style.getPropertyValue(name) === "") continue;
      var after = parentStyle.getPropertyValue(name);
      if (after === before) continue;
      inherited = childStyle.getPropertyValue(name) === after && after !== childBefore;
    }
    properties.push({ name: name, initial: style.getPropertyValue(name),
      currentColor: coloredStyle.getPropertyValue(name) === "rgb(1, 2, 3)" && name !== "color",
      inherited: inherited === null ? "unknown" : inherited });
  }
  args.completionFunction({ length: style.length, properties: JSON.stringify(properties) });
} };
""".replace("SPECIFIC", json.dumps(SPECIFIC)).replace("GENERIC", json.dumps(GENERIC))

PAGE = """<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>computed style</title></head><body></body></html>
"""


def ask_oracle(oracle):
    with tempfile.TemporaryDirectory() as folder:
        action = os.path.join(folder, "action.js")
        page = os.path.join(folder, "page.html")
        with open(action, "w") as file:
            file.write(ACTION)
        with open(page, "w") as file:
            file.write(PAGE)
        output = subprocess.run(
            ["/usr/bin/python3", oracle, "--action", action, "--html", page, "--no-html"],
            check=True, capture_output=True, text=True).stdout
    return json.loads(output)["results"]


def swift_string(value):
    return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'


def main():
    arguments = sys.argv[1:]
    oracle = os.environ.get("WEBKIT_ORACLE")
    dump = None
    while arguments:
        argument = arguments.pop(0)
        if argument == "--oracle" and arguments:
            oracle = arguments.pop(0)
        elif argument == "--dump" and arguments:
            dump = arguments.pop(0)
        else:
            print(__doc__)
            return 2
    if dump:
        with open(dump) as file:
            results = json.load(file)
    elif oracle and os.path.exists(oracle):
        results = ask_oracle(oracle)
    else:
        print("No WebKit oracle (--oracle PATH or $WEBKIT_ORACLE); nothing regenerated.")
        return 2
    properties = json.loads(results["properties"])
    for p in properties:
        if p["inherited"] == "unknown" and p["name"] in NOT_OBSERVABLE:
            p["inherited"] = NOT_OBSERVABLE[p["name"]]
    unknown = [p["name"] for p in properties if p["inherited"] == "unknown"]
    if unknown:
        print("Inheritance not found for: " + ", ".join(unknown), file=sys.stderr)
        return 1
    lines = []
    for p in properties:
        initial = "currentcolor" if p["currentColor"] else p["initial"]
        lines.append("    .init(%s, %s, inherited: %s)," % (
            swift_string(p["name"]), swift_string(initial), "true" if p["inherited"] else "false"))
    with open(OUTPUT, "w") as file:
        file.write(HEADER % len(properties))
        file.write("\n".join(lines) + "\n  ]\n" + FOOTER)
    # The repository's formatting (as committed).
    subprocess.run(["swift", "format", "format", "-i", OUTPUT], check=False)
    print("Wrote %d properties to %s" % (len(properties), os.path.relpath(OUTPUT, ROOT)))
    return 0


HEADER = """// Generated by Scripts/generate-computed-style-properties.py from WebKit 2.50: do not edit.

/// The %d properties WebKit 2.50 lists in a computed style declaration (`getComputedStyle()`:
/// `length`, `item(i)`), in its order, each with its initial value as WebKit serializes it
/// (`currentcolor` where the initial value is the element's color) and whether it inherits.
///
/// https://drafts.csswg.org/cssom/#dom-window-getcomputedstyle
public enum ComputedStyleProperties {
  /// One listed property.
  public struct Property: Sendable {
    /// The property name.
    public let name: String
    /// The initial value, computed and serialized as WebKit does (`currentcolor`: the color).
    public let initialValue: String
    /// Whether the property is inherited.
    ///
    /// https://drafts.csswg.org/css-cascade-5/#inherited-property
    public let inherited: Bool

    init(_ name: String, _ initialValue: String, inherited: Bool) {
      self.name = name
      self.initialValue = initialValue
      self.inherited = inherited
    }
  }

  /// The properties, in WebKit's order.
  public static let all: [Property] = [
"""

FOOTER = """
  /// The properties by name.
  public static let byName: [String: Property] = Dictionary(
    all.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

  /// The property names, in WebKit's order.
  public static let names: [String] = all.map(\\.name)
}
"""

if __name__ == "__main__":
    sys.exit(main())
