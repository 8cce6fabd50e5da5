import DOM
import Testing

@testable import WebPlatform

/// The layout estimate lays out the flat tree (`FlatTreeChildren.swift`): a host's shadow
/// tree instead of its light children, slotted children at their slot, a slot's fallback
/// content when nothing is assigned; hit testing retargets against the document or the
/// shadow root it is asked from.
@Suite struct FlatTreeLayoutTests {
  typealias Hit = WindowHitTestingTests

  @Test func aHostRendersItsShadowTreeAndItsSlottedChildrenOnly() throws {
    let runtime = try Hit.runtime(
      Hit.box(
        "host", "position: absolute; left: 0; top: 0; width: 300px; height: 200px",
        Hit.box("unslotted", "height: 50px")
          + "<div id=\"slotted\" slot=\"s\" style=\"height: 30px\">x</div>"))
    let document = runtime.document
    let host = try #require(document.getElementById("host"))
    let shadow = try host.attachShadow(Element.ShadowRootInit(mode: .closed))
    try shadow.setInnerHTML(
      "<div id=\"top\" style=\"height: 20px\"></div><slot name=\"s\"></slot>"
        + "<slot id=\"empty\" name=\"none\"><div id=\"fallback\" style=\"height: 10px\"></div></slot>"
    )
    let window = runtime.window
    func rect(_ element: Element?) throws -> [Double] {
      let rect = window.boundingClientRect(of: try #require(element))
      return [rect.x, rect.y, rect.width, rect.height]
    }
    #expect(try rect(shadow.getElementById("top")) == [0, 0, 300, 20])
    #expect(try rect(document.getElementById("slotted")) == [0, 20, 300, 30])
    #expect(try rect(shadow.getElementById("fallback")) == [0, 50, 300, 10])
    // Not in the flat tree: no box.
    #expect(try rect(document.getElementById("unslotted")) == [0, 0, 0, 0])

    // From the document, shadow content answers its host; a slotted light child itself.
    #expect(Hit.name(window.elementFromPoint(x: 5, y: 5)) == "div#host")
    #expect(Hit.name(window.elementFromPoint(x: 5, y: 25)) == "div#slotted")
    #expect(Hit.names(window.elementsFromPoint(x: 5, y: 5)) == "div#host,html")
    // From the shadow root, its own elements.
    #expect(Hit.name(window.elementFromPoint(x: 5, y: 5, scope: shadow)) == "div#top")
    #expect(
      Hit.names(window.elementsFromPoint(x: 5, y: 55, scope: shadow))
        == "div#fallback,div#host,html")
    // A caret position inside the shadow tree is the start of the host.
    let caret = try #require(window.caretRangeFromPoint(x: 5, y: 5))
    #expect(caret.startContainer === host && caret.startOffset == 0)
  }

  @Test func slotsHaveNoBoxOfTheirOwn() throws {
    let runtime = try Hit.runtime("<slot id=\"s\"></slot>")
    let slot = try #require(runtime.document.getElementById("s"))
    #expect(UserAgentStyle.display(of: slot) == "contents")
  }
}
