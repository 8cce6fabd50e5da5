// innerText line structure: br (trailing, doubled, in inline-block), p vs div, headings, hr, pre, blockquote, forms, block inside inline, empty blocks, address, figure.
var ExtensionPreprocessingJS = { run: function (args) {
  var cases = {
    br: "a<br>b",
    trailingBr: "a<br>",
    twoTrailingBrs: "a<br><br>",
    leadingBr: "<br>a",
    brBetweenBlocks: "<div>a</div><br><div>b</div>",
    brEndOfBlock: "<div>a<br></div><div>b</div>",
    brTwiceInBlock: "<div>a<br><br></div><div>b</div>",
    brInInlineBlock: "a<span style='display:inline-block'>b<br></span>c",
    brInInlineBlockMiddle: "a<span style='display:inline-block'>b<br>c</span>d",
    brOnly: "<br>",
    paragraphs: "<p>a</p><p>b</p>",
    divs: "<div>a</div><div>b</div>",
    divThenP: "<div>a</div><p>b</p>",
    pThenDiv: "<p>a</p><div>b</div>",
    pTextAfter: "<p>a</p>b",
    textThenP: "a<p>b</p>c",
    emptyP: "<p>a</p><p></p><p>b</p>",
    nestedP: "<div><p>a</p></div><div><p>b</p></div>",
    pMarginZero: "<p style='margin:0'>a</p><p style='margin:0'>b</p>",
    divMargin: "<div style='margin-bottom:20px'>a</div><div>b</div>",
    divMarginEm: "<div style='margin:1em 0'>a</div><div>b</div>",
    headings: "<h1>A</h1><h2>B</h2><h3>C</h3>text<h4>D</h4><h5>E</h5><h6>F</h6>end",
    headingInline: "<h1 style='display:inline'>A</h1>b",
    hr: "a<hr>b",
    hrBetweenP: "<p>a</p><hr><p>b</p>",
    blockquote: "a<blockquote>q</blockquote>b",
    formInput: "<p>a</p><form><input></form>",
    formText: "<p>a</p><form>f</form>b",
    formEmpty: "a<form></form>b",
    blockInInline: "<span>a<div>b</div>c</span>",
    blockInInlineSpaces: "<span>a <div>b</div> c</span>",
    emptyDivs: "a<div></div><div></div>b",
    address: "<address>ad</address>x",
    figure: "<figure><img alt='i'><figcaption>cap</figcaption></figure>x",
    center: "a<center>c</center>b",
    mainSection: "<main><section><article>a</article></section></main><footer>f</footer>",
    pre: "<p>a</p><pre>b</pre><p>c</p>",
    ulAfterP: "<p>a</p><ul><li>b</li></ul>",
    pInLi: "<ul><li>a<p>b</p>c</li></ul>",
    wbr: "a<wbr>b"
  };
  var r = {}; var host = document.getElementById("host");
  for (var k in cases) { var d = document.createElement("div"); d.innerHTML = cases[k]; host.appendChild(d); r[k] = d.innerText; host.removeChild(d); }
  args.completionFunction(r);
} };
