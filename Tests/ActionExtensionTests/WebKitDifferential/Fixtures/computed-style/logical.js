// Logical and physical properties share one computed value: a declaration of either sets both,
// in the element's writing mode and direction.
var ExtensionPreprocessingJS = { run: function (args) {
  var box = document.getElementById("box"), out = {};
  function probe(key, style, names) {
    var element = box.appendChild(document.createElement("span"));
    element.setAttribute("style", style);
    var computed = getComputedStyle(element);
    names.forEach(function (name) { out[key + " " + name] = computed.getPropertyValue(name); });
  }
  probe("marginBlock", "margin-block: 3px 5px", ["margin-top", "margin-bottom", "margin-block-start", "margin"]);
  probe("marginInlineStart", "margin-inline-start: 4px", ["margin-left", "margin-right", "margin-inline-start"]);
  probe("rtl", "direction: rtl; margin-inline-start: 4px; padding-inline-end: 2px", ["margin-left", "margin-right", "padding-left", "margin-inline-start", "margin-inline-end"]);
  probe("vertical", "writing-mode: vertical-rl; margin-block-start: 6px; padding-inline-start: 1px", ["margin-right", "margin-top", "padding-top", "margin-block-start", "margin-inline-start"]);
  probe("physicalToLogical", "margin-left: 7px; border-top: 2px solid red", ["margin-inline-start", "border-block-start-width", "border-block-start-color", "border-block-start-style"]);
  probe("insetBlock", "position: relative; inset-block-start: 9px", ["top", "inset-block-start", "bottom"]);
  probe("sizes", "display: inline-block; min-inline-size: 10px; max-block-size: 20px", ["min-width", "max-height", "min-inline-size", "max-block-size"]);
  args.completionFunction(out);
} };
