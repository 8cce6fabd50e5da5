// innerText of an element whose contents end in a block: WebKit's text iterator leaves the element itself when leaving its last block emitted a line feed and something is rendered after it (a p or heading then adds its extra line feed); measured on the element with id t.
var ExtensionPreprocessingJS = { run: function (args) {
  var cases = {
    headingEndingInBlockInInline: "<h3 id=t><a><u></u><div>t</div></a></h3><p>x</p>",
    headingEndingInBlock: "<h3 id=t><div>t</div></h3><p>x</p>",
    headingEndingInNestedBlocks: "<h3 id=t><div><div>t</div></div></h3><p>x</p>",
    headingEndingInBlockLastInDocument: "<h3 id=t><div>t</div></h3>",
    headingWithoutMarginEndingInBlock: "<h3 id=t style='margin-bottom:0'><div>t</div></h3><p>x</p>",
    headingWithText: "<h3 id=t>t</h3><p>x</p>",
    headingWithBlockThenText: "<h3 id=t><div>t</div>u</h3><p>x</p>",
    divEndingInBlockInInline: "<div id=t><a><div>t</div></a></div><p>x</p>",
    divEndingInBlock: "<div id=t><div>t</div></div><p>x</p>",
    paragraphEndingInBlock: "<p id=t><span>a</span></p><div>t</div>"
  };
  var r = {}; var host = document.getElementById("host");
  for (var k in cases) { var d = document.createElement("div"); d.innerHTML = cases[k]; host.appendChild(d); r[k] = d.querySelector("#t").innerText; host.removeChild(d); }
  args.completionFunction(r);
} };
