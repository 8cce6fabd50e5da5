// Inline styles as extension scripts and pages write them.
function probe(body) {
  var e = document.createElement("span");
  try { var r = body(e, e.style); return r === undefined || r === null ? String(r) : r; }
  catch (x) { return "threw " + x.name; }
}
var ExtensionPreprocessingJS = { run: function (args) {
  args.completionFunction({
    "overlay": probe(function (e, s) { s.cssText="position: fixed; top: 0; left: 0; width: 100%; height: 100%; z-index: 2147483647; background: rgba(0,0,0,.6)";return s.cssText }),
    "card": probe(function (e, s) { s.cssText="margin: 0 auto; padding: 12px 16px; border: 1px solid #ddd; border-radius: 8px; box-shadow: 0 2px 4px rgba(0,0,0,.2)";return s.cssText }),
    "typography": probe(function (e, s) { s.cssText="font: 14px/1.4 -apple-system, BlinkMacSystemFont, 'Segoe UI', sans-serif; color: #333; text-decoration: none";return s.cssText }),
    "typographyPV": probe(function (e, s) { s.cssText="font: 14px/1.4 -apple-system, 'Segoe UI', sans-serif";return s.getPropertyValue("font") }),
    "transitionEase": probe(function (e, s) { s.cssText="transition: all .3s ease; -webkit-transition: opacity 0.2s linear";return s.cssText }),
    "flexRow": probe(function (e, s) { s.cssText="display: flex; flex: 1 1 0; align-items: center; justify-content: space-between; gap: 8px";return s.cssText }),
    "resetList": probe(function (e, s) { s.cssText="list-style: none; margin: 0; padding: 0; outline: 0";return s.cssText }),
    "borderZero": probe(function (e, s) { s.cssText="border: 0; border-bottom: 2px solid red";return s.cssText }),
    "backgroundImage": probe(function (e, s) { s.cssText="background: #fff url('img/bg.png') no-repeat center / contain";return s.cssText }),
    "highlight": probe(function (e, s) { s.cssText="background-color: yellow; color: black !important";return s.cssText }),
    "hidden": probe(function (e, s) { s.cssText="display: none !important; visibility: hidden";return s.cssText }),
    "transformCenter": probe(function (e, s) { s.cssText="position: absolute; top: 50%; left: 50%; transform: translate(-50%, -50%)";return s.cssText }),
    "textOverflow": probe(function (e, s) { s.cssText="white-space: nowrap; overflow: hidden; text-overflow: ellipsis";return s.cssText }),
    "fontWeightFamily": probe(function (e, s) { s.cssText="font-family: Helvetica, Arial; font-size: 16px; font-weight: 600; line-height: 24px";return s.cssText }),
    "roundedButton": probe(function (e, s) { s.cssText="border: none; border-radius: 50%; cursor: pointer; background: transparent";return s.cssText }),
    "setThenSerialize": probe(function (e, s) { e.style.backgroundColor="red";e.style.padding="4px 8px";e.style.borderLeft="3px solid #f80";return e.outerHTML }),
    "finalizeTemplate": probe(function (e, s) { document.body.style.backgroundColor="red";var r=document.body.getAttribute("style");document.body.removeAttribute("style");return r })
  });
} };
