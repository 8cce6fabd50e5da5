import DOM
import Foundation
import TestSupport
import Testing

@testable import WebPlatform

/// The bindings generated from Web IDL (`Sources/WebPlatform/Bindings/IDL`,
/// `Scripts/generate-bindings.py`): the checked-in files are what the IDL gives, and the rows
/// carry what the IDL says (`length`, read-only, the [Custom] rows in their IDL places).
@Suite struct GeneratedBindingsTests {
  static let repositoryRoot = RepositoryPaths.root

  static let python = ["/usr/bin/python3", "/usr/local/bin/python3"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  /// Runs the generator with `arguments`: its exit status and what it printed.
  static func generator(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Self.python ?? "python3")
    process.arguments =
      [Self.repositoryRoot.appendingPathComponent("Scripts/generate-bindings.py").path]
      + arguments
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let printed = output.fileHandleForReading.readDataToEndOfFile()
    let complaints = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus,
      String(decoding: printed, as: UTF8.self) + String(decoding: complaints, as: UTF8.self)
    )
  }

  @Test(.enabled(if: python != nil, "python3 not found"))
  func generatedFilesAreFresh() throws {
    let (status, text) = try Self.generator(["--check"])
    #expect(status == 0, "stale or failing generation: \(text)")
  }

  /// What `generate-bindings.py --describe` says of the interfaces and enums.
  static func description() throws -> [String: Any] {
    let (status, text) = try Self.generator(["--describe"])
    try #require(status == 0, "generate-bindings --describe failed: \(text)")
    let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
    return try #require(object as? [String: Any])
  }

  /// Every IDL-declared interface's prototype has each operation with the IDL's `length` and
  /// each attribute with a setter exactly when the IDL makes it writable, and its interface
  /// object each static operation with its `length`: the generated rows, the rows of the
  /// mixins copied onto it and the [Custom] rows alike.
  @Test(.enabled(if: python != nil, "python3 not found"))
  func everyPrototypeHasTheLengthsAndSettersOfItsIDL() throws {
    let interfaces = try #require(try Self.description()["interfaces"] as? [String: Any])
    #expect(interfaces.count >= 12, "the IDL declares the DOM's node interfaces and more")
    let json = String(
      decoding: try JSONSerialization.data(withJSONObject: interfaces, options: [.sortedKeys]),
      as: UTF8.self)
    let runtime = RuntimeHarness.runtime("<!DOCTYPE html><p>text</p>")
    let result = try RuntimeTestSupport.string(
      runtime,
      """
      var idl = \(json), wrong = [], checked = 0;
      Object.keys(idl).forEach(function (name) {
        if (idl[name].hidden) return;  // [LegacyNoInterfaceObject]: no constructor reaches it
        // A [Global] interface's members are the global object's own properties (made on
        // first use: listing the global's keys makes them all).
        if (idl[name].global) Object.keys(globalThis);
        var proto = idl[name].global ? globalThis : globalThis[name] && globalThis[name].prototype;
        if (!proto) { wrong.push(name + " is not installed"); return; }
        Object.keys(idl[name].operations).forEach(function (op) {
          var d = Object.getOwnPropertyDescriptor(proto, op);
          if (!d || typeof d.value !== "function") wrong.push(name + "." + op + " missing");
          else if (d.value.length !== idl[name].operations[op])
            wrong.push(name + "." + op + ".length " + d.value.length);
          checked++;
        });
        Object.keys(idl[name]["static operations"]).forEach(function (op) {
          var d = Object.getOwnPropertyDescriptor(globalThis[name], op);
          if (!d || typeof d.value !== "function") wrong.push(name + "." + op + " missing");
          else if (d.value.length !== idl[name]["static operations"][op])
            wrong.push(name + "." + op + ".length " + d.value.length);
          checked++;
        });
        Object.keys(idl[name].attributes).forEach(function (attr) {
          var d = Object.getOwnPropertyDescriptor(proto, attr);
          if (!d || !d.get) wrong.push(name + "." + attr + " missing");
          else if (!!d.set !== (idl[name].attributes[attr] === "writable"))
            wrong.push(name + "." + attr + (d.set ? " has a setter" : " has no setter"));
          checked++;
        });
      });
      wrong.length ? wrong.join("; ") : "ok " + checked
      """)
    #expect(result.hasPrefix("ok "), "\(result)")
    #expect((Int(result.dropFirst(3)) ?? 0) > 150, "\(result) members checked")
  }

  /// The [Reflect] attributes of each IDL interface are the rows the DOM's reflected-attribute
  /// table declares on it (both ways), with the same content attribute and IDL type; and their
  /// generated rows get and set through the table's rule.
  @Test(.enabled(if: python != nil, "python3 not found"))
  func reflectedAttributesAreTheDOMTablesRows() throws {
    let interfaces = try #require(try Self.description()["interfaces"] as? [String: Any])
    var compared = 0
    for (name, value) in interfaces {
      let idl = try #require(value as? [String: Any])
      let reflected = try #require(idl["reflected"] as? [String: [String: String]])
      let table = ReflectedAttribute.attributes(declaredOn: name)
      guard !reflected.isEmpty else { continue }
      #expect(Set(reflected.keys) == Set(table.map(\.name)), "\(name)'s reflected attributes")
      for row in table {
        let declared = reflected[row.name]
        #expect(declared?["content"] == row.contentAttribute, "\(name).\(row.name)")
        #expect(declared?["type"] == "\(row.idlType)", "\(name).\(row.name)")
        compared += 1
      }
    }
    #expect(compared >= 11, "HTMLElement's reflected attributes at least")
    let runtime = RuntimeHarness.runtime("<!DOCTYPE html><p>text</p>")
    let result = try RuntimeTestSupport.string(
      runtime,
      """
      var e = document.createElement("div"), out = [];
      e.dir = "RTL"; out.push(e.dir, e.getAttribute("dir"));
      e.dir = "sideways"; out.push(JSON.stringify(e.dir));
      e.hidden = 1; out.push(e.hasAttribute("hidden"));
      e.accessKey = "k"; out.push(e.getAttribute("accesskey"));
      out.push(String(e.popover)); e.popover = "AUTO"; out.push(e.popover);
      e.title = null; out.push(e.title);
      out.push(HTMLElement.prototype.hasOwnProperty("title"), "title" in Element.prototype);
      out.join("|")
      """)
    #expect(result == "rtl|RTL|\"\"|true|k|null|auto|null|true|false")
  }

  /// The IDL enums' values are the raw values of the Swift enumerations they convert to.
  @Test(.enabled(if: python != nil, "python3 not found"))
  func enumValuesAreTheSwiftRawValues() throws {
    let enums = try #require(try Self.description()["enums"] as? [String: [String]])
    #expect(
      enums["DOMParserSupportedType"] == DOMParser.SupportedType.allCases.map(\.rawValue))
    let modes = try #require(enums["ShadowRootMode"])
    #expect(modes.count == 2 && modes.allSatisfy { ShadowRoot.Mode(rawValue: $0) != nil })
    let assignments = try #require(enums["SlotAssignmentMode"])
    #expect(
      assignments.count == 2
        && assignments.allSatisfy { ShadowRoot.SlotAssignmentMode(rawValue: $0) != nil })
  }

  @Test func nodeRowsFollowTheIDL() throws {
    let members = NodeBinding.definition.members
    let names = members.map(\.name)
    #expect(names.first == "nodeType")
    #expect(names.firstIndex(of: "getRootNode") == 5, "in its IDL place")
    #expect(names.filter { $0.hasPrefix("DOCUMENT_POSITION_") }.count == 6)
    func length(_ name: String) -> Int? {
      guard let member = members.first(where: { $0.name == name }),
        case .operation(let length, _) = member.kind
      else { return nil }
      return length
    }
    #expect(length("insertBefore") == 2)
    #expect(length("cloneNode") == 0, "an optional argument does not count")
    #expect(length("appendChild") == 1)
    let nodeValue = try #require(members.first { $0.name == "nodeValue" })
    if case .attribute(_, let set) = nodeValue.kind {
      #expect(set != nil, "nodeValue is writable")
    }
    let nodeName = try #require(members.first { $0.name == "nodeName" })
    #expect(nodeName.remembered == .whileDocumentsAreOneKind)
  }

  @Test func theGeneratedNodeBindingBehavesAsTheStandardSays() throws {
    let runtime = RuntimeHarness.runtime("<!DOCTYPE html><p id=p>text</p>")
    let result = try RuntimeTestSupport.string(
      runtime,
      """
      var p = document.getElementById("p"), t = p.firstChild, out = [];
      out.push(Node.prototype.insertBefore.length, Node.prototype.cloneNode.length,
        Node.prototype.getRootNode.length, Node.ELEMENT_NODE, Node.prototype.TEXT_NODE);
      try { p.appendChild(); } catch (e) { out.push(e.constructor.name + ":" + e.message); }
      try { Node.prototype.appendChild.call({}, p); } catch (e) { out.push(e.constructor.name); }
      t.nodeValue = null; out.push(JSON.stringify(t.data));
      t.nodeValue = undefined; out.push(JSON.stringify(t.data));
      t.nodeValue = 5; out.push(JSON.stringify(t.data));
      out.push(p.compareDocumentPosition(document.body), p.cloneNode().outerHTML,
        p.cloneNode(true).outerHTML, p.isEqualNode(p.cloneNode(true)), p.contains(null));
      out.join("|")
      """)
    #expect(
      result
        == "2|0|0|1|3|TypeError:Not enough arguments|TypeError|\"\"|\"\"|\"5\"|10|<p id=\"p\"></p>|"
        + "<p id=\"p\">5</p>|true|false")
  }

  /// What the generator makes of the IDL's features, as scripts see it: mixin members copied
  /// onto each including interface (and checking `this` against it), an enum argument, an
  /// expanded dictionary, [PutForwards], [LegacyNullToEmptyString], an optional boolean, a
  /// sequence<DOMString> result, an EventHandler attribute, arguments converted before a
  /// [ActionJSParsed] string is parsed, an argument's [LegacyNullToEmptyString] (null is "":
  /// no element), an optional nullable argument left undefined, an optional integer whose
  /// default is 0, a stringifier and a stringifier attribute, static operations.
  @Test func theGeneratedFeaturesBehaveAsTheIDLSays() throws {
    let runtime = RuntimeHarness.runtime(
      "<!DOCTYPE html><div id=d class=a><p id=p title=t>text</p><!--c--></div>")
    let result = try RuntimeTestSupport.string(
      runtime,
      """
      var d = document.getElementById("d"), p = document.getElementById("p");
      var c = d.lastChild, out = [];
      function t(f) { try { return String(f()); } catch (e) { return e.name + ":" + e.message; } }
      out.push(t(function () { return Element.prototype.before.call(c, "x"); }).split(":")[0]);
      out.push(t(function () { CharacterData.prototype.before.call(c, "x"); return c.previousSibling.data; }));
      out.push(t(function () { return Element.prototype.querySelector.call(document, "p"); }).split(":")[0]);
      out.push(t(function () { return Document.prototype.querySelector.call(document, "p").id; }));
      out.push(t(function () { return new DOMParser().parseFromString("", "text/plain"); }));
      out.push(t(function () { return new DOMParser().parseFromString("<a>", "text/html").body.innerHTML; }));
      var host = document.createElement("div"), root = host.attachShadow({ mode: "closed" });
      d.append(host); root.innerHTML = "<i></i>";
      out.push(root.mode, root.slotAssignment);
      out.push(root.firstChild.getRootNode() === root, root.firstChild.getRootNode({ composed: true }) === document);
      out.push(t(function () { return p.getRootNode(5); }).split(":")[0]);
      var e = document.createElement("i");
      e.classList = "x  y"; out.push(JSON.stringify(e.className), e.classList.length);
      e.innerHTML = "<b></b>"; e.innerHTML = null; out.push(JSON.stringify(e.innerHTML));
      out.push(e.toggleAttribute("z", undefined), e.toggleAttribute("z", 0), e.hasAttribute("z"));
      out.push(Array.isArray(p.getAttributeNames()), p.getAttributeNames().join(","));
      function handler() {}
      root.onslotchange = handler; out.push(root.onslotchange === handler);
      root.onslotchange = 5; out.push(String(root.onslotchange));
      out.push(t(function () { return d.insertAdjacentElement("nowhere", 5); }).split(":")[0]);
      out.push(t(function () { return d.insertAdjacentElement("nowhere", e); }).split(":")[0]);
      var made = document.implementation.createDocument(null, null);
      out.push(made.documentElement, document.implementation.createDocument("", "x", undefined).documentElement.tagName);
      var selection = getSelection(); selection.collapse(p, 1); selection.collapse(p);
      out.push(selection.anchorOffset, selection.anchorNode === p);
      var range = document.createRange(); range.selectNodeContents(p);
      out.push(String(range), Object.keys(Range.prototype).indexOf("toString") >= 0);
      out.push(DOMRect.fromRect({ width: 2 }).width, DOMRect.fromRect.length,
        DOMPoint.fromPoint() instanceof DOMPoint);
      var url = new URL("https://example.com/a?b#c");
      out.push(String(url), url.toString === URL.prototype.toString, URL.canParse("nothing"),
        URL.parse("/x", "https://example.com/y").href);
      out.join("|")
      """)
    #expect(
      result
        == "TypeError|x|TypeError|p|TypeError:The provided value 'text/plain' is not a valid enum "
        + "value of type DOMParserSupportedType.|<a></a>|closed|named|true|true|TypeError|"
        + "\"x  y\"|2|\"\"|true|false|false|true|id,title|true|null|TypeError|SyntaxError||x|"
        + "0|true|text|true|2|0|true|https://example.com/a?b#c|true|false|https://example.com/x")
  }

  /// An interface with [ActionJSView] (HTMLTableElement: its members called on the model's
  /// view of the element, after the brand check) and an optional integer with another default
  /// than 0 (`insertRow(optional long index = -1)`: undefined is the default).
  @Test func viewMembersAndIntegerDefaultsBehaveAsTheIDLSays() throws {
    let runtime = RuntimeHarness.runtime(
      "<!DOCTYPE html><table id=t><tr id=r><td>a</td></tr></table>")
    let result = try RuntimeTestSupport.string(
      runtime,
      """
      var t = document.getElementById("t"), out = [];
      function f(g) { try { return String(g()); } catch (e) { return e.name + ":" + e.message; } }
      t.insertRow().id = "last"; t.insertRow(undefined).id = "end"; t.insertRow(0).id = "first";
      out.push(Array.prototype.map.call(t.rows, function (row) { return row.id; }).join(","));
      out.push(HTMLTableElement.prototype.insertRow.length,
        HTMLTableElement.prototype.deleteRow.length, f(function () { return t.deleteRow(); }));
      out.push(t.createTHead() === t.tHead, t.tBodies === t.tBodies, t.rows.length);
      out.push(f(function () { return HTMLTableElement.prototype.createTHead.call(document.body); }));
      out.push(f(function () { t.caption = document.createElement("div"); }));
      out.push(f(function () { t.tHead = document.createElement("div"); }).split(":")[0]);
      out.push(f(function () { t.tFoot = {}; }).split(":")[0]);
      t.deleteRow(-1); t.deleteTHead(); t.createCaption().textContent = "c";
      out.push(t.rows.length, String(t.tHead), t.caption.textContent, t.border);
      out.join("|")
      """)
    #expect(
      result
        == "first,r,last,end|0|1|TypeError:Not enough arguments|true|true|4|TypeError:Can only "
        + "call HTMLTableElement.createTHead on instances of HTMLTableElement|TypeError:The value "
        + "is not an HTML caption element|HierarchyRequestError|TypeError|3|null|c|")
  }

  /// An enum attribute's setter ignores a string that is not one of the enumeration's values
  /// (History's scrollRestoration), converting the value first (a Symbol throws); a stringifier
  /// written as `stringifier;` after a plain attribute (Location's href, toString last).
  @Test func enumAttributesIgnoreOtherStrings() throws {
    let runtime = RuntimeHarness.runtime("<!DOCTYPE html><p>text</p>")
    let result = try RuntimeTestSupport.string(
      runtime,
      """
      var out = [];
      function f(g) { try { return String(g()); } catch (e) { return e.name; } }
      history.scrollRestoration = "manual"; out.push(history.scrollRestoration);
      history.scrollRestoration = "MANUAL"; history.scrollRestoration = "sideways";
      out.push(history.scrollRestoration);
      out.push(f(function () { history.scrollRestoration = Symbol(); }));
      history.scrollRestoration = { toString: function () { return "auto"; } };
      out.push(history.scrollRestoration, History.prototype.go.length);
      var keys = Object.getOwnPropertyNames(Location.prototype);
      out.push(keys[keys.length - 1], String(location) === location.href);
      out.join("|")
      """)
    #expect(result == "manual|manual|TypeError|auto|0|toString|true")
  }

  /// A union of interfaces as a result (StyleSheet's `(Element or ProcessingInstruction)?
  /// ownerNode`), a sequence<ByteString> result (Headers' getSetCookie), a [Custom] iterable
  /// declaration (the hand-written definition's iteration, after the generated members), and
  /// [SameObject] rows answering the same object (MutationRecord's addedNodes).
  @Test func unionResultsByteStringSequencesAndCustomIterables() throws {
    let runtime = RuntimeHarness.runtime(
      "<!DOCTYPE html><style id=s>p { color: red }</style><p>text</p>")
    let result = try RuntimeTestSupport.string(
      runtime,
      """
      var out = [], sheet = document.styleSheets[0];
      out.push(sheet.ownerNode === document.getElementById("s"));
      document.getElementById("s").remove(); out.push(String(sheet.ownerNode));
      var h = new Headers([["Set-Cookie", "a=1"], ["set-cookie", "b=2"], ["x", "y"]]);
      var cookies = h.getSetCookie();
      out.push(Array.isArray(cookies), cookies.join(";"), h.get("x"), String(h.get("z")));
      var p = new URLSearchParams("b=2&a=1"), keys = Object.getOwnPropertyNames(URLSearchParams.prototype);
      out.push(Array.from(p).join(";"), keys.indexOf("toString") < keys.indexOf("entries"));
      var records = [], observer = new MutationObserver(function () {});
      observer.observe(document.body, { childList: true });
      document.body.append(document.createElement("i"));
      records = observer.takeRecords();
      out.push(records[0].addedNodes === records[0].addedNodes, records[0].addedNodes.length,
        records[0].target === document.body, records[0].type);
      out.join("|")
      """)
    #expect(result == "true|null|true|a=1;b=2|y|null|b,2;a,1|true|true|1|true|childList")
  }

  /// A named getter (HTMLSelectElement's `getter HTMLOptionElement? item(unsigned long index)`)
  /// is generated as its regular operation, beside the hand-written indexed getter and setter
  /// (the legacy platform object; the unnamed `setter` declares no row), and [ActionJSSetter]
  /// on a number attribute (length through setLength).
  @Test func namedSpecialOperationsAreTheirRegularOperations() throws {
    let runtime = RuntimeHarness.runtime(
      "<!DOCTYPE html><select><option>a</option><option id=b>b</option></select>")
    let result = try RuntimeTestSupport.string(
      runtime,
      """
      var out = [], s = document.querySelector("select"), proto = HTMLSelectElement.prototype;
      out.push(s.item(1) === s[1], s.item(1).id, String(s.item(5)), proto.item.length);
      out.push(Object.getOwnPropertyNames(proto).filter(function (k) { return k === ""; }).length);
      try { proto.item.call(document.body, 0); } catch (e) { out.push(e.name); }
      try { s.item(); } catch (e) { out.push(e.message); }
      s[2] = new Option("c"); out.push(s.length, s.item(2).text);
      s.length = 1; out.push(s.length, String(s[1]));
      out.join("|")
      """)
    #expect(result == "true|b|null|1|0|TypeError|Not enough arguments|3|c|1|undefined")
  }

  /// Optional integers without a default (nil when undefined): Blob.slice's bounds, converted
  /// as WebKit converts them (plain long longs: truncated, NaN and infinities 0; the WebKit
  /// oracle's answers), and CSSStyleSheet.addRule's index.
  @Test func optionalIntegersWithoutADefault() throws {
    let runtime = RuntimeHarness.runtime("<!DOCTYPE html><style>p { color: red }</style><p>x</p>")
    let result = try RuntimeTestSupport.string(
      runtime,
      """
      var out = [], b = new Blob(["abcdefgh"]);
      out.push(b.slice(1.5).size, b.slice(2.5).size, b.slice(-1.5).size);
      out.push(b.slice(0, 4294967298).size, b.slice(NaN, Infinity).size);
      out.push(b.slice(-Infinity, 3).size, b.slice(undefined, 2, undefined).size, b.slice.length);
      var sheet = document.styleSheets[0];
      out.push(sheet.addRule("a", "color: blue"), sheet.addRule("b", "color: blue", undefined));
      out.push(sheet.addRule("i", "color: blue", 0), sheet.cssRules[0].selectorText);
      out.push(sheet.cssRules[2].selectorText, sheet.addRule.length);
      out.join("|")
      """)
    #expect(result == "7|6|1|8|0|3|2|0|-1|-1|-1|i|a|0")
  }
}
