// transition, animation and grid shorthands.
function probe(body) {
  var e = document.createElement("span");
  try { var r = body(e, e.style); return r === undefined || r === null ? String(r) : r; }
  catch (x) { return "threw " + x.name; }
}
var ExtensionPreprocessingJS = { run: function (args) {
  args.completionFunction({
    "transition": probe(function (e, s) { s.transition="opacity 1s";return s.cssText }),
    "transitionAll": probe(function (e, s) { s.transition="all 0.5s ease-in 1s";return s.cssText }),
    "transitionTwo": probe(function (e, s) { s.transition="opacity 1s, color 2s linear";return s.cssText }),
    "transitionLength": probe(function (e, s) { s.transition="opacity 1s";return s.length+" "+Array.from(s).join(",") }),
    "transitionLonghands": probe(function (e, s) { s.transitionProperty="width";s.transitionDuration="2s";return s.cssText }),
    "animation": probe(function (e, s) { s.animation="spin 2s infinite";return s.cssText }),
    "animationLength": probe(function (e, s) { s.animation="spin 2s";return s.length }),
    "animationLonghand": probe(function (e, s) { s.animationName="spin";return s.cssText }),
    "gridArea": probe(function (e, s) { s.gridArea="1 / 2 / 3 / 4";return s.cssText }),
    "gridColumn": probe(function (e, s) { s.gridColumn="1 / 3";return s.cssText }),
    "gridRow": probe(function (e, s) { s.gridRow="span 2";return s.cssText }),
    "gridTemplate": probe(function (e, s) { s.gridTemplate="auto / 1fr 1fr";return s.cssText }),
    "gridTemplateColumns": probe(function (e, s) { s.gridTemplateColumns="repeat(2, 1fr)";return s.cssText }),
    "grid": probe(function (e, s) { s.grid="auto / auto";return s.cssText }),
    "gridRowPV": probe(function (e, s) { s.gridRow="1 / 3";return s.getPropertyValue("grid-row")+"|"+s.getPropertyValue("grid-row-end") }),
    "gridRowIdent": probe(function (e, s) { s.gridRow="a";return s.cssText+"|"+s.getPropertyValue("grid-row") }),
    "gridArea2": probe(function (e, s) { s.gridArea="a / b";return s.cssText+"|"+s.getPropertyValue("grid-area") }),
    "gridAreaPV": probe(function (e, s) { s.gridArea="1 / 2 / 3 / 4";return s.getPropertyValue("grid-area") }),
    "gridColumnSpan": probe(function (e, s) { s.gridColumn="span 2 / 4";return s.cssText }),
    "transitionLonghandValues": probe(function (e, s) { s.transition="opacity 1s";return s.transitionProperty+"|"+s.transitionDuration+"|"+s.transitionTimingFunction+"|"+s.transitionDelay+"|"+s.transitionBehavior }),
    "transitionFunction": probe(function (e, s) { s.transition="width 1s cubic-bezier(0.1, 0.2, 0.3, 0.4) 2s";return s.cssText }),
    "transitionNone": probe(function (e, s) { s.transition="none";return s.cssText }),
    "transitionAllOnly": probe(function (e, s) { s.transition="all";return s.cssText }),
    "transitionMs": probe(function (e, s) { s.transition="opacity 500ms";return s.cssText }),
    "transitionThenLonghand": probe(function (e, s) { s.transition="opacity 1s";s.transitionDelay="2s";return s.cssText }),
    "transitionImportant": probe(function (e, s) { s.setProperty("transition","opacity 1s","important");return s.cssText }),
    "webkitTransition": probe(function (e, s) { s.webkitTransition="color 1s";return s.cssText }),
    "animationLonghandValues": probe(function (e, s) { s.animation="spin 2s infinite";return s.animationName+"|"+s.animationDuration+"|"+s.animationIterationCount+"|"+s.animationTimingFunction+"|"+s.animationDelay+"|"+s.animationTimeline }),
    "animationFull": probe(function (e, s) { s.animation="spin 1s linear 2s 3 reverse both paused";return s.cssText }),
    "animationTwo": probe(function (e, s) { s.animation="a 1s, b 2s";return s.cssText }),
    "animationNone": probe(function (e, s) { s.animation="none";return s.cssText }),
    "animationName": probe(function (e, s) { s.animation="spin";return s.cssText }),
    "animationInvalid": probe(function (e, s) { s.animation="1s 2s 3s";return "["+s.cssText+"]" })
  });
} };
