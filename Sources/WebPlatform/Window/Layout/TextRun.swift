import DOM

/// Where the layout estimate put a text node's rendered characters (one run per text node, or
/// per line of preformatted text): the first line from a point, then whole lines from the
/// container's left edge; every character as wide as the others. An atomic inline box (an
/// image, an inline block) on a line is a run of one "character" as wide as the box, whose
/// boundaries are the positions before and after it in its parent. Caret positions come from
/// it (`caretRangeFromPoint`).
struct TextRun {
  /// What the run holds.
  enum Content {
    /// Characters of a text node.
    case text(Text)
    /// An atomic inline box.
    case atomic(Element)
  }

  /// The geometry, from the inline flow.
  struct Placement {
    /// The left edge of the first character.
    var x: Double
    /// The top of the first line.
    var top: Double
    /// The left edge of the lines after the first.
    var lineLeft: Double
    /// The height of a line.
    var lineHeight: Double
    /// The width of one character.
    var characterWidth: Double
    /// How many characters the first line takes (infinite when the run does not wrap).
    var firstLineCapacity: Double
    /// How many characters a whole line takes.
    var lineCapacity: Double
    /// The top of the second line.
    var nextLineTop: Double
    /// How many lines follow the first.
    var moreLines: Int
    /// How many characters are rendered.
    var characterCount: Int
    /// Which characters of the text node they are (found again when asked, rather than kept:
    /// a page's text would cost a word per character).
    var source: Source

    /// The placement moved by (x, y) (relative positioning).
    func shifted(x dx: Double, y dy: Double) -> Placement {
      var moved = self
      moved.x += dx
      moved.lineLeft += dx
      moved.top += dy
      moved.nextLineTop += dy
      return moved
    }
  }

  /// One line of a run: where it starts and which characters it holds (a character position
  /// is a fraction when the estimate wraps mid-character).
  struct Line {
    var x: Double
    var top: Double
    var height: Double
    /// The position of the line's first character in the run.
    var start: Double
    /// How many characters it holds.
    var count: Double
  }

  /// Which characters of a text node a run renders.
  enum Source {
    /// All of it, with white space collapsed (and dropped at the start when the run starts a
    /// line).
    case collapsed(atLineStart: Bool)
    /// The UTF-16 range of one preformatted line.
    case preformatted(from: Int, to: Int)
    /// An atomic inline box.
    case atomic
  }

  /// The text node or the atomic inline box.
  let content: Content
  /// Its geometry.
  let placement: Placement
  /// Whether it is in viewport coordinates (inside a fixed box).
  let isFixed: Bool

  /// How many characters are rendered.
  var characterCount: Int { placement.characterCount }

  /// Calls `body` with the UTF-16 offset of each character of `data` that renders when white
  /// space collapses (a run of white space renders as one space, none at the start of a line);
  /// returns the offset after the last one.
  @discardableResult
  static func forEachRenderedCharacter(
    in data: String, atLineStart: Bool, _ body: (Int) -> Void
  ) -> Int {
    var offset = 0
    var end = 0
    var pendingSpace: Int?
    var atLineStart = atLineStart
    for scalar in data.unicodeScalars {
      defer { offset += scalar.utf16.count }
      if scalar == " " || scalar == "\n" || scalar == "\t" || scalar == "\r" || scalar == "\u{0C}" {
        if pendingSpace == nil { pendingSpace = offset }
        continue
      }
      if let space = pendingSpace, !atLineStart { body(space) }
      pendingSpace = nil
      atLineStart = false
      body(offset)
      end = offset + scalar.utf16.count
    }
    if let space = pendingSpace, !atLineStart {
      body(space)
      end = space + 1
    }
    return end
  }

  /// The UTF-16 offset in `text` of each rendered character, then the offset after the last.
  func offsets(in text: Text) -> [Int] {
    var offsets: [Int] = []
    switch placement.source {
    case .collapsed(let atLineStart):
      let end = Self.forEachRenderedCharacter(in: text.data, atLineStart: atLineStart) {
        offsets.append($0)
      }
      offsets.append(end)
    case .preformatted(let from, let to):
      let utf16 = text.data.utf16
      var offset = from
      if let start = utf16.index(utf16.startIndex, offsetBy: from, limitedBy: utf16.endIndex) {
        for scalar in text.data.unicodeScalars[start...] {
          guard offset < to else { break }
          offsets.append(offset)
          offset += scalar.utf16.count
        }
      }
      offsets.append(to)
    case .atomic:
      offsets = [0, 1]
    }
    return offsets
  }

  /// The line of the run whose box is nearest below or around `y`: the one containing it, else
  /// the first below it, else `nil` (all above).
  func line(atOrBelow y: Double) -> Line? {
    let first = firstLine
    if y < first.top + first.height { return first }
    guard placement.moreLines > 0 else { return nil }
    let height = placement.lineHeight
    let index = max(0, Int(((y - placement.nextLineTop) / height).rounded(.down)))
    guard index < placement.moreLines else { return nil }
    return wrappedLine(index)
  }

  /// The first line.
  var firstLine: Line {
    let count = min(Double(characterCount), placement.firstLineCapacity)
    return Line(
      x: placement.x, top: placement.top, height: placement.lineHeight, start: 0, count: count)
  }

  /// The last line.
  var lastLine: Line {
    placement.moreLines > 0 ? wrappedLine(placement.moreLines - 1) : firstLine
  }

  /// Line `index + 1` (the lines after the first).
  private func wrappedLine(_ index: Int) -> Line {
    let start = placement.firstLineCapacity + Double(index) * placement.lineCapacity
    let count = max(0, min(placement.lineCapacity, Double(characterCount) - start))
    return Line(
      x: placement.lineLeft, top: placement.nextLineTop + Double(index) * placement.lineHeight,
      height: placement.lineHeight, start: start, count: count)
  }

  /// The DOM position of boundary `index` (0 before the first character, ``characterCount``
  /// after the last).
  func position(_ index: Int) -> (node: Node, offset: Int) {
    switch content {
    case .text(let text):
      // The text cannot have changed since the layout: a change makes a new one.
      let offsets = offsets(in: text)
      return (text, offsets[min(max(0, index), offsets.count - 1)])
    case .atomic(let element):
      guard let parent = element.parentNode else { return (element, 0) }
      return (parent, element.index + min(max(0, index), 1))
    }
  }

  /// The position of the caret nearest to `x` on `line`: between the characters, a point in
  /// a character's right half goes after it (exactly half way goes before, as WebKit does:
  /// `hit-testing/caret-range.js`).
  func position(at x: Double, on line: Line) -> (node: Node, offset: Int) {
    let at = line.start + (x - line.x) / placement.characterWidth
    let lowest = line.start.rounded(.up)
    let highest = (line.start + line.count).rounded(.down)
    let boundary = min(max((at - 0.5).rounded(.up), lowest), highest)
    return position(min(max(0, Int(boundary)), characterCount))
  }
}
