// innerText of lists (does WebKit emit markers?), definition lists, nested lists, list-style.
var ExtensionPreprocessingJS = { run: function (args) {
  var cases = {
    ul: "<ul><li>a</li><li>b</li></ul>",
    ol: "<ol><li>a</li><li>b</li></ol>",
    olStart: "<ol start='5'><li>a</li><li value='9'>b</li></ol>",
    nested: "<ul><li>a<ul><li>b</li><li>c</li></ul></li><li>d</li></ul>",
    nestedOl: "<ol><li>a<ol><li>b</li></ol>after</li></ol>",
    textAround: "x<ul><li>a</li></ul>y",
    paragraphItems: "<ul><li><p>a</p></li><li><p>b</p></li></ul>",
    emptyItem: "<ul><li></li><li>b</li><li></li></ul>after",
    dl: "<dl><dt>t</dt><dd>d</dd><dt>t2</dt><dd>d2</dd></dl>",
    listItemSpan: "<span style='display:list-item'>a</span><span style='display:list-item'>b</span>",
    listStyleNone: "<ul style='list-style:none'><li>a</li></ul>",
    insideMarker: "<ul style='list-style-position:inside'><li>a</li></ul>",
    menu: "<menu><li>a</li><li>b</li></menu>",
    itemSpaces: "<ul>\n  <li> a </li>\n  <li> b </li>\n</ul>",
    inlineItems: "<ul><li style='display:inline'>a</li><li style='display:inline'>b</li></ul>"
  };
  var r = {}; var host = document.getElementById("host");
  for (var k in cases) { var d = document.createElement("div"); d.innerHTML = cases[k]; host.appendChild(d); r[k] = d.innerText; host.removeChild(d); }
  args.completionFunction(r);
} };
