// The paragraph's extra line feed in limited-quirks mode: a line holding only images not loaded or empty inline blocks has no strut there (the line height quirk), so the paragraph has no height unless a box gives it one (a height, alternative text, an svg root). A box that clips its overflow and holds no line of content has no height, so what it holds is clipped away.
// @page: limited-quirks.html
var ExtensionPreprocessingJS = { run: function (args) {
  var cases = {
    clippingParagraphWithImageWithEmptyAlt: "<p>a</p><p style='overflow-y:hidden'><img src='x.jpg' alt=''></p><p>x</p>",
    clippingParagraphWithImage: "<p>a</p><p style='overflow:hidden'><img src='x.jpg'></p><p>x</p>",
    clippingDivWithImage: "<p>a</p><div style='overflow:hidden'><img src='x.jpg' alt=''></div><p>x</p>",
    clippingParagraphWithFloat: "<p>a</p><p style='overflow:hidden'><span style='float:left'>f</span></p><p>x</p>",
    clippingDivWithSizedBlockAndImage: "<p>a</p><div style='overflow:hidden'><div style='height:10px'></div><img src='x.jpg'></div><p>x</p>",
    imageWithEmptyAlt: "<div>a</div><p><img src='x.jpg' alt=''></p><div>x</div>",
    imageWithoutAlt: "<div>a</div><p><img></p><div>x</div>",
    emptyInlineBlock: "<div>a</div><p><span style='display:inline-block'></span></p><div>x</div>",
    unsizedSvg: "<div>a</div><p><svg></svg></p><div>x</div>",
    imageWithHeight: "<div>a</div><p><img height='10'></p><div>x</div>",
    inlineBlockWithHeight: "<div>a</div><p><span style='display:inline-block;height:5px'></span></p><div>x</div>",
    imageWithAlt: "<div>a</div><p><img alt='z'></p><div>x</div>"
  };
  var r = { mode: document.compatMode }; var host = document.getElementById("host");
  for (var k in cases) { var d = document.createElement("div"); d.innerHTML = cases[k]; host.appendChild(d); r[k] = d.innerText; host.removeChild(d); }
  args.completionFunction(r);
} };
