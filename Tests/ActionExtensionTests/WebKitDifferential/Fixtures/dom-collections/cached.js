// Which methods answer the same live collection for the same arguments (WebKit caches them
// per node, while held): getElementsByTagName, getElementsByTagNameNS,
// getElementsByClassName, getElementsByName; and which answer a new object every time.
// The cached ones stay live, and keep an expando set on them.
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
    var d = document.getElementById("d");
    tn("tagSame", function () { return d.getElementsByTagName("p") === d.getElementsByTagName("p"); });
    tn("tagCaseDiffers", function () { return d.getElementsByTagName("P") === d.getElementsByTagName("p"); });
    tn("tagCaseLengths", function () { return d.getElementsByTagName("P").length + ":" + d.getElementsByTagName("p").length; });
    tn("starSame", function () { return d.getElementsByTagName("*") === d.getElementsByTagName("*"); });
    tn("otherRootDiffers", function () { return d.getElementsByTagName("p") === document.getElementsByTagName("p"); });
    tn("documentSame", function () { return document.getElementsByTagName("p") === document.getElementsByTagName("p"); });
    tn("classSame", function () { return d.getElementsByClassName("a") === d.getElementsByClassName("a"); });
    tn("classOrderDiffers", function () { return d.getElementsByClassName("a b") === d.getElementsByClassName("b a"); });
    tn("classEmptySame", function () { return d.getElementsByClassName("") === d.getElementsByClassName(""); });
    tn("nsSame", function () { return d.getElementsByTagNameNS("*", "p") === d.getElementsByTagNameNS("*", "p"); });
    tn("nsNullVsEmpty", function () { return d.getElementsByTagNameNS(null, "p") === d.getElementsByTagNameNS("", "p"); });
    tn("nsLength", function () { return d.getElementsByTagNameNS("http://www.w3.org/1999/xhtml", "p").length; });
    tn("nameSame", function () { return document.getElementsByName("f") === document.getElementsByName("f"); });
    tn("querySelectorAllNew", function () { return d.querySelectorAll("p") === d.querySelectorAll("p"); });
    tn("expandoKept", function () { d.getElementsByTagName("br").marker = 7; return d.getElementsByTagName("br").marker; });
    tn("staysLive", function () {
      var before = d.getElementsByTagName("p").length;
      d.appendChild(document.createElement("p"));
      return before + ">" + d.getElementsByTagName("p").length;
    });
    tn("classLive", function () {
      var c = d.getElementsByClassName("a"), before = c.length;
      d.lastChild.className = "a";
      return before + ">" + d.getElementsByClassName("a").length + (c === d.getElementsByClassName("a"));
    });
    tn("movedElementSame", function () {
      var e = document.createElement("section"), c = e.getElementsByTagName("i");
      document.body.appendChild(e);
      return c === e.getElementsByTagName("i");
    });
    tn("adoptedIntoXMLDocument", function () {
      var e = document.createElement("section"); e.appendChild(document.createElement("I"));
      var c = e.getElementsByTagName("I"), before = c.length;
      var x = document.implementation.createDocument(null, "root", null);
      x.documentElement.appendChild(e);
      var after = e.getElementsByTagName("I");
      return before + ":" + after.length + ":" + (c === after) + ":" + c.length;
    });
    args.completionFunction(r);
  }
};
