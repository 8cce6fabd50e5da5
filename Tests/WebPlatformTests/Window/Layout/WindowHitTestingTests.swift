import DOM
import JSCore
import Testing

@testable import WebPlatform

/// Hit testing over the layout estimate (`LayoutEstimate+HitTesting.swift`,
/// `Window+HitTesting.swift`) and its bindings (`elementFromPoint`, `elementsFromPoint`,
/// `caretRangeFromPoint`). The default device is the iPhone profile: a 393×852 viewport.
@Suite struct WindowHitTestingTests {
  static func runtime(_ body: String) throws -> Runtime {
    RuntimeHarness.runtime(
      "<!doctype html><html><head><title>t</title></head><body style=\"margin:0\">"
        + body + "</body></html>")
  }

  /// `tag#id` of an element (`null` for none).
  static func name(_ element: Element?) -> String {
    guard let element else { return "null" }
    let id = element.getAttribute("id").map { "#" + $0 } ?? ""
    return element.localName + id
  }

  static func names(_ elements: [Element]) -> String {
    elements.map { name($0) }.joined(separator: ",")
  }

  static func box(_ id: String, _ style: String, _ content: String = "") -> String {
    "<div id=\"\(id)\" style=\"\(style)\">\(content)</div>"
  }

  @Test func absolutelyPositionedBoxesAreWhereTheirOffsetsSay() throws {
    let runtime = try Self.runtime(
      Self.box("flow", "height: 100px")
        + Self.box(
          "cb", "position: absolute; left: 50px; top: 200px; width: 100px; height: 100px",
          Self.box(
            "in", "position: absolute; left: 10px; top: 20px; width: 30px; height: 30px"))
        + Self.box(
          "corner", "position: absolute; right: 10px; bottom: 10px; width: 20px; height: 20px")
        + Self.box(
          "stretch", "position: absolute; left: 100px; right: 100px; top: 400px; height: 5px"))
    let window = runtime.window
    func rect(_ id: String) throws -> [Double] {
      let element = try #require(runtime.document.getElementById(id))
      let rect = window.boundingClientRect(of: element)
      return [rect.x, rect.y, rect.width, rect.height]
    }
    #expect(try rect("cb") == [50, 200, 100, 100])
    #expect(try rect("in") == [60, 220, 30, 30])
    #expect(try rect("corner") == [393 - 30, 852 - 30, 20, 20])
    #expect(try rect("stretch") == [100, 400, 193, 5])
    // Out of the flow: the body holds only the in-flow block.
    #expect(window.offsetHeight(of: try #require(runtime.document.body)) == 100)
  }

  @Test func theTopmostBoxIsTheLaterSiblingAndTheChild() throws {
    let runtime = try Self.runtime(
      Self.box("a", "position: absolute; left: 10px; top: 10px; width: 100px; height: 50px")
        + Self.box(
          "b", "position: absolute; left: 50px; top: 30px; width: 100px; height: 50px",
          "<span id=\"s\">xy</span>"))
    let window = runtime.window
    #expect(Self.name(window.elementFromPoint(x: 20, y: 20)) == "div#a")
    #expect(Self.name(window.elementFromPoint(x: 100, y: 50)) == "div#b")
    #expect(Self.names(window.elementsFromPoint(x: 55, y: 35)) == "span#s,div#b,div#a,html")
    // Nothing but the root there (the body has no height).
    #expect(Self.name(window.elementFromPoint(x: 300, y: 300)) == "html")
    #expect(Self.names(window.elementsFromPoint(x: 300, y: 300)) == "html")
  }

