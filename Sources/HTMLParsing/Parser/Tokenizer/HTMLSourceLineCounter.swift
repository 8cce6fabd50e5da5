/// Counts the input's lines up to an offset, incrementally, for source positions (the line a
/// page script starts on): each count continues from the last, so counting at every script
/// start tag reads the input once in all.
///
/// Lines are counted as WebKit counts its parser's text position: a line feed ends a line, so
/// a CR LF pair is one line break and a lone CR is none (WebKit's `SegmentedString` counts the
/// raw input's `\n`; the WebKit oracle reports an exception on a page with lone-CR line breaks
/// on the line its LFs alone give). The standard's input preprocessing would make a lone CR a
/// line feed, but it does not define line numbers.
///
/// Bytes a script inserted (`document.write`) do not count, as in WebKit, whose parser keeps
/// inserted input out of its line numbers: their ranges are ``inserted``.
///
/// https://html.spec.whatwg.org/multipage/parsing.html#preprocessing-the-input-stream
struct HTMLSourceLineCounter {
  /// The offset counted up to.
  private(set) var offset = 0
  /// The line `offset` is on, 1-based.
  private(set) var line = 1
  /// The ranges of the input that scripts inserted, in order and apart, from those the
  /// tokenizer has not left behind (``forgetInsertions(before:)``).
  private(set) var inserted: [Range<Int>] = []

  /// Counts the line feeds from ``offset`` to `end` outside ``inserted`` (nothing when `end`
  /// is not past `offset`).
  mutating func advance(to end: Int, in input: HTMLInputBuffer) {
    guard end > offset else { return }
    let start = offset
    let ranges = inserted
    line += input.bytes.withUnsafeBufferPointer { buffer in
      let end = min(end, buffer.count)
      var lineFeeds = 0
      var next = start
      func count(to limit: Int) {
        guard limit > next else { return }
        for index in next..<limit where buffer[index] == 0x0A { lineFeeds += 1 }
      }
      for range in ranges where range.upperBound > next && range.lowerBound < end {
        count(to: range.lowerBound)
        next = max(next, range.upperBound)
      }
      count(to: end)
      return lineFeeds
    }
    offset = end
  }

  /// Whether `position` is in bytes a script inserted.
  func isInserted(_ position: Int) -> Bool {
    inserted.contains { $0.contains(position) }
  }

  /// Notes that `count` bytes were inserted at `position`: the ranges after it move, a range
  /// it falls in (or ends at) grows, else it is a new range. ``offset`` moves too when the
  /// insertion is before it (a nested write, inside bytes inserted and counted past already).
  mutating func noteInsertion(of count: Int, at position: Int) {
    guard count > 0 else { return }
    if position < offset { offset += count }
    var grown = false
    for index in inserted.indices {
      let range = inserted[index]
      if range.lowerBound >= position {
        inserted[index] = (range.lowerBound + count)..<(range.upperBound + count)
      } else if range.upperBound >= position {
        inserted[index] = range.lowerBound..<(range.upperBound + count)
        grown = true
      }
    }
    guard !grown else { return }
    let new = position..<(position + count)
    let index = inserted.firstIndex { $0.lowerBound >= new.upperBound } ?? inserted.endIndex
    if index < inserted.endIndex, inserted[index].lowerBound == new.upperBound {
      inserted[index] = new.lowerBound..<inserted[index].upperBound
    } else {
      inserted.insert(new, at: index)
    }
  }

  /// Drops the inserted ranges that end at or before `position` (counted past, and the
  /// tokenizer past them too).
  mutating func forgetInsertions(before position: Int) {
    if let first = inserted.first, first.upperBound <= position {
      inserted.removeAll { $0.upperBound <= position }
    }
  }
}
