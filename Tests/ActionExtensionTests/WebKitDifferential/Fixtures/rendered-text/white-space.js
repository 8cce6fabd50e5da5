// innerText and white-space from inline styles: every value, tabs, line feeds, leading and trailing spaces at block and line edges, collapsing across element boundaries.
var ExtensionPreprocessingJS = { run: function (args) {
  var cases = {
    normal: "<div style='white-space:normal'>  a \t b \n c  </div>",
    nowrap: "<div style='white-space:nowrap'>  a \t b \n c  </div>",
    pre: "<div style='white-space:pre'>  a \t b \n c  </div>",
    preWrap: "<div style='white-space:pre-wrap'>  a \t b \n c  </div>",
    preLine: "<div style='white-space:pre-line'>  a \t b \n c  </div>",
    breakSpaces: "<div style='white-space:break-spaces'>  a \t b \n c  </div>",
    preLineSpacesAroundBreak: "<div style='white-space:pre-line'>a   \n   b</div>",
    preLineTrailingBreak: "<div style='white-space:pre-line'>a\n</div><div>b</div>",
    preTrailingBreak: "<div style='white-space:pre'>a\n</div><div>b</div>",
    preLeadingBreak: "<div style='white-space:pre'>\na</div>",
    preTwoTrailingBreaks: "<div style='white-space:pre'>a\n\n</div>b",
    preElement: "<pre>  x\n  y\n</pre>after",
    preElementLeadingNewline: "<pre>\n\nx</pre>",
    preElementTabs: "<pre>a\tb</pre>",
    preInline: "a<span style='white-space:pre'>  b  </span>c",
    preInlineEdge: "<div><span style='white-space:pre'>  b  </span></div>",
    preNormalChild: "<pre>a  <span style='white-space:normal'>  b  </span>  c</pre>",
    textareaLike: "<div style='white-space:pre-wrap'>a\r\nb</div>",
    collapseAcross: "a <b> b </b> c",
    collapseAcrossNested: "a<i> <b> b</b> </i> c",
    leadingTrailingBlock: "<div>  a  </div><div>  b  </div>",
    leadingInline: "<div><span>  a</span>  <span>b  </span></div>",
    spaceBeforeBlock: "a <div>b</div> c",
    spaceAfterBr: "a <br> b",
    tabsNormal: "a\t\tb",
    nbsp: "a&nbsp;&nbsp;b&nbsp;",
    nbspEdges: "<div>&nbsp;a&nbsp;</div>",
    zeroWidthSpace: "a&#8203;b",
    onlySpaces: "<div>   </div><div>a</div>",
    emptyInlineBetween: "a <span></span> b",
    newlinesNormal: "a\n\nb",
    crNormal: "a\rb",
    formFeed: "a\fb",
    nowrapInline: "a<span style='white-space:nowrap'> b  c </span>d",
    whiteSpaceInherit: "<div style='white-space:pre'><span style='white-space:inherit'> a </span></div>",
    whiteSpaceCollapseLonghand: "<div style='white-space-collapse:preserve'>a  b</div>",
    textWrapLonghand: "<div style='text-wrap-mode:nowrap'>a  b</div>",
    whiteSpaceInvalid: "<div style='white-space:foo'>a  b</div>"
  };
  var r = {}; var host = document.getElementById("host");
  for (var k in cases) { var d = document.createElement("div"); d.innerHTML = cases[k]; host.appendChild(d); r[k] = d.innerText; host.removeChild(d); }
  args.completionFunction(r);
} };
