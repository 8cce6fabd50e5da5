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
/// inserted input out of its line numbers: the last insertion's range (joined with the ones
/// made inside it) is `insertedStart..<insertedEnd`.
///
/// https://html.spec.whatwg.org/multipage/parsing.html#preprocessing-the-input-stream
struct HTMLSourceLineCounter {
  /// The offset counted up to.
  private(set) var offset = 0
  /// The line `offset` is on, 1-based.
  private(set) var line = 1
  /// The bytes inserted last, with those inserted inside them.
  private(set) var insertedStart = 0
  private(set) var insertedEnd = 0

  /// Counts the line feeds from ``offset`` to `end` (nothing when `end` is not past it).
  mutating func advance(to end: Int, in input: HTMLInputBuffer) {
    guard end > offset else { return }
    let start = max(offset, insertedEnd)
    if end > start {
      line += input.bytes.withUnsafeBufferPointer { buffer in
        var lineFeeds = 0
        for index in start..<min(end, buffer.count) where buffer[index] == 0x0A {
          lineFeeds += 1
        }
        return lineFeeds
      }
    }
    offset = end
  }

  /// Whether `position` is in bytes a script inserted.
  func isInserted(_ position: Int) -> Bool {
    position >= insertedStart && position < insertedEnd
  }

  /// Notes that `count` bytes were inserted at ``offset`` (count up to the insertion point
  /// with ``advance(to:in:)`` first): they join the inserted bytes there, if any.
  mutating func noteInsertion(of count: Int) {
    if insertedEnd > offset {
      insertedEnd += count
    } else {
      insertedStart = offset
      insertedEnd = offset + count
    }
  }
}
