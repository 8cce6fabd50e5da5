// innerText and out-of-flow boxes: floats (align=left|right too), absolute, fixed, relative, sticky positioning, overflow, columns; white space after them (a box or not, as WebKit's render tree gives it).
var ExtensionPreprocessingJS = { run: function (args) {
  var cases = {
    clippingParagraphWithImageWithEmptyAlt: "<p>a</p><p style='overflow-y:hidden'><img src='x.jpg' alt=''></p><p>x</p>",
    clippingParagraphWithImage: "<p>a</p><p style='overflow:hidden'><img src='x.jpg'></p><p>x</p>",
    clippingDivWithImage: "<p>a</p><div style='overflow:hidden'><img src='x.jpg' alt=''></div><p>x</p>",
    clippingParagraphWithFloat: "<p>a</p><p style='overflow:hidden'><span style='float:left'>f</span></p><p>x</p>",
    clippingDivWithSizedBlockAndImage: "<p>a</p><div style='overflow:hidden'><div style='height:10px'></div><img src='x.jpg'></div><p>x</p>",
    overlayOfFullHeightInAspectRatioBox: "<div id=t><div style='height:0;padding-bottom:56%;position:relative'><div style='position:relative'><div style='position:relative;height:100%'><div style='position:absolute;height:100%;width:100%;overflow:hidden'><img style='display:block;width:100%' src='x.jpg'></div></div></div></div><div>Sponsored</div></div>",
    clippingOverlayInSizedBox: "<div id=t><div style='position:relative;height:100px'><div style='position:absolute;height:100%;overflow:hidden'><span>shown</span></div></div><div>after</div></div>",
    clippingOverlayInBoxOfNoHeight: "<div id=t><div style='position:relative'><div style='position:absolute;height:100%;overflow:hidden'><span>clipped</span></div></div><div>after</div></div>",
    clippingOverlayInBoxWithText: "<div id=t><div style='position:relative'><span>x</span><div style='position:absolute;height:100%;overflow:hidden'><span>shown2</span></div></div><div>after</div></div>",
    clippingBlockWithPercentageHeight: "<div id=t><div style='height:50%;overflow:hidden'><span>pct</span></div><div>after</div></div>",
    clippingOverlayBesideSizedAbsoluteBox: "<div id=t><div style='position:relative'><div style='position:absolute;height:10px'></div><div style='position:absolute;height:100%;overflow:hidden'><span>clipped</span></div></div><div>after</div></div>",
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
    floatAndAbsolute: "<div style='float:left'>a</div><div style='position:absolute'>b</div>c",
    spaceBetweenFloatsAfterText: "a<img style='float:right'> <img style='float:right'>b",
    spaceBetweenFloatsInInline: "<span>a<img style='float:right'> <img style='float:right'>b</span>",
    spaceBetweenFloatsAfterBlock: "<div>x</div>a<img style='float:right'> <img>b",
    spaceAfterAbsoluteBeforeImage: "a <span style='position:absolute'></span> <img>b",
    spaceAfterAbsoluteBeforeImageInInline: "<span>a <span style='position:absolute'></span> <img>b</span>",
    spaceAfterAbsoluteBeforeText: "a <span style='position:absolute'></span> <span>b</span>",
    spaceAfterFloatBeforeImage: "a <img style='float:left'> <img> b",
    spaceBetweenAlignedImages: "<div>a</div><img width='0' height='0' align='right'> <img width='0' height='0' align='right'><div>b</div>",
    spaceBetweenAlignedImagesAfterText: "a<img align='left'> <img align='left'>b",
    paragraphHoldingOnlyAFloat: "<div>a</div><p><span style='float:right'><a href=#>Report</a></span></p><div>x</div>",
    paragraphHoldingOnlyAnAbsoluteBox: "<div>a</div><p><span style='position:absolute'>r</span></p><div>x</div>",
    paragraphWithAFloatAndText: "<div>a</div><p><span style='float:right'>r</span>s</p><div>x</div>"
  };
  var r = {}; var host = document.getElementById("host");
  for (var k in cases) { var d = document.createElement("div"); d.innerHTML = cases[k]; host.appendChild(d); r[k] = (d.querySelector("#t") || d).innerText; host.removeChild(d); }
  args.completionFunction(r);
} };
