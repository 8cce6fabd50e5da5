// innerText edge rules of WebKit's text iterator: spaces put back around replaced elements after collapsed runs, an svg without width on a line of its own, an atomic inline at least as wide as its container (px widths: the estimate has no line breaking otherwise) on a line of its own, line feeds when leaving an element with a next sibling.
var ExtensionPreprocessingJS = { run: function (args) {
  var cases = {
    spaceRunBetweenImages: "x<img>   <img>y",
    oneSpaceBetweenImages: "x<img> <img>y",
    spaceRunBeforeImage: "x   <img>y",
    oneSpaceBeforeImage: "x <img>y",
    svgWithoutWidth: "<div>a</div><div><svg viewBox='0 0 28 28'><polygon points='1,1 2,2'></polygon></svg> Cerrar</div>",
    textBeforeSvgWithoutWidth: "<div><span>View all</span> <svg height='1em' viewBox='0 0 4 4'><path d='M0 0'></path></svg></div><div>next</div>",
    textSvgWithoutWidthText: "<div>a <svg viewBox='0 0 4 4'></svg> b</div>",
    spaceBeforeFullWidthImage: "<div>a <img style='width:100%'> b</div>",
    imageWiderThanTheViewport: "a <img width=2000 height=10> b",
    svgWiderThanTheViewport: "<div>x <svg width='1792px' height='10'></svg> </div><div>y</div>",
    iconThenSvgWiderThanTheViewport: "<div><svg width='32px' height='32px'></svg> <svg width='1792px' height='1792px'></svg> </div><div>y</div>",
    imageAsWideAsItsBlock: "<div style='width:100px'>x <img width='100' height='10'> z</div><div>y</div>",
    inlineBlockAsWideAsItsInlineBlock: "<ul><li style='display:inline-block;width:70px'><p>1</p> <div style='display:inline-block;width:70px;height:10px'> </div> <a><img> <p>k</p></a></li></ul>",
    inlineBlockAsWideAsItsBlock: "<div style='width:70px'>a <span style='display:inline-block;width:70px'>b</span> c</div>",
    inlineBlockNarrowerThanItsBlock: "<div style='width:70px'>a <span style='display:inline-block;width:60px'>b</span> c</div>",
    inlineBlocksWithTextInABoxOfNoWidth: "<div>a</div><div style='width:0'> <span style='display:inline-block'>x</span> <span style='display:inline-block'>y</span> </div><div>b</div>",
    emptyInlineBlocksInABoxOfNoWidth: "<div>a</div><div style='width:0'> <span style='display:inline-block'><div></div></span> <span style='display:inline-block'><div></div></span> </div><div>b</div>",
    imagesInABoxOfNoWidth: "<div>a</div><div style='width:0'> <img> <img> </div><div>b</div>",
    unsizedSvgWiderThanItsBlock: "<div style='width:180px'><h2>\n<a href=#><svg></svg></a>\n News </h2></div>",
    unsizedSvgNarrowerThanItsBlock: "<div style='width:400px'><h2>\n<a href=#><svg></svg></a>\n News </h2></div>",
    unsizedEmbeddedContentFillingItsBlock: "<div style='width:200px'>a <iframe></iframe> b <video></video> c</div>",
    svgWithViewBoxAndWidthInANarrowBlock: "<div style='width:200px'>a <svg viewBox='0 0 1 1' width='10'></svg> b</div>",
    unsizedSvgsWrappingInARow: "<div style='width:1008px'><h2>Follow Us</h2>\n <a href=#><svg></svg></a>\n <a href=#><svg></svg></a>\n <a href=#><svg></svg></a>\n <a href=#><svg></svg></a>\n <a href=#><svg></svg></a>\n</div>",
    iframesWrappingInABlock: "<div style='width:1000px'><p>At root</p>\n<iframe width='560' height='315'></iframe>\n<iframe width='560' height='315'></iframe>\n<iframe width='500' height='281'></iframe>\n<p>In a paragraph</p></div>",
    imagesAfterTextInANarrowBlock: "<div style='width:300px'>x <img width=100 height=5> <img width=100 height=5> <img width=100 height=5> y</div>",
    imagesWrappingInANarrowBlock: "<div style='width:300px'><img width=100 height=5> <img width=100 height=5> <img width=100 height=5> <img width=100 height=5></div><div>z</div>",
    inlineBlocksWrappingInANarrowBlock: "<div style='width:300px'><span style='display:inline-block;width:150px'>a</span> <span style='display:inline-block;width:150px'>b</span> <span style='display:inline-block;width:100px'>c</span></div>",
    svgWithoutSizeOrViewBox: "<div>Support <svg></svg></div><div>Want</div>",
    svgWithoutSizeBeforeText: "<div><a><svg></svg> <span>Log In</span></a></div>",
    imagesAlignedRight: "<div>a</div><img width='0' height='0' align='right'> <img width='0' height='0' align='right'><div>b</div>",
    svgWithWidth: "<div>a</div><div><svg width='5' height='5'><polygon points='1,1 2,2'></polygon></svg> Cerrar</div>",
    iframesWithNewlines: "x<iframe></iframe>\n    <iframe></iframe>\n   <iframe></iframe>\n  <p>y</p>",
    spacesOnlyInlineBeforeImage: "x<b>  </b><img>y",
    spacesAroundEmptyInline: "x <b> </b> <img>y",
    brAtEndOfParagraph: "<p>a<br>\n<!--c-->\n</p><p>b</p>",
    brAtEndOfLastParagraph: "<div><p>a<br>\n</p></div>b",
    blockThenTextInInline: "<span><div>a</div> b</span>",
    nestedBlocksEnd: "<div><div><div>a</div></div></div><div>b</div>",
    paragraphInDivThenText: "<div><p>a</p></div>b"
  };
  var r = {}; var host = document.getElementById("host");
  for (var k in cases) { var d = document.createElement("div"); d.innerHTML = cases[k]; host.appendChild(d); r[k] = d.innerText; host.removeChild(d); }
  args.completionFunction(r);
} };
