// getComputedStyle of a custom property set in a style attribute: its value as written (as the inline style writes it), inherited; an empty one is the empty string.
var ExtensionPreprocessingJS = { run: function (args) {
  var r = {};
  var e = document.createElement("div"); document.body.appendChild(e);
  var c = document.createElement("span"); e.appendChild(c);
  e.setAttribute("style", "--x:  1E3PX   url(a.png) 'q' /**/ a/**/b ; --e: ; --w:\t;color: var(--x)  ");
  var cs = getComputedStyle(c), es = getComputedStyle(e);
  r.childX = cs.getPropertyValue("--x"); r.selfX = es.getPropertyValue("--x");
  r.empty = "[" + es.getPropertyValue("--e") + "]"; r.ws = "[" + es.getPropertyValue("--w") + "]";
  r.unset = "[" + es.getPropertyValue("--nope") + "]";
  args.completionFunction(r);
} };
