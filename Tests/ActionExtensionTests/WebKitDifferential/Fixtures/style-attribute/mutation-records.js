// MutationObserver records for inline style changes.
function probe(body) {
  var e = document.createElement("span");
  try { var r = body(e, e.style); return r === undefined || r === null ? String(r) : r; }
  catch (x) { return "threw " + x.name; }
}
var ExtensionPreprocessingJS = { run: function (args) {
  args.completionFunction({
    "oldValues": probe(function (e, s) { var o=new MutationObserver(function(){});o.observe(e,{attributes:true,attributeOldValue:true});e.style.color="red";e.title="t";e.style.color="blue";var r=o.takeRecords();return r.map(function(x){return x.attributeName+"="+x.oldValue}).join(";")+" "+e.outerHTML }),
    "noOldValues": probe(function (e, s) { var o=new MutationObserver(function(){});o.observe(e,{attributes:true});e.style.color="red";e.title="t";e.style.color="blue";var r=o.takeRecords();return r.map(function(x){return x.attributeName+"="+x.oldValue}).join(";")+" "+e.outerHTML }),
    "noOldValuesOrder": probe(function (e, s) { var o=new MutationObserver(function(){});o.observe(e,{attributes:true});e.style.color="red";e.style.color="blue";e.title="t";o.takeRecords();return e.outerHTML }),
    "unchangedNoRecord": probe(function (e, s) { var o=new MutationObserver(function(){});o.observe(e,{attributes:true,attributeOldValue:true});e.style.color="red";e.style.color="red";e.style.color="bogus";e.style.removeProperty("width");var r=o.takeRecords();return r.map(function(x){return x.attributeName+"="+x.oldValue}).join(";") }),
    "parsedOldValue": probe(function (e, s) { e.setAttribute("style","color: green");var o=new MutationObserver(function(){});o.observe(e,{attributes:true,attributeOldValue:true});e.style.color="red";e.style.width="1px";var r=o.takeRecords();return r.map(function(x){return x.attributeName+"="+x.oldValue}).join(";") }),
    "cssTextAlwaysRecords": probe(function (e, s) { var o=new MutationObserver(function(){});o.observe(e,{attributes:true,attributeOldValue:true});e.style.cssText="color:red";e.style.cssText="";e.style.cssText="";var r=o.takeRecords();return r.map(function(x){return x.attributeName+"="+x.oldValue}).join(";")+" "+e.outerHTML }),
    "removeAttributeNoRecord": probe(function (e, s) { var o=new MutationObserver(function(){});o.observe(e,{attributes:true,attributeOldValue:true});e.style.color="red";e.removeAttribute("style");var r=o.takeRecords();return r.map(function(x){return x.attributeName+"="+x.oldValue}).join(";")+" "+e.outerHTML }),
    "filterExcludesStyle": probe(function (e, s) { var o=new MutationObserver(function(){});o.observe(e,{attributes:true,attributeFilter:["title"]});e.style.color="red";e.title="t";var r=o.takeRecords();return r.length+" "+e.outerHTML }),
    "oldValueWritesAttribute": probe(function (e, s) { var o=new MutationObserver(function(){});o.observe(e,{attributes:true,attributeOldValue:true});e.style.color="red";e.style.color="blue";e.title="t";var r=o.takeRecords();return r.map(function(x){return x.attributeName+"="+x.oldValue}).join(";")+" "+e.outerHTML }),
    "sameShorthandNoRecord": probe(function (e, s) { var o=new MutationObserver(function(){});o.observe(e,{attributes:true,attributeOldValue:true});e.style.margin="1px";e.style.setProperty("margin","1px");var r=o.takeRecords();return r.map(function(x){return x.attributeName+"="+x.oldValue}).join(";") }),
    "subtreeObserver": probe(function (e, s) { var d=document.createElement("div");d.appendChild(e);var o=new MutationObserver(function(){});o.observe(d,{attributes:true,subtree:true,attributeOldValue:true});e.style.color="red";e.style.color="blue";var r=o.takeRecords();return r.map(function(x){return x.target.tagName+":"+x.attributeName+"="+x.oldValue}).join(";") }),
    "recordType": probe(function (e, s) { var o=new MutationObserver(function(){});o.observe(e,{attributes:true});e.style.color="red";var r=o.takeRecords()[0];return r.type+" "+r.attributeName+" "+String(r.attributeNamespace)+" "+(r.target===e) })
  });
} };
