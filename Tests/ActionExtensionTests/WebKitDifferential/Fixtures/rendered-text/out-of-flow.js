// innerText and out-of-flow boxes: floats, absolute, fixed, relative, sticky positioning, overflow, columns.
var ExtensionPreprocessingJS = { run: function (args) {
  var cases = {
    floatInline: "a<span style='float:left'>b</span>c",
    floatInlineSpaces: "a <span style='float:left'>b</span> c",
    floatBlock: "<div>a</div><div style='float:left'>b</div><div>c</div>",
    floatRight: "a<span style='float:right'>b</span>c",
    floatsAdjacent: "<span style='float:left'>a</span><span style='float:left'>b</span>",
    floatInP: "<p>a<span style='float:left'>b</span>c</p>",
    absoluteInline: "a<span style='position:absolute'>b</span>c",
    absoluteInlineSpaces: "a <span style='position:absolute'>b</span> c",
    absoluteBlock: "<div>a</div><div style='position:absolute'>b</div><div>c</div>",
    absoluteDivInline: "a<div style='position:absolute'>b</div>c",
    fixed: "a<span style='position:fixed'>b</span>c",
    relative: "a<span style='position:relative'>b</span>c",
    sticky: "a<span style='position:sticky'>b</span>c",
    relativeBlock: "a<div style='position:relative'>b</div>c",
    absoluteOffscreen: "a<span style='position:absolute;left:-9999px'>b</span>c",
    overflowHidden: "a<div style='overflow:hidden'>b</div>c",
    columns: "<div style='columns:2'><p>a</p><p>b</p></div>",
    floatAndAbsolute: "<div style='float:left'>a</div><div style='position:absolute'>b</div>c"
  };
  var r = {}; var host = document.getElementById("host");
  for (var k in cases) { var d = document.createElement("div"); d.innerHTML = cases[k]; host.appendChild(d); r[k] = d.innerText; host.removeChild(d); }
  args.completionFunction(r);
} };
