// innerText around atomic inlines: inline-block, inline-flex, inline-grid, inline-table, buttons; spaces WebKit keeps around and inside them; flex and grid containers.
var ExtensionPreprocessingJS = { run: function (args) {
  var cases = {
    inlineBlockSpaces: "a <span style='display:inline-block'> b </span> c",
    inlineBlockNoSpaces: "a<span style='display:inline-block'>b</span>c",
    inlineBlockInnerSpaces: "a<span style='display:inline-block'> b </span>c",
    inlineBlockLeadingSpace: "a <span style='display:inline-block'>b</span>c",
    inlineBlockTrailingSpace: "a<span style='display:inline-block'>b</span> c",
    inlineBlockTwoWords: "a<span style='display:inline-block'> b  c </span>d",
    inlineBlockAtBlockStart: "<div><span style='display:inline-block'> b </span> c</div>",
    inlineBlockAtBlockEnd: "<div>a <span style='display:inline-block'> b </span></div>",
    inlineBlockEmpty: "a <span style='display:inline-block'></span> c",
    inlineBlockBlocks: "a<span style='display:inline-block'><div>b</div><div>c</div></span>d",
    inlineBlockParagraph: "a<span style='display:inline-block'><p>b</p></span>c",
    inlineBlockAdjacent: "<span style='display:inline-block'>a</span><span style='display:inline-block'>b</span>",
    inlineBlockAdjacentSpace: "<span style='display:inline-block'>a</span> <span style='display:inline-block'>b</span>",
    inlineFlex: "a <span style='display:inline-flex'> b <span>c</span> </span> d",
    inlineFlexItems: "a<span style='display:inline-flex'><span>b</span><span>c</span></span>d",
    inlineGrid: "a <span style='display:inline-grid'> b </span> c",
    inlineGridItems: "a<span style='display:inline-grid'><span>b</span><span>c</span></span>d",
    inlineTable: "a <span style='display:inline-table'> b </span> c",
    flex: "<div style='display:flex'><span>a</span><span>b</span></div>",
    flexText: "<div style='display:flex'>a <span>b</span> c</div>",
    flexBlocks: "<div style='display:flex'><div>a</div><div>b</div></div>",
    grid: "<div style='display:grid'><span>a</span><span>b</span></div>",
    flowRoot: "x<div style='display:flow-root'>a</div>y",
    button: "a <button> b </button> c",
    buttonBlocks: "a<button><div>b</div><div>c</div></button>d",
    buttonInput: "a<input type='button' value='v'>b",
    buttonSubmit: "a<input type='submit'>b",
    ruby: "<ruby>漢<rt>kan</rt>字<rt>ji</rt></ruby>",
    rubyRp: "<ruby>漢<rp>(</rp><rt>kan</rt><rp>)</rp></ruby>",
    paragraphWithSizedSvg: "<div>a</div><p><svg width='10' height='10'></svg></p><div>x</div>",
    headingWithSvgInLink: "<div>a</div><h1><a><svg viewBox='0 0 556 67'></svg></a></h1><div>x</div>",
    paragraphWithInlineBlockWithHeight: "<div>a</div><p><span style='display:inline-block;height:10px'></span></p><div>x</div>",
    paragraphWithEmptyInlineBlock: "<div>a</div><p><span style='display:inline-block'></span></p><div>x</div>",
    paragraphWithZeroHeightInlineBlock: "<div>a</div><p><span style='display:inline-block;height:0px'></span></p><div>x</div>",
    paragraphWithUnsizedSvg: "<div>a</div><p><svg></svg></p><div>x</div>",
    paragraphWithWhiteSpaceOnly: "<div>a</div><p> </p><div>x</div>",
    webkitInlineBoxAfterLink: "<cite><a href=#>\"Le 15 Mai\"</a>\n <div style='display: -webkit-inline-box; width: 16px; height: 16px'>\n <div><div></div></div>\n </div>.\n </cite>",
    webkitBox: "a <div style='display:-webkit-box'>b</div> c",
    webkitInlineBox: "a <span style='display:-webkit-inline-box'>b</span> c",
    webkitFlex: "a <span style='display:-webkit-flex'>b</span> c",
    webkitInlineFlex: "a <span style='display:-webkit-inline-flex'>b</span> c"
  };
  var r = {}; var host = document.getElementById("host");
  for (var k in cases) { var d = document.createElement("div"); d.innerHTML = cases[k]; host.appendChild(d); r[k] = d.innerText; host.removeChild(d); }
  args.completionFunction(r);
} };
