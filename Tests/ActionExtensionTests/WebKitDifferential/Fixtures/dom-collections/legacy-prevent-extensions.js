// Object.preventExtensions and Object.freeze on a live NodeList. WebKit lets a NodeList be
// made non-extensible (its items stay readable); freezing throws (an indexed property cannot be
// made non-configurable).
var ExtensionPreprocessingJS = {
  run: function (args) {
    var r = {};
    function tn(name, f) {
      try {
        var v = f();
        r[name] = v === null ? "null" : v === undefined ? "undefined" : typeof v === "object" ? String(v) : v;
      } catch (e) {
        r[name] = "throws " + e.name;
      }
    }
    var kids = document.getElementById("d").childNodes;
    tn("reflectPreventExtensions", function () { return Reflect.preventExtensions(document.body.childNodes); });
    tn("childNodesPreventExtensions", function () { Object.preventExtensions(kids); return Object.isExtensible(kids); });
    tn("childNodesReflectPreventExtensions", function () { return Reflect.preventExtensions(kids); });
    tn("childNodesFreeze", function () { Object.freeze(kids); return Object.isFrozen(kids); });
    tn("readAfter", function () { return kids[0].nodeName + ":" + ("0" in kids) + ":" + Object.keys(kids).length; });
    args.completionFunction(r);
  }
};
