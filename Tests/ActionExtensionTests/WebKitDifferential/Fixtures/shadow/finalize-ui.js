// The usual extension pattern: finalize() appends a host to body and builds its UI in a
// shadow root (styles and markup inside, events handled inside); the document's HTML shows
// only the light tree.
// @finalize: {"message": "Saved!", "count": 3}
// @final-html
var ExtensionPreprocessingJS = {
  run: function (args) {
    var host = document.createElement("div");
    host.id = "probe-host";
    document.body.appendChild(host);
    var root = host.attachShadow({ mode: "open" });
    root.innerHTML = "<style>:host{all:initial}</style><span id=x>probe</span>";
    var results = {
      probeText: root.getElementById("x").textContent,
      bodyHasProbe: document.body.innerHTML.indexOf("probe") >= 0,
      hostHTML: host.outerHTML,
      title: document.title
    };
    host.remove();
    results.removed = document.getElementById("probe-host") === null;
    args.completionFunction(results);
  },
  finalize: function (args) {
    var host = document.createElement("div");
    host.id = "ext-ui-host";
    host.setAttribute("data-ext", "demo");
    document.body.appendChild(host);
    var root = host.attachShadow({ mode: "closed" });
    var style = document.createElement("style");
    style.textContent = ":host { position: fixed; top: 0; right: 0; z-index: 2147483647 } .panel { font: 14px sans-serif }";
    root.appendChild(style);
    var panel = document.createElement("div");
    panel.className = "panel";
    panel.innerHTML = "<p class=msg></p><button type=button id=close>Close</button><slot name=extra>fallback</slot>";
    panel.querySelector(".msg").textContent = args.message + " (" + args.count + ")";
    root.appendChild(panel);
    var note = document.createElement("span");
    note.slot = "extra";
    note.textContent = "light note";
    host.appendChild(note);
    var clicks = [];
    root.getElementById("close").addEventListener("click", function (e) {
      clicks.push(e.target.id);
      host.setAttribute("data-closed", String(e.composedPath().length > 0));
    });
    document.addEventListener("click", function (e) {
      host.setAttribute("data-document-saw", e.target === host ? "host" : String(e.target && e.target.id));
    });
    root.getElementById("close").click();
    host.setAttribute("data-clicks", clicks.join());
    host.setAttribute("data-slot", note.assignedSlot === null ? "hidden" : "visible");
    host.setAttribute("data-shadow", String(host.shadowRoot));
    var open = document.createElement("aside");
    open.id = "ext-open";
    document.body.appendChild(open);
    open.attachShadow({ mode: "open" }).innerHTML = "<b>open ui</b>";
    open.setAttribute("data-inner", open.shadowRoot.innerHTML);
  }
};
