import DOM
import Testing

@testable import WebPlatform

/// `CSSStyleDeclaration`'s property attributes and operations are put on its prototype only
/// when first asked for (InterfaceDefinition.deferredMembers). Whatever route a script takes
/// to them, it must see what it would see had they all been there from the start: the same
/// members, in the same order, with the same functions.
@Suite struct DeferredMembersTests {
  private func run(_ source: String) throws -> String {
    let runtime = RuntimeHarness.runtime("<body style='color: red'><p>x</p></body>")
    return try RuntimeTestSupport.string(runtime, source)
  }

  /// The prototype's own keys and the descriptors of a sample, as JSON.
  private static let describe = """
    function describe(prototype) {
      var names = Object.getOwnPropertyNames(prototype);
      var sample = ["cssText", "display", "backgroundColor", "background-color", "webkitTransform",
        "cssFloat", "item", "setProperty"].map(function (name) {
        var d = Object.getOwnPropertyDescriptor(prototype, name);
        return [name, typeof d.get, typeof d.set, typeof d.value, d.enumerable, d.configurable,
          d.writable, (d.get || d.value).name, (d.get || d.value).length];
      });
      return JSON.stringify([names.length, names, sample,
        Object.getOwnPropertySymbols(prototype).map(String)]);
    }
    """

  /// Every route to the prototype gives the same keys as reaching it first through the global.
  @Test(arguments: [
    // The global first: everything is put in place before any member is used.
    "describe(CSSStyleDeclaration.prototype)",
    // Members used one by one through an instance, then the prototype from the instance.
    """
    var s = document.body.style; s.display; s.setProperty("width", "1px"); "color" in s;
    s.marginTop = "2px"; s.getPropertyValue("color"); describe(Object.getPrototypeOf(s))
    """,
    // `constructor` through the instance, after a member.
    "var s = document.body.style; s.color; describe(s.constructor.prototype)",
    // `__proto__` and a for-in walk.
    """
    var s = document.body.style; s.item(0); for (var k in s) {} describe(s.__proto__)
    """,
    // The global after members were used.
    "document.body.style.zIndex; document.body.style.item; describe(CSSStyleDeclaration.prototype)",
  ])
  func everyRouteSeesTheSamePrototype(_ route: String) throws {
    let reference = try run(Self.describe + "describe(CSSStyleDeclaration.prototype)")
    #expect(try run(Self.describe + route) == reference)
    #expect(reference.contains("\"backgroundColor\""))
  }

  /// Members asked for before the prototype was reached work, and keep their identity once
  /// it is: the function read through an instance is the prototype's.
  @Test func membersWorkBeforeThePrototypeIsReachedAndKeepTheirIdentity() throws {
    let result = try run(
      """
      var s = document.body.style, results = [];
      results.push(s.color, "width" in s, "notAProperty" in s, s.notAProperty === undefined);
      s.width = "3px"; s.setProperty("margin-top", "4px");
      results.push(s.cssText);
      var setProperty = s.setProperty, item = s.item;
      var proto = Object.getPrototypeOf(s);
      results.push(proto === CSSStyleDeclaration.prototype, proto.setProperty === setProperty,
        CSSStyleDeclaration.prototype.item === item, s instanceof CSSStyleDeclaration,
        Object.keys(s).join(","), s[0], s.length);
      results.join("|")
      """)
    #expect(
      result
        == "red|true|false|true|color: red; width: 3px; margin-top: 4px;|true|true|true|true|"
        + "0,1,2|color|3")
  }
}
