// Style scoping of shadow trees: shadow <style> applies inside only, document rules do not
// reach in, :host / :host(.x) against outer rules (normal and !important), ::slotted(),
// :host-context() (unsupported by WebKit), inheritance through the flat tree, innerText of hosts.
var ExtensionPreprocessingJS = { run: function (args) {
  var out = {};
  function c(e, p) { return getComputedStyle(e).getPropertyValue(p); }
  var h1 = document.getElementById("host1");
  var r1 = h1.attachShadow({ mode: "open" });
  r1.innerHTML = "<style>.inner { font-style: italic } p { letter-spacing: 2px } ::slotted(span) { color: rgb(0, 128, 0); font-style: italic } ::slotted(.s) { font-weight: 100 } slot { color: rgb(9, 9, 9) } :host { text-indent: 5px; color: rgb(3,3,3) }</style><p class=inner id=in1>inner</p><slot id=slot1></slot><i>tail</i>";
  var in1 = r1.getElementById("in1");
  out.innerColor = c(in1, "color");            // document .inner does not reach
  out.innerItalic = c(in1, "font-style");      // shadow .inner applies
  out.outerItalic = c(document.getElementById("outer"), "font-style"); // shadow rule does not leak
  out.outerLetterSpacing = c(document.getElementById("outer"), "letter-spacing");
  out.innerLetterSpacing = c(in1, "letter-spacing");
  out.hostColor = c(h1, "color");              // outer #host1 beats :host (normal)
  out.hostTextIndent = c(h1, "text-indent");
  var l1 = document.getElementById("light1");
  out.slottedColor = c(l1, "color");
  out.slottedStyle = c(l1, "font-style");
  out.slottedWeight = c(l1, "font-weight");    // outer span.s beats ::slotted(.s)
  out.slotColor = c(r1.getElementById("slot1"), "color");
  out.slotDisplay = c(r1.getElementById("slot1"), "display");
  out.innerText1 = h1.innerText;
  out.textIndentInherited = c(in1, "text-indent");
  out.slottedTextIndent = c(l1, "text-indent");
  // :host(.x), display from :host
  var r2 = document.getElementById("host2").attachShadow({ mode: "open" });
  r2.innerHTML = "<style>:host(.x) { font-style: italic; color: rgb(4,4,4) !important } :host(.y) { font-weight: 900 } :host { display: inline-block }</style>in2";
  var h2 = document.getElementById("host2");
  out.hostX = c(h2, "font-style");
  out.hostY = c(h2, "font-weight");
  out.hostImportant = c(h2, "color");
  out.hostDisplay = c(h2, "display");
  out.innerText2 = h2.innerText;
  var r3 = document.getElementById("host3").attachShadow({ mode: "open" });
  r3.innerHTML = "<style>:host { color: rgb(5,5,5) !important }</style>x";
  out.bothImportant = c(document.getElementById("host3"), "color");
  var h4 = document.getElementById("host4");
  var r4 = h4.attachShadow({ mode: "open" });
  r4.innerHTML = "<style>:host-context(.ctx) { font-style: italic } :host-context(.nope) { font-weight: 900 } :host-context(.ctx) b { color: red } ::slotted(*) { color: rgb(6,6,6) } ::slotted(b) span { color: red }</style><slot></slot><b id=sb>shadow b</b>";
  out.hostContext = c(h4, "font-style");
  out.hostContextNope = c(h4, "font-weight");
  out.hostContextDesc = c(r4.getElementById("sb"), "color");
  out.slottedUniversal = c(document.getElementById("light4"), "color");
  out.innerText4 = h4.innerText;
  function valid(selector) {
    try { document.querySelector(selector); return true; } catch (e) { return e.name; }
  }
  out.hostContextSelector = valid(":host-context(.a)");
  out.slottedSelector = valid("::slotted(span)");
  // unassigned light child: not rendered; inherits from host
  var h5 = document.createElement("div");
  h5.innerHTML = "<em id=un>unassigned</em>";
  document.body.appendChild(h5);
  var r5 = h5.attachShadow({ mode: "open" });
  r5.innerHTML = "<div style='color: rgb(7,7,7)'><slot name=none></slot>shadowtext</div>";
  h5.style.color = "rgb(8,8,8)";
  out.unassignedColor = c(document.getElementById("un"), "color");
  out.innerText5 = h5.innerText;
  // slotted inherits from slot's parent chain
  var h6 = document.createElement("section");
  h6.innerHTML = "<span id=s6>six</span>";
  document.body.appendChild(h6);
  var r6 = h6.attachShadow({ mode: "open" });
  r6.innerHTML = "<div style='color: rgb(10,10,10); font-style: italic'><slot></slot></div>";
  out.slottedInheritColor = c(document.getElementById("s6"), "color");
  out.slottedInheritStyle = c(document.getElementById("s6"), "font-style");
  out.innerText6 = h6.innerText;
  // nested shadow: ::slotted in nested
  var h7 = document.createElement("div");
  document.body.appendChild(h7);
  var r7 = h7.attachShadow({ mode: "open" });
  r7.innerHTML = "<style>div { color: rgb(11,11,11) }</style><div id=d7>d7</div>";
  var inner7 = r7.getElementById("d7").attachShadow({ mode: "open" });
  inner7.innerHTML = "<span id=in7>in7</span>";
  out.nestedInherit = c(inner7.getElementById("in7"), "color");
  document.body.appendChild(document.createTextNode("END"));
  out.innerTextBody = document.body.innerText;
  args.completionFunction(out);
}};
