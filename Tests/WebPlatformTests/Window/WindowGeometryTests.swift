import DOM
import JSCore
import Testing

@testable import WebPlatform

/// The `HTMLElement` geometry members (`offset*`) this area provides for the HTML area's
/// `HTMLElement` binding, checked on a holder object until that binding exists; and the layout
/// estimate's consistency with `getBoundingClientRect`.
@Suite struct WindowGeometryTests {
  /// Runs `source` with `geometry` holding the `offset*` accessors (call them with
  /// `geometry.offsetTop.call(element)` through the helper `offset(name, element)`).
  static func run(_ source: String) throws -> JSValue {
    let runtime = RuntimeHarness.runtime()
    let world = runtime.extensionWorld
    let holder = world.context.object()
    world.installMembers(
      HTMLElementGeometryMembers.members, of: ElementBinding.definition, on: holder)
    try world.global.set("geometry", holder)
    try runtime.evaluate(
      """
      function offset(name, element) {
        return Object.getOwnPropertyDescriptor(geometry, name).get.call(element);
      }
      """)
    return try runtime.evaluate(source)
  }

  @Test func offsetSizesMatchTheBorderBox() throws {
    let result = try Self.run(
      """
      const box = document.body.appendChild(document.createElement("div"));
      box.setAttribute("style", "width: 100px; height: 40px; padding: 5px; border: 1px solid");
      const rect = box.getBoundingClientRect();
      [offset("offsetWidth", box), offset("offsetHeight", box), rect.width, rect.height].join()
      """)
    #expect(result.toString() == "112,52,112,52")
  }

  @Test func offsetParentAndPosition() throws {
    let result = try Self.run(
      """
      const main = document.getElementById("main");
      const p = document.getElementById("p1");
      const positioned = document.body.appendChild(document.createElement("div"));
      positioned.setAttribute("style", "position: relative; padding: 10px");
      const child = positioned.appendChild(document.createElement("span"));
      child.textContent = "x";
      [
        offset("offsetParent", p) === document.body,
        offset("offsetParent", document.body) === null,
        offset("offsetParent", document.documentElement) === null,
        offset("offsetParent", document.createElement("div")) === null,
        offset("offsetParent", child) === positioned,
        offset("offsetTop", main), offset("offsetLeft", main),
        offset("offsetTop", p) === Math.round(p.getBoundingClientRect().top),
        offset("offsetLeft", child), offset("offsetTop", child),
        offset("offsetWidth", document.head),
      ].join()
      """)
    #expect(result.toString() == "true,true,true,true,true,8,8,true,10,10,0")
  }

  @Test func offsetMembersBrandCheck() throws {
    let result = try Self.run(
      """
      let name = "";
      try { offset("offsetTop", {}); } catch (error) { name = error.name; }
      name
      """)
    #expect(result.toString() == "TypeError")
  }

  @Test func theEstimateIsCachedUntilTheDocumentChanges() throws {
    let runtime = RuntimeHarness.runtime()
    let main = try #require(runtime.document.getElementById("main"))
    let before = try #require(runtime.window.layout.box(for: main))
    #expect(runtime.window.layout.box(for: main) == before)
    try runtime.evaluate("document.getElementById('p1').textContent = 'x '.repeat(2000)")
    let after = try #require(runtime.window.layout.box(for: main))
    #expect(after.height > before.height)
    #expect(after.y == before.y)
  }
}
