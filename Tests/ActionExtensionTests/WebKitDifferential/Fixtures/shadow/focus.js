// Focus and shadow trees: a host whose shadow root delegates focus passes focus() to the first
// focusable element of its shadow tree (an autofocus one first, nested delegating hosts
// followed); document.activeElement answers the host, the shadow root's activeElement the
// element inside; a host that does not delegate, or has nothing focusable, keeps focus where
// it was; focus events seen from the light tree target the host.
function nm(n) { return n === null ? "null" : n === undefined ? "undefined" : n === document ? "document" : n instanceof ShadowRoot ? "shadow(" + nm(n.host) + ")" : (n.id || n.nodeName); }
var ExtensionPreprocessingJS = { run: function (args) {
  var r = {};
  function host(id, options, html) {
    var h = document.createElement("div");
    h.id = id;
    document.body.appendChild(h);
    var root = h.attachShadow(options);
    root.innerHTML = html;
    return { host: h, root: root };
  }
  var log = [];
  var a = host("a", { mode: "open", delegatesFocus: true }, '<span id="s">x</span><input id="first"><input id="second">');
  a.host.addEventListener("focus", function (e) { log.push("host focus target=" + nm(e.target)); });
  a.host.addEventListener("focusin", function (e) { log.push("host focusin target=" + nm(e.target) + " composed=" + e.composed); });
  document.addEventListener("focusin", function (e) { log.push("doc focusin target=" + nm(e.target)); });
  a.host.focus();
  r.delegatesActive = nm(document.activeElement);
  r.delegatesRootActive = nm(a.root.activeElement);
  r.delegatesLog = log.join("; ");
  log.length = 0;
  a.root.getElementById("second").focus();
  r.secondRootActive = nm(a.root.activeElement);
  a.host.focus();
  r.refocusKeepsInner = nm(a.root.activeElement);
  r.refocusLog = log.join("; ");
  log.length = 0;
  var b = host("b", { mode: "open", delegatesFocus: true }, '<input id="plain"><input id="auto" autofocus>');
  b.host.focus();
  r.autofocusFirst = nm(b.root.activeElement) + "/" + nm(document.activeElement);
  var c = host("c", { mode: "open", delegatesFocus: false }, '<input id="cinput">');
  c.host.focus();
  r.noDelegateActive = nm(document.activeElement) + "/" + nm(c.root.activeElement);
  var d = host("d", { mode: "closed", delegatesFocus: true }, '<p>nothing focusable</p>');
  d.host.focus();
  r.nothingFocusable = nm(document.activeElement);
  var e = host("e", { mode: "open", delegatesFocus: true }, '<div id="inner"></div><input id="late">');
  var innerRoot = e.root.getElementById("inner").attachShadow({ mode: "open", delegatesFocus: true });
  innerRoot.innerHTML = '<button id="nested">b</button>';
  e.host.focus();
  r.nestedActive = nm(document.activeElement) + "/" + nm(e.root.activeElement) + "/" + nm(innerRoot.activeElement);
  var f = host("f", { mode: "open", delegatesFocus: true }, '<input id="finput">');
  f.host.tabIndex = 0;
  f.host.focus();
  r.tabindexHost = nm(document.activeElement) + "/" + nm(f.root.activeElement);
  r.hostTabIndex = a.host.tabIndex;
  var g = host("g", { mode: "open" }, '<input id="ginput">');
  g.root.getElementById("ginput").focus();
  r.innerFocusActive = nm(document.activeElement) + "/" + nm(g.root.activeElement) + "/" + nm(a.root.activeElement);
  g.root.getElementById("ginput").blur();
  r.afterBlur = nm(document.activeElement) + "/" + nm(g.root.activeElement);
  var h = host("h", { mode: "open", delegatesFocus: true }, '<input id="hidden" hidden><input id="disabled" disabled><input id="ok">');
  h.host.focus();
  r.skipsUnfocusable = nm(h.root.activeElement);
  args.completionFunction(r);
} };
