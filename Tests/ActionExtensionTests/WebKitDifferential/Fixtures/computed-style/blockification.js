// Which boxes WebKit blockifies: children of flex and grid containers and of the legacy
// -webkit-box, floats (also from an img's align attribute), absolutely positioned boxes, and
// the children of a shadow host (the flat tree's parent); form controls with their native
// appearance (WebKit's theme); MathML in a table cell.
var ExtensionPreprocessingJS = { run: function (args) {
  var out = {};
  function probe(key, html, path) {
    var holder = document.body.appendChild(document.createElement("div"));
    holder.innerHTML = html;
    var element = holder.querySelector("#x");
    out[key] = getComputedStyle(element).display + " " + getComputedStyle(element).cssFloat;
  }
  probe("flexChild", "<div style='display:flex'><a id=x>a</a></div>");
  probe("inlineFlexChild", "<span style='display:inline-flex'><a id=x>a</a></span>");
  probe("gridChild", "<div style='display:grid'><span id=x style='display:inline-table'>a</span></div>");
  probe("webkitBoxChild", "<div style='display:-webkit-box'><a id=x>a</a></div>");
  probe("webkitInlineBoxChild", "<span style='display:-webkit-inline-box'><a id=x>a</a></span>");
  probe("webkitBoxChildInlineBlock", "<div style='display:-webkit-box'><a id=x style='display:inline-block'>a</a></div>");
  probe("float", "<span id=x style='float:left'>a</span>");
  probe("floatInlineFlex", "<span id=x style='float:right;display:inline-flex'>a</span>");
  probe("absolute", "<span id=x style='position:absolute'>a</span>");
  probe("absoluteFloat", "<span id=x style='position:absolute;float:right'>a</span>");
  probe("fixedFloat", "<span id=x style='position:fixed;float:left'>a</span>");
  probe("relativeFloat", "<span id=x style='position:relative;float:left'>a</span>");
  probe("absoluteFloatNone", "<span id=x style='position:absolute;float:right;display:none'>a</span>");
  probe("absoluteAlignedImage", "<img id=x align=right style='position:absolute'>");
  probe("fixed", "<span id=x style='position:fixed;display:inline-grid'>a</span>");
  probe("relative", "<span id=x style='position:relative'>a</span>");
  probe("imgAlignLeft", "<img id=x align=left>");
  probe("imgAlignRight", "<img id=x align=right width=10>");
  probe("imgAlignMiddle", "<img id=x align=middle>");
  probe("imgAlignCenter", "<img id=x align=center>");
  probe("tableAlignLeft", "<table id=x align=left></table>");
  probe("divAlignLeft", "<div id=x align=left></div>");
  probe("iframeAlignRight", "<iframe id=x align=right></iframe>");
  probe("inputImageAlign", "<input id=x type=image align=left>");
  probe("flexChildContents", "<div style='display:flex'><a id=x style='display:contents'>a</a></div>");
  probe("flexGrandchild", "<div style='display:flex'><div style='display:contents'><a id=x>a</a></div></div>");
  probe("textareaInline", "<textarea id=x style='display:inline'></textarea>");
  probe("buttonListItem", "<button id=x style='display:list-item'></button>");
  probe("selectTableCell", "<select id=x style='display:table-cell'></select>");
  probe("inputInlineTable", "<input id=x style='display:inline-table'>");
  probe("inputNoAppearance", "<input id=x style='display:inline;appearance:none'>");
  probe("meterTable", "<meter id=x style='display:table'></meter>");
  probe("inputInlineFlex", "<input id=x style='display:inline-flex'>");
  probe("mathInTableCell", "<math><mtable><mtr><mtd><mi id=x>x</mi></mtd></mtr></mtable></math>");
  probe("mathTableInTableCell", "<math><mtable><mtr><mtd><mtable id=x></mtable></mtd></mtr></mtable></math>");
  var host = document.body.appendChild(document.createElement("div"));
  host.attachShadow({ mode: "open" }).innerHTML = "<div style='display:flex'><slot></slot></div>";
  var a = host.appendChild(document.createElement("a"));
  out.slottedInFlex = getComputedStyle(a).display;
  var host2 = document.body.appendChild(document.createElement("div"));
  host2.style.display = "flex";
  host2.attachShadow({ mode: "open" }).innerHTML = "<span id=s>s</span>";
  out.shadowChildOfFlexHost = getComputedStyle(host2.shadowRoot.getElementById("s")).display;
  args.completionFunction(out);
} };
