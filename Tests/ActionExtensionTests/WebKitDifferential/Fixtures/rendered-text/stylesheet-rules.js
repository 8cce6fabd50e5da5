// innerText with styles from a <style> sheet: display, visibility, white-space, text-transform, ::before/::after content (does WebKit's innerText include generated content?), margins, floats.
var ExtensionPreprocessingJS = { run: function (args) {
  var r = {}; var ids = ["none", "block", "inline", "hidden", "pre", "upper", "before", "after", "blockBefore", "tight", "float"];
  for (var i = 0; i < ids.length; i++) r[ids[i]] = document.getElementById(ids[i]).innerText;
  args.completionFunction(r);
} };
