// innerText and display/visibility from inline styles: visibility:hidden parents with visible children, collapse, display:none, display:contents, hidden attributes.
var ExtensionPreprocessingJS = { run: function (args) {
  var cases = {
    hiddenParentVisibleChild: "a<span style='visibility:hidden'>b<span style='visibility:visible'>c</span>d</span>e",
    hiddenBlockVisibleChild: "<div>a</div><div style='visibility:hidden'>b<div style='visibility:visible'>c</div>d</div><div>e</div>",
    hiddenBlockOnly: "<div>a</div><div style='visibility:hidden'>b</div><div>c</div>",
    hiddenParagraph: "<p>a</p><p style='visibility:hidden'>b</p><p>c</p>",
    hiddenSpaces: "a <span style='visibility:hidden'>b</span> c",
    hiddenWordsBetweenSpaces: "a<span style='visibility:hidden'> b </span>c",
    collapseRow: "<table><tr><td>a</td><td>b</td></tr><tr style='visibility:collapse'><td>c</td><td>d</td></tr><tr><td>e</td></tr></table>",
    collapseCell: "<table><tr><td>a</td><td style='visibility:collapse'>b</td><td>c</td></tr></table>",
    hiddenCell: "<table><tr><td>a</td><td style='visibility:hidden'>b</td><td>c</td></tr></table>",
    hiddenBr: "a<span style='visibility:hidden'>b<br>c</span>d",
    hiddenInherit: "<div style='visibility:hidden'><span style='visibility:inherit'>x</span><span style='visibility:initial'>y</span></div>",
    displayNoneInline: "a<span style='display:none'>b</span>c",
    displayNoneBlock: "<div>a</div><div style='display:none'>b</div><div>c</div>",
    displayNoneSpaces: "a <span style='display:none'>b</span> c",
    displayNoneVisibleChild: "a<span style='display:none'>b<span style='display:inline'>c</span></span>d",
    displayContents: "<div>a</div><div style='display:contents'>b<div>c</div>d</div><div>e</div>",
    displayContentsInline: "a<span style='display:contents'> b </span>c",
    displayBlockSpan: "a<span style='display:block'>b</span>c",
    displayInlineDiv: "<div style='display:inline'>a</div><div style='display:inline'>b</div>",
    displayInlineP: "<p style='display:inline'>a</p><p style='display:inline'>b</p>",
    displayNoneImportant: "a<span style='display:none !important; display:inline'>b</span>c",
    displayLastWins: "a<span style='display:none; display:inline'>b</span>c",
    displayInvalid: "a<span style='display:nonsense'>b</span>c",
    hiddenAttribute: "a<span hidden>b</span>c",
    hiddenAttributeBlock: "<div>a</div><div hidden>b</div><div>c</div>",
    hiddenAttributeOverridden: "a<span hidden style='display:inline'>b</span>c",
    hiddenUntilFound: "<div>a</div><div hidden='until-found'>b</div><div>c</div>",
    detailsClosed: "<details><summary>s</summary>body</details>after",
    detailsOpen: "<details open><summary>s</summary>body</details>after",
    detailsNoSummary: "<details>body</details>after",
    detailsTwoSummaries: "<details><summary>s1</summary><summary>s2</summary>body</details>",
    dialogClosed: "a<dialog>d</dialog>b",
    dialogOpen: "a<dialog open>d</dialog>b",
    noscript: "a<noscript>n</noscript>b",
    scriptStyle: "a<script>var x;</script><style>p{}</style>b",
    template: "a<template>t</template>b",
    opacityZero: "a<span style='opacity:0'>b</span>c",
    zeroSize: "a<div style='height:0;overflow:hidden'>b</div>c",
    clipped: "a<div style='width:0;height:0;overflow:hidden'>b</div>c"
  };
  var r = {}; var host = document.getElementById("host");
  for (var k in cases) { var d = document.createElement("div"); d.innerHTML = cases[k]; host.appendChild(d); r[k] = d.innerText; host.removeChild(d); }
  args.completionFunction(r);
} };