  @Test func stackingContextsOrderThePositionedBoxes() throws {
    let square = "width: 50px; height: 50px"
    let runtime = try Self.runtime(
      Self.box("flow", "height: 100px")
        + Self.box("neg", "position: absolute; left: 0; top: 0; z-index: -1; " + square)
        + Self.box(
          "one", "position: absolute; left: 200px; top: 0; z-index: 1; " + square,
          Self.box("hundred", "position: absolute; left: 0; top: 0; z-index: 100; " + square))
        + Self.box("two", "position: absolute; left: 200px; top: 0; z-index: 2; " + square)
        + Self.box(
          "auto", "position: absolute; left: 300px; top: 0; " + square,
          Self.box("three", "position: absolute; left: 0; top: 0; z-index: 3; " + square))
        + Self.box("cover", "position: absolute; left: 300px; top: 0; z-index: 2; " + square)
        + Self.box("rel", "position: relative; top: -40px; height: 10px"))
    let window = runtime.window
    #expect(Self.names(window.elementsFromPoint(x: 10, y: 10)) == "div#flow,body,div#neg,html")
    #expect(
      Self.names(window.elementsFromPoint(x: 210, y: 10))
        == "div#two,div#hundred,div#one,div#flow,body,html")
    #expect(
      Self.names(window.elementsFromPoint(x: 310, y: 10))
        == "div#three,div#cover,div#auto,div#flow,body,html")
    // The relative box moved up over the block before it (and out of the body's box).
    #expect(Self.names(window.elementsFromPoint(x: 100, y: 65)) == "div#rel,div#flow,body,html")
  }

  @Test(arguments: [
    (99.0, false), (99.01, false), (99.02, true), (99.5, true), (100.0, true), (199.99, true),
    (200.0, false),
  ])
  func aBoxIsHitByTheOnePixelSquareAtThePoint(x: Double, hit: Bool) throws {
    let runtime = try Self.runtime(
      Self.box("box", "position: absolute; left: 100px; top: 0; width: 100px; height: 50px"))
    let found = runtime.window.elementFromPoint(x: x, y: 10)
    #expect((Self.name(found) == "div#box") == hit)
  }

  @Test func boxesWithoutAreaAreNeverHit() {
    let empty = LayoutBox(
      x: 0, y: 0, width: 0, height: 10, border: [0, 0, 0, 0], scrollHeight: 0, isInline: false)
    #expect(!LayoutEstimate.box(empty, isHitBy: (0, 5)))
    var square = empty
    square.width = 1
    square.height = 1
    #expect(LayoutEstimate.box(square, isHitBy: (0.5, 0.5)))
    #expect(LayoutEstimate.box(square, isHitBy: (-0.5, -0.5)))
    #expect(!LayoutEstimate.box(square, isHitBy: (1, 0)))
    #expect(!LayoutEstimate.box(square, isHitBy: (-1, 0)))
  }

  @Test func pointsOutsideTheViewportFindNothing() throws {
    let runtime = try Self.runtime(Self.box("flow", "height: 100px"))
    let window = runtime.window
    for (x, y) in [(-1.0, 5.0), (5, -1), (-0.4, 5), (393, 5), (5, 852), (1e10, 5)] {
      #expect(window.elementFromPoint(x: x, y: y) == nil, "(\(x), \(y))")
      #expect(window.elementsFromPoint(x: x, y: y).isEmpty, "(\(x), \(y))")
      #expect(window.caretRangeFromPoint(x: x, y: y) == nil, "(\(x), \(y))")
    }
    #expect(Self.name(window.elementFromPoint(x: -0.0, y: 0)) == "div#flow")
    #expect(Self.name(window.elementFromPoint(x: 392.9, y: 851.9)) == "html")
  }

  @Test func hiddenAndPointerlessBoxesAreNotHit() throws {
    let runtime = try Self.runtime(
      Self.box(
        "hidden", "height: 50px; visibility: hidden",
        Self.box("shown", "height: 20px; width: 40px; visibility: visible"))
        + Self.box(
          "ghost", "height: 50px; pointer-events: none",
          Self.box("solid", "height: 20px; width: 40px; pointer-events: auto"))
        + Self.box("gone", "display: none; height: 50px"))
    let window = runtime.window
    #expect(Self.names(window.elementsFromPoint(x: 100, y: 40)) == "body,html")
    #expect(Self.names(window.elementsFromPoint(x: 10, y: 10)) == "div#shown,body,html")
    #expect(Self.names(window.elementsFromPoint(x: 100, y: 90)) == "body,html")
    #expect(Self.names(window.elementsFromPoint(x: 10, y: 60)) == "div#solid,body,html")
    #expect(Self.names(window.elementsFromPoint(x: 10, y: 101)) == "html")
  }

  @Test func pointsAreViewportCoordinatesAndFixedBoxesStay() throws {
    let runtime = try Self.runtime(
      Self.box("first", "height: 100px") + Self.box("second", "height: 100px")
        + Self.box("fixed", "position: fixed; left: 300px; top: 20px; width: 50px; height: 50px")
        + Self.box("tall", "height: 3000px"))
    let window = runtime.window
    window.scrollTo(x: 0, y: 120)
    #expect(window.scrollPosition.y == 120)
    #expect(Self.name(window.elementFromPoint(x: 10, y: 50)) == "div#second")
    #expect(Self.name(window.elementFromPoint(x: 310, y: 30)) == "div#fixed")
    let fixed = try #require(runtime.document.getElementById("fixed"))
    #expect(window.boundingClientRect(of: fixed).y == 20)
  }

  // MARK: - Caret positions

  /// The caret position at (x, y) as `node|offset` (`#text(data)` for text).
  static func caret(_ window: Window, _ x: Double, _ y: Double) -> String {
    guard let range = window.caretRangeFromPoint(x: x, y: y) else { return "null" }
    #expect(range.collapsed)
    let node = range.startContainer
    let label = (node as? Text).map { "#text(\($0.data))" } ?? name(node as? Element)
    return "\(label)|\(range.startOffset)"
  }

  @Test func theCaretGoesToTheNearestCharacterBoundary() throws {
    // 20px text: the estimate makes each character 10px wide and a line 23px high.
    let runtime = try Self.runtime(
      Self.box(
        "line",
        "position: absolute; left: 10px; top: 10px; width: 300px; height: 60px; font-size: 20px",
        "  hello <span>big</span>"))
    let window = runtime.window
    let text = "#text(  hello )"
    #expect(Self.caret(window, 12, 15) == "\(text)|2")
    #expect(Self.caret(window, 24, 15) == "\(text)|3")  // 1.4 characters in
    #expect(Self.caret(window, 25, 15) == "\(text)|3")  // exactly half way: before
    #expect(Self.caret(window, 26, 15) == "\(text)|4")
    #expect(Self.caret(window, 5, 15) == "\(text)|2")  // left of the line
    #expect(Self.caret(window, 65, 15) == "\(text)|7")  // before the collapsed space
    #expect(Self.caret(window, 82, 15) == "#text(big)|1")
    #expect(Self.caret(window, 300, 15) == "#text(big)|3")  // past the line's end
    #expect(Self.caret(window, 30, 60) == "#text(big)|3")  // below the last line
  }

  @Test func wrappedTextHasOneCaretLinePerLine() throws {
    let runtime = try Self.runtime(
      Self.box(
        "narrow",
        "position: absolute; left: 0; top: 0; width: 50px; font-size: 20px",
        "abcdefghijkl"))
    let window = runtime.window
    // Five characters a line: "abcde", "fghij", "kl".
    #expect(Self.caret(window, 12, 5) == "#text(abcdefghijkl)|1")
    #expect(Self.caret(window, 12, 28) == "#text(abcdefghijkl)|6")
    #expect(Self.caret(window, 12, 51) == "#text(abcdefghijkl)|11")
    #expect(Self.caret(window, 45, 51) == "#text(abcdefghijkl)|12")
  }

  @Test func offsetsAreUTF16CodeUnits() throws {
    let runtime = try Self.runtime(
      Self.box("emoji", "position: absolute; left: 0; top: 0; width: 300px; font-size: 20px", "a😀b")
    )
    #expect(Self.caret(runtime.window, 21, 5) == "#text(a😀b)|3")
    #expect(Self.caret(runtime.window, 35, 5) == "#text(a😀b)|4")
  }

  @Test func collapsedWhiteSpaceRendersOnce() {
    var offsets: [Int] = []
    let end = TextRun.forEachRenderedCharacter(in: "  a  b\n", atLineStart: true) {
      offsets.append($0)
    }
    #expect(offsets == [2, 3, 5, 6])
    #expect(end == 7)
    offsets = []
    TextRun.forEachRenderedCharacter(in: "  a", atLineStart: false) { offsets.append($0) }
    #expect(offsets == [0, 2])
  }

  @Test func preformattedLinesKeepTheirWhiteSpace() throws {
    let runtime = try Self.runtime(
      Self.box(
        "pre",
        "position: absolute; left: 0; top: 0; width: 300px; font-size: 20px; white-space: pre",
        "ab\n  cd"))
    let window = runtime.window
    #expect(Self.caret(window, 12, 5) == "#text(ab\n  cd)|1")
    #expect(Self.caret(window, 100, 5) == "#text(ab\n  cd)|2")
    #expect(Self.caret(window, 2, 28) == "#text(ab\n  cd)|3")
    #expect(Self.caret(window, 24, 28) == "#text(ab\n  cd)|5")
    #expect(Self.caret(window, 100, 28) == "#text(ab\n  cd)|7")
  }

  @Test func blocksLeadTheCaretToAChild() throws {
    let runtime = try Self.runtime(
      Self.box("empty", "height: 40px")
        + Self.box("padded", "padding: 20px; height: 60px", Self.box("inner", "height: 10px"))
        + Self.box("text", "height: 40px; font-size: 20px", "word"))
    let window = runtime.window
    #expect(Self.caret(window, 50, 20) == "div#empty|0")
    #expect(Self.caret(window, 5, 45) == "div#inner|0")  // the padding: the child nearest
    #expect(Self.caret(window, 5, 150) == "#text(word)|0")
    #expect(Self.caret(window, 300, 500) == "#text(word)|4")  // below everything: the end
  }

  @Test func imagesOnALineAreOneWideCharacter() throws {
    let runtime = try Self.runtime(
      Self.box(
        "row", "position: absolute; left: 0; top: 0; width: 300px; height: 60px",
        "<img width=\"40\" height=\"40\"><img width=\"40\" height=\"40\">")
        + Self.box(
          "field", "position: absolute; left: 0; top: 100px; width: 300px",
          "<input id=\"input\">"))
    let window = runtime.window
    #expect(Self.caret(window, 5, 20) == "div#row|0")
    #expect(Self.caret(window, 20, 20) == "div#row|0")  // exactly half way: before
    #expect(Self.caret(window, 35, 20) == "div#row|1")
    #expect(Self.caret(window, 45, 20) == "div#row|1")
    #expect(Self.caret(window, 75, 20) == "div#row|2")
    #expect(Self.caret(window, 200, 20) == "div#row|2")  // past the line
    #expect(Self.caret(window, 20, 50) == "div#row|2")  // below the line
    #expect(Self.caret(window, 100, 110) == "input#input|0")
  }

  @Test func aBodyWithOnlyPositionedChildrenGivesTheFirstCaretPosition() throws {
    let runtime = try Self.runtime(
      Self.box("a", "position: absolute; left: 10px; top: 10px; width: 50px; height: 50px")
        + Self.box("b", "position: absolute; left: 100px; top: 10px; width: 50px; height: 50px"))
    #expect(Self.caret(runtime.window, 300, 500) == "div#a|0")
  }

  /// The paint order, the hit test and the caret walk use explicit stacks, not recursion.
  @Test func deepNestingDoesNotExhaustTheStack() throws {
    let runtime = try Self.runtime("")
    let result = try runtime.evaluate(
      """
      let node = document.body;
      for (let i = 0; i < 20000; i++) {
        const child = document.createElement("div");
        child.style.cssText = "position: relative; z-index: 1; height: 10px";
        node = node.appendChild(child);
      }
      node.appendChild(document.createTextNode("deep"));
      const range = document.caretRangeFromPoint(5, 5);
      [document.elementFromPoint(5, 5) === node, document.elementsFromPoint(5, 5).length,
       range.startContainer === node.firstChild].join()
      """)
    #expect(result.toString() == "true,20002,true")
  }

  // MARK: - Bindings

  @Test func theBindingsConvertTheirArgumentsAsWebKitDoes() throws {
    let runtime = try Self.runtime(
      Self.box("a", "position: absolute; left: 10px; top: 10px; width: 100px; height: 50px"))
    let result = try runtime.evaluate(
      """
      const name = (f) => { try { const v = f(); return v === null ? "null" : Array.isArray(v) ? v.length : v.id || v.localName; } catch (e) { return e.name; } };
      const other = document.implementation.createHTMLDocument("");
      const caret = (...args) => { const r = document.caretRangeFromPoint(...args); return r === null ? "null" : (r.startContainer.id || r.startContainer.localName) + r.startOffset; };
      [
        name(() => document.elementFromPoint(20)), name(() => document.elementsFromPoint()),
        name(() => document.elementFromPoint(NaN, 20)), name(() => document.elementsFromPoint(20, Infinity)),
        name(() => document.elementFromPoint("20", "20")), name(() => document.elementsFromPoint(20, 20)),
        name(() => document.elementFromPoint.call(document.body, 1, 1)),
        name(() => other.elementFromPoint(20, 20)), name(() => other.elementsFromPoint(20, 20)),
        name(() => other.caretRangeFromPoint(20, 20)), name(() => other.elementFromPoint(NaN, 1)),
        document.elementFromPoint.length, document.caretRangeFromPoint.length,
        caret(), caret(20, 20), caret(NaN, 20), caret(4294967296 + 20, 20),
      ].join()
      """)
    #expect(
      result.toString()
        == "TypeError,TypeError,TypeError,TypeError,a,2,TypeError,null,0,null,TypeError,2,0,"
        + "a0,a0,a0,a0")
  }
}
