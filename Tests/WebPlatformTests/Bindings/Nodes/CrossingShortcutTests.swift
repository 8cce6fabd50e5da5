import DOM
import Testing

@testable import WebPlatform

/// The shortcuts that spare a crossing into Swift (issue 19) must not change what a script
/// sees: remembered `nodeName`/`tagName`/`nodeType`… values, indexed reads of legacy platform
/// objects answered by one call, `instanceof` reading a constructor's fixed prototype.
@Suite struct CrossingShortcutTests {
  static let page = """
    <!DOCTYPE html><body><div id=d class=c><p>one</p><p>two</p></div>\
    <form id=f><input name=email></form><svg id=s><circle/></svg>\
    <template id=tpl><p id=intpl name=n></p></template></body>
    """

  private func run(_ source: String, _ markup: String = CrossingShortcutTests.page) throws
    -> String
  {
    let runtime = RuntimeHarness.runtime(markup)
    return try RuntimeTestSupport.string(runtime, source)
  }

  @Test func rememberedValuesAreTheModelsAndTheGettersKeepTheirShape() throws {
    let result = try run(
      """
      var d = document.getElementById("d"), s = document.getElementById("s");
      var out = [];
      for (var i = 0; i < 3; i++) {
        out.push(d.nodeName, d.tagName, d.localName, d.nodeType, d.namespaceURI, d.prefix);
        out.push(s.nodeName, d.firstChild.nodeName, document.nodeName, document.nodeType);
      }
      var get = Object.getOwnPropertyDescriptor(Node.prototype, "nodeName").get;
      out.push(get.name, get.length, typeof Object.getOwnPropertyDescriptor(Element.prototype,
        "tagName").set);
      // `this` is still checked, on the first read and on later ones.
      for (var j = 0; j < 2; j++) {
        try { get.call({}); out.push("no throw"); } catch (e) { out.push(e.constructor.name); }
        try { Object.getOwnPropertyDescriptor(Element.prototype, "tagName").get.call(
          document.createTextNode("t")); out.push("no throw"); }
        catch (e) { out.push(e.constructor.name); }
      }
      // A page replacing WeakMap's methods changes nothing.
      WeakMap.prototype.get = function () { return "page"; };
      WeakMap.prototype.set = function () { throw new Error("page"); };
      var e = document.createElement("section");
      out.push(e.nodeName, e.nodeName, d.nodeName);
      out.join(",")
      """)
    let once = "DIV,DIV,div,1,http://www.w3.org/1999/xhtml,,svg,P,#document,9"
    #expect(
      result == [once, once, once].joined(separator: ",")
        + ",get nodeName,0,undefined,TypeError,TypeError,TypeError,TypeError,SECTION,SECTION,DIV")
  }

  @Test func anElementMovedIntoAnXMLDocumentIsNamedAsItIsThere() throws {
    let result = try run(
      """
      var d = document.getElementById("d");
      var before = d.nodeName + " " + d.tagName;
      var xml = document.implementation.createDocument(null, "root", null);
      xml.documentElement.appendChild(d);
      var after = d.nodeName + " " + d.tagName;
      document.body.appendChild(d);
      before + " | " + after + " | " + d.nodeName + " " + d.tagName
      """)
    #expect(result == "DIV DIV | div div | DIV DIV")
  }

  @Test func indexedAndNamedPropertiesAnswerAsBefore() throws {
    let result = try run(
      """
      var list = document.getElementById("d").childNodes;
      var all = document.getElementsByTagName("p");
      var form = document.getElementById("f");
      [list.length, list[0].textContent, list[1].textContent, String(list[2]), 0 in list,
       2 in list, list.hasOwnProperty(1), Object.keys(list).join(""),
       typeof Object.getOwnPropertyDescriptor(list, 0).value, all.length,
       all[1].textContent, String(all[5]), form.email === form.elements[0],
       form.nodeName, "email" in form, "nothing" in form, form.length,
       document.getElementById("tpl").content.getElementById("intpl").id,
       document.getElementById("tpl").content.children.namedItem("n").id].join(",")
      """)
    #expect(
      result
        == "2,one,two,undefined,true,false,true,01,object,2,two,undefined,true,FORM,true,false,1,"
        + "intpl,intpl")
  }

  @Test func instanceofReadsTheInterfacePrototype() throws {
    let result = try run(
      """
      var d = document.getElementById("d");
      var fake = Object.create(HTMLDivElement.prototype);
      [d instanceof HTMLDivElement, d instanceof Element, d instanceof Node,
       d instanceof HTMLFormElement, fake instanceof HTMLDivElement, 5 instanceof Node,
       Object.getOwnPropertyDescriptor(Node, "prototype").writable].join(",")
      """)
    #expect(result == "true,true,true,false,true,false,false")
  }

  /// Returning the window does not keep it again each time: a loop reading `event.view`
  /// used to add an entry to the wrapper keeper per read (memory that grew for the world's
  /// life).
  @Test func theWindowIsKeptOnce() throws {
    let runtime = RuntimeHarness.runtime(Self.page)
    _ = try RuntimeTestSupport.string(runtime, "String(document.defaultView === window)")
    let world = runtime.extensionWorld
    let before = world.wrapperKeeper.count
    let result = try RuntimeTestSupport.string(
      runtime,
      """
      var same = 0, event = new UIEvent("x", { view: window });
      for (var i = 0; i < 5000; i++) { if (event.view === window) same++; }
      String(same)
      """)
    #expect(result == "5000")
    #expect(world.wrapperKeeper.count - before < 10)
  }

  /// What `Function.prototype.toString` says of platform functions, as the WebKit oracle
  /// answered (WebKitGTK 2.50: `String(Object.getOwnPropertyDescriptor(Node.prototype,
  /// "nodeType").get)` is "function nodeType() {\n    [native code]\n}", and the same for the
  /// `parentNode` and `textContent` getters and setter, `appendChild`, the `Node` interface
  /// object and `toString` itself): for native
  /// functions (which JavaScriptCore's C API calls "CallbackObject") and for the getters that
  /// keep values on the script side alike; a script's own functions keep their source.
  @Test func platformFunctionsPrintAsWebKitPrintsThem() throws {
    let result = try run(
      """
      var d = function (p, n) { return Object.getOwnPropertyDescriptor(p, n); };
      var f = function mine(a) { return a; };
      [String(d(Node.prototype, "nodeType").get), String(d(Node.prototype, "parentNode").get),
       String(d(Node.prototype, "textContent").get), String(d(Node.prototype, "textContent").set),
       String(Node.prototype.appendChild), String(Function.prototype.toString), String(Node),
       String(f), String(Math.max), Function.prototype.toString.name,
       Function.prototype.toString.length, d(Function.prototype, "toString").enumerable,
       "prototype" in Function.prototype.toString,
       (function () { try { Function.prototype.toString.call({}); return "no throw"; }
         catch (e) { return e.constructor.name; } })()].join("|")
      """)
    let native = { (name: String) in "function \(name)() {\n    [native code]\n}" }
    #expect(
      result
        == [
          native("nodeType"), native("parentNode"), native("textContent"), native("textContent"),
          native("appendChild"), native("toString"), native("Node"),
          "function mine(a) { return a; }",
          native("max"), "toString", "0", "false", "false", "TypeError",
        ].joined(separator: "|"))
  }
}
