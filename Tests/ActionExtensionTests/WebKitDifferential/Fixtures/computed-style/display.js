// The display of every HTML element (a fresh one in the body, no attributes), and of the
// elements the user-agent sheet hides by an attribute or state.
var NAMES = ["a", "abbr", "acronym", "address", "applet", "area", "article", "aside", "audio", "b", "base", "basefont", "bdi", "bdo", "bgsound", "big", "blink", "blockquote", "body", "br", "button", "canvas", "caption", "center", "cite", "code", "col", "colgroup", "data", "datalist", "dd", "del", "details", "dfn", "dialog", "dir", "div", "dl", "dt", "em", "embed", "fieldset", "figcaption", "figure", "font", "footer", "form", "frame", "frameset", "h1", "h2", "h3", "h4", "h5", "h6", "head", "header", "hgroup", "hr", "html", "i", "iframe", "image", "img", "input", "ins", "isindex", "kbd", "keygen", "label", "legend", "li", "link", "listing", "main", "map", "mark", "marquee", "menu", "menuitem", "meta", "meter", "multicol", "nav", "nextid", "nobr", "noembed", "noframes", "noscript", "object", "ol", "optgroup", "option", "output", "p", "param", "picture", "plaintext", "pre", "progress", "q", "rb", "rp", "rt", "rtc", "ruby", "s", "samp", "script", "search", "section", "select", "slot", "small", "source", "spacer", "span", "strike", "strong", "style", "sub", "summary", "sup", "table", "tbody", "td", "template", "textarea", "tfoot", "th", "thead", "time", "title", "tr", "track", "tt", "u", "ul", "var", "video", "wbr", "xmp"];
var ExtensionPreprocessingJS = { run: function (args) {
  var out = {};
  NAMES.forEach(function (name) {
    var element = document.body.appendChild(document.createElement(name));
    out[name] = getComputedStyle(element).display;
  });
  function probe(key, html) {
    var holder = document.body.appendChild(document.createElement("div"));
    holder.innerHTML = html;
    var element = holder.firstElementChild;
    if (key === "rubyRt" || key === "summaryInDetails") { element = element.firstElementChild; }
    out[key] = getComputedStyle(element).display;
  }
  probe("divHidden", "<div hidden></div>");
  probe("spanHidden", "<span hidden></span>");
  probe("divHiddenUntilFound", "<div hidden=until-found></div>");
  probe("divHiddenUNTILFOUND", "<div hidden=UNTIL-FOUND></div>");
  probe("inputHidden", "<input type=hidden>");
  probe("inputHIDDEN", "<input type=HIDDEN>");
  probe("inputText", "<input type=text>");
  probe("dialogOpen", "<dialog open></dialog>");
  probe("detailsOpen", "<details open></details>");
  probe("embedHidden", "<embed hidden>");
  probe("audioControls", "<audio controls></audio>");
  probe("ul", "<ul><li></li></ul>");
  probe("rubyRt", "<ruby>a<rt>b</rt></ruby>");
  probe("svg", "<svg></svg>");
  probe("math", "<math></math>");
  probe("tableHidden", "<table hidden></table>");
  probe("summaryInDetails", "<details><summary>s</summary>x</details>");
  args.completionFunction(out);
} };
