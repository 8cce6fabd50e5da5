// ::before and ::after boxes in the rendered text: their text is not read (WebKit's text iterator walks the DOM), but an inline or inline-block one sits on the line, so white space beside it is kept, or collapses into a generated text that ends with a space; empty inline, floated, absolutely positioned and content: none ones leave the line alone.
var ExtensionPreprocessingJS = { run: function (args) {
  var cases = {
    inlineBlockBulletBeforeInlineBlock: "<ul class=bullets><li>\n <a style='display:inline-block'><p>4 Ways</p></a>\n</li></ul>",
    inlineBulletEndingWithSpace: "<ul class=inline-bullets><li>\n <span>x</span>\n</li></ul>",
    afterAfterTrailingSpace: "<div>a <span class=bang>b </span></div>",
    emptyInlineBefore: "<div class=empty> x</div>",
    absoluteIconBefore: "<div class=icon-abs> x</div>",
    clearfixAfter: "<div class=clearfix>a </div><div>b</div>",
    iconFontBetweenSpaces: "<div>a <i class=x></i> <b>b</b></div><div class=icons>a <i></i> <b>b</b></div>",
    paragraphWithOnlyGeneratedText: "<div>t</div><p class=para></p><div>u</div>",
    floatedIconBefore: "<div class=float-icon> x</div>",
    contentNone: "<div class=none> x</div>"
  };
  var r = {}; var host = document.getElementById("host");
  for (var k in cases) { var d = document.createElement("div"); d.innerHTML = cases[k]; host.appendChild(d); r[k] = d.innerText; host.removeChild(d); }
  args.completionFunction(r);
} };
