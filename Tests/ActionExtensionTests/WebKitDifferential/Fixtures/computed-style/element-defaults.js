// For every HTML element (a fresh one in a 300px-wide div, no attributes), the computed values
// that differ from a span's beside it: what the user-agent style sheet gives it.
// (Properties that depend on the layout are left out; form controls are in form-controls.js.)
var NAMES = ["a", "abbr", "acronym", "address", "applet", "area", "article", "aside", "audio", "b", "base", "basefont", "bdi", "bdo", "bgsound", "big", "blink", "blockquote", "body", "br", "button", "canvas", "caption", "center", "cite", "code", "col", "colgroup", "data", "datalist", "dd", "del", "details", "dfn", "dialog", "dir", "div", "dl", "dt", "em", "embed", "fieldset", "figcaption", "figure", "font", "footer", "form", "frame", "frameset", "h1", "h2", "h3", "h4", "h5", "h6", "head", "header", "hgroup", "hr", "html", "i", "iframe", "image", "img", "input", "ins", "isindex", "kbd", "keygen", "label", "legend", "li", "link", "listing", "main", "map", "mark", "marquee", "menu", "menuitem", "meta", "meter", "multicol", "nav", "nextid", "nobr", "noembed", "noframes", "noscript", "object", "ol", "optgroup", "option", "output", "p", "param", "picture", "plaintext", "pre", "progress", "q", "rb", "rp", "rt", "rtc", "ruby", "s", "samp", "script", "search", "section", "select", "slot", "small", "source", "spacer", "span", "strike", "strong", "style", "sub", "summary", "sup", "table", "tbody", "td", "template", "textarea", "tfoot", "th", "thead", "time", "title", "tr", "track", "tt", "u", "ul", "var", "video", "wbr", "xmp"];
var CONTROLS = ["button", "input", "select", "textarea", "meter", "progress", "keygen", "isindex"];
var LAYOUT = ["width", "height", "block-size", "inline-size", "perspective-origin", "transform-origin"];
var ExtensionPreprocessingJS = { run: function (args) {
  var box = document.getElementById("box"), out = {};
  var reference = getComputedStyle(box.appendChild(document.createElement("span")));
  NAMES.forEach(function (name) {
    if (CONTROLS.indexOf(name) >= 0) { return; }
    var style = getComputedStyle(box.appendChild(document.createElement(name)));
    for (var i = 0; i < style.length; i++) {
      var property = style[i];
      if (LAYOUT.indexOf(property) >= 0) { continue; }
      var value = style.getPropertyValue(property);
      if (value !== reference.getPropertyValue(property)) { out[name + " " + property] = value; }
    }
  });
  args.completionFunction(out);
} };
