// getComputedStyle's edges: cssText, names in any case and form, custom properties (listed
// after the others), pseudo-elements, an element outside the document.
var ExtensionPreprocessingJS = { run: function (args) {
  var box = document.getElementById("box"), out = {};
  var element = box.appendChild(document.createElement("div"));
  element.setAttribute("style", "--b: 1; --a: x  y; color: red");
  var child = element.appendChild(document.createElement("span"));
  var style = getComputedStyle(element), childStyle = getComputedStyle(child);
  out.cssText = "[" + style.cssText + "]";
  out.length = style.length;
  out.customItems = [style[412], style[413], String(style[414])].join(",");
  out.childLength = childStyle.length;
  out.childCustomItem = String(childStyle[412]);
  out.customValue = style.getPropertyValue("--a");
  out.customInherited = childStyle.getPropertyValue("--b");
  out.customCase = "[" + style.getPropertyValue("--A") + "]";
  out.customNamed = String(style["--a"]);
  out.upperCase = style.getPropertyValue("COLOR");
  out.leadingSpace = "[" + style.getPropertyValue(" color") + "]";
  out.unknown = "[" + style.getPropertyValue("not-a-property") + "]";
  out.camel = style.backgroundColor + "|" + style.borderBlockStartColor + "|" + style.webkitLineClamp;
  out.webkitCased = style.webkitTransform + "|" + style.WebkitTransform + "|" + style["-webkit-transform"];
  out.float = style.cssFloat + "|" + style.float;
  out.unknownNamed = String(style.notAProperty);
  out.inOperator = ("color" in style) + "|" + ("webkitTransform" in style) + "|" + ("0" in style) + "|" + ("412" in style);
  out.keys = Object.keys(style).slice(0, 3).join(",");
  var detached = getComputedStyle(document.createElement("div"));
  out.detached = detached.length + "|" + detached.display + "|" + detached.color + "|[" + detached.cssText + "]";
  ["::before", "::after", ":before", ":after", "before", "::marker", "::first-line", "::first-letter",
    "::selection", "::backdrop", "::placeholder", "::bogus", "::BEFORE", ""].forEach(function (pseudo) {
    var pseudoStyle = getComputedStyle(element, pseudo);
    out["pseudo " + pseudo] = [pseudoStyle.length, pseudoStyle.display, pseudoStyle.content,
      pseudoStyle.color, pseudoStyle.getPropertyValue("--a"), pseudoStyle.marginTop].join("|");
  });
  out.pseudoNull = getComputedStyle(element, null).display;
  var link = document.getElementById("link"), anchor = document.getElementById("anchor");
  out.linkColor = getComputedStyle(link).color + "|" + getComputedStyle(anchor).color;
  out.linkDecoration = getComputedStyle(link).textDecoration + "|" + getComputedStyle(anchor).textDecoration;
  out.linkCursor = getComputedStyle(link).cursor;
  out.live = (function () { var s = getComputedStyle(child); child.style.color = "blue"; return s.color; })();
  args.completionFunction(out);
} };
