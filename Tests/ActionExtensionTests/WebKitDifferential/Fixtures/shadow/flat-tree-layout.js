// Layout follows the flat tree: a host's shadow tree is rendered in place of its light
// children; slotted light children render at their slot; unassigned light children are not
// rendered (their box is empty); a slot with no assigned nodes renders its fallback content.
// Hit testing from the document answers the host (retargeted); from the shadow root, the
// shadow element.
function id(e) { return e === null ? "null" : e.nodeName.toLowerCase() + (e.id ? "#" + e.id : ""); }
function rect(e) {
  var r = e.getBoundingClientRect();
  return [r.x, r.y, r.width, r.height].join(",");
}
function list(a) { return a.map(id).join(","); }
var ExtensionPreprocessingJS = { run: function (args) {
  var host = document.getElementById("host");
  var root = host.attachShadow({ mode: "open" });
  root.innerHTML = '<div id="inner" style="position:absolute; left:20px; top:30px; width:100px; height:40px">inner</div>' +
    '<slot name="s"></slot>' +
    '<div id="after" style="position:absolute; left:20px; top:100px; width:80px; height:20px"><span id="deep">deep</span></div>';
  var root2 = document.getElementById("host2").attachShadow({ mode: "closed" });
  root2.innerHTML = '<slot id="fb"><div id="fallback" style="position:absolute; left:10px; top:10px; width:70px; height:30px">fallback</div></slot>';
  var host3 = document.getElementById("host3");
  var root3 = host3.attachShadow({ mode: "open" });
  root3.innerHTML = '<p id="p3" style="margin:0">[<slot></slot>]</p>';
  var inner = root.getElementById("inner");
  var r = {
    innerRect: rect(inner),
    afterRect: rect(root.getElementById("after")),
    slottedRect: rect(document.getElementById("slotted")),
    unslottedRect: rect(document.getElementById("unslotted")),
    fallbackRect: rect(root2.getElementById("fallback")),
    hostRect: rect(host),
    p3Rect: [root3.getElementById("p3").getBoundingClientRect().height > 0,
      root3.getElementById("p3").getBoundingClientRect().y].join(","),
    lightbWidth: document.getElementById("lightb").getBoundingClientRect().width > 0,
    docAtInner: id(document.elementFromPoint(50, 50)),
    docAtSlotted: id(document.elementFromPoint(320, 30)),
    docAtUnslotted: id(document.elementFromPoint(220, 220)),
    docAtFallback: id(document.elementFromPoint(30, 420)),
    docAtDeep: id(document.elementFromPoint(25, 105)),
    docAllInner: list(document.elementsFromPoint(50, 50)),
    docAllSlotted: list(document.elementsFromPoint(320, 30)),
    docAllFallback: list(document.elementsFromPoint(30, 420)),
    hasRootFromPoint: typeof root.elementFromPoint,
    hasRootFromPoints: typeof root.elementsFromPoint
  };
  if (typeof root.elementFromPoint === "function") {
    r.rootAtInner = id(root.elementFromPoint(50, 50));
    r.rootAtSlotted = id(root.elementFromPoint(320, 30));
    r.rootAtDeep = id(root.elementFromPoint(25, 105));
    r.rootAtOutside = id(root.elementFromPoint(30, 420));
    r.rootAtUnslotted = id(root.elementFromPoint(220, 220));
    r.rootAllInner = list(root.elementsFromPoint(50, 50));
    r.rootAllSlotted = list(root.elementsFromPoint(320, 30));
    r.root2AtFallback = id(root2.elementFromPoint(30, 420));
    r.root2AllFallback = list(root2.elementsFromPoint(30, 420));
    r.rootNoArgs = (function () { try { root.elementFromPoint(); return "no throw"; } catch (e) { return e.name; } })();
  }
  r.slotDisplay = getComputedStyle(root.querySelector("slot")).display;
  var caret = document.caretRangeFromPoint(25, 40);
  r.caretInner = caret ? id(caret.startContainer.nodeType === 3 ? caret.startContainer.parentNode : caret.startContainer) + ":" + caret.startOffset : "null";
  args.completionFunction(r);
} };
