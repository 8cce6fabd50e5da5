// @select: beta gamma
// The selection the find-in-page step makes across two paragraphs: its string and its boundary points.
var ExtensionPreprocessingJS = { run: function (args) {
  var sel = getSelection(); var r = { string: sel.toString(), rangeCount: sel.rangeCount };
  if (sel.rangeCount) { var rg = sel.getRangeAt(0); r.start = rg.startContainer.nodeName + ":" + rg.startOffset + ":" + (rg.startContainer.data || ""); r.end = rg.endContainer.nodeName + ":" + rg.endOffset + ":" + (rg.endContainer.data || ""); r.rangeString = rg.toString(); }
  args.completionFunction(r);
} };
