// crossing-micro-workload.js — what one DOM call costs: each line times 100,000 of one
// operation (a member read, a method call) on a small tree the workload builds, and reports
// nanoseconds per operation. Run it on any page:
//     .build/release/actionjs-dombench dom-workload -n 1 --script \
//       Benchmarks/jsdom/crossing-micro-workload.js PAGE.html
// (the `ns` object of the printed checksum), and in WebKit (the oracle) as an Action.js made of
// this file and a run() that calls workload(document) and hands JSON.stringify(result.ns) to
// completionFunction. Plain ES2020; defines one global function, like the other workloads.
//
// workload(document[, now]) -> { checksum, ns: { "<operation>": nanoseconds, ... } }
function workload(document, now) {
  now = now || function () { return performance.now(); };
  var N = 100000, ms = {}, x = 0;
  var body = document.body, p = document.querySelector("p") || body;
  var div = document.createElement("div");
  for (var k = 0; k < 20; k++) { var s = document.createElement("span"); s.textContent = "word " + k; div.appendChild(s); }
  body.appendChild(div);
  function t(name, f) { var a = now(); f(); ms[name] = Math.round((now() - a) * 1e6 / N); }
  t("empty", function () { for (var i = 0; i < N; i++) x += i; });
  t("parentNode", function () { for (var i = 0; i < N; i++) x += p.parentNode ? 1 : 0; });
  t("firstElementChild", function () { for (var i = 0; i < N; i++) x += div.firstElementChild ? 1 : 0; });
  t("removeAttribute(absent)", function () { for (var i = 0; i < N; i++) p.removeAttribute("align"); });
  t("getAttribute(absent)", function () { for (var i = 0; i < N; i++) x += p.getAttribute("align") ? 1 : 0; });
  t("getAttribute(class)", function () { for (var i = 0; i < N; i++) x += (div.getAttribute("id") || "").length; });
  t("hasAttribute", function () { for (var i = 0; i < N; i++) x += p.hasAttribute("style") ? 1 : 0; });
  t("className", function () { for (var i = 0; i < N; i++) x += div.className.length; });
  t("textContent(20 spans)", function () { for (var i = 0; i < N; i++) x += div.textContent.length; });
  t("childNodes.length", function () { for (var i = 0; i < N; i++) x += div.childNodes.length; });
  t("childNodes[i]", function () { var l = div.childNodes; for (var i = 0; i < N; i++) x += l[i % 20] ? 1 : 0; });
  t("children.length", function () { for (var i = 0; i < N; i++) x += div.children.length; });
  t("gEBTN(br).length", function () { for (var i = 0; i < N; i++) x += div.getElementsByTagName("br").length; });
  t("style.display", function () { for (var i = 0; i < N; i++) x += div.style.display.length; });
  t("attributes.length", function () { for (var i = 0; i < N; i++) x += div.attributes.length; });
  t("instanceof Node", function () { for (var i = 0; i < N; i++) x += (div instanceof Node) ? 1 : 0; });
  t("data", function () { var tn = div.firstChild.firstChild; for (var i = 0; i < N; i++) x += tn.data.length; });
  t("nodeValue", function () { var tn = div.firstChild.firstChild; for (var i = 0; i < N; i++) x += tn.nodeValue.length; });
  t("setAttribute", function () { for (var i = 0; i < N; i++) div.setAttribute("data-x", "v"); });
  t("createElement", function () { for (var i = 0; i < N / 10; i++) x += document.createElement("b") ? 1 : 0; });
  body.removeChild(div);
  return { checksum: "1", ns: ms };
}
