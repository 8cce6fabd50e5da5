/// Splits the body of a `multipart/*` entity into its body parts at the boundary delimiter
/// lines (`--boundary`, and `--boundary--` for the last).
///
/// The line break before a delimiter belongs to the delimiter. The preamble and epilogue are
/// dropped. A message cut short (no closing delimiter) keeps its last part up to the end and
/// says so (``Split/isClosed`` is `false`), so the reader can warn that it may be cut.
///
/// https://www.rfc-editor.org/rfc/rfc2046#section-5.1.1
enum MIMEMultipart {
  /// The body parts of a multipart body.
  struct Split {
    /// The byte ranges of the body parts (each part: headers, empty line, body).
    var parts: [Range<Int>]
    /// Whether the closing delimiter (`--boundary--`) was found; when not, the last part runs
    /// to the end of the input and may be cut short.
    var isClosed: Bool
  }

  /// The body parts of `bytes[range]`, or `nil` when no delimiter line for `boundary` appears.
  static func parts(
    of bytes: [UInt8], in range: Range<Int>, boundary: String
  ) -> Split? {
    let dashBoundary = Array("--\(boundary)".utf8)
    var parts: [Range<Int>] = []
    var partStart: Int?
    var found = false
    var lineStart = range.lowerBound
    while lineStart < range.upperBound {
      var lineEnd = lineStart
      while lineEnd < range.upperBound, bytes[lineEnd] != 0x0A { lineEnd += 1 }
      let next = min(lineEnd + 1, range.upperBound)
      if let isClose = delimiter(bytes, lineStart..<lineEnd, dashBoundary) {
        found = true
        if let start = partStart {
          parts.append(start..<max(start, lineBreakStart(bytes, before: lineStart, floor: start)))
        }
        if isClose { return Split(parts: parts, isClosed: true) }
        partStart = next
      }
      lineStart = next
    }
    guard found else { return nil }
    if let start = partStart, start < range.upperBound { parts.append(start..<range.upperBound) }
    return Split(parts: parts, isClosed: false)
  }

  /// Whether `bytes[line]` is a delimiter line: `nil` if not, else whether it closes.
  private static func delimiter(
    _ bytes: [UInt8], _ line: Range<Int>, _ dashBoundary: [UInt8]
  ) -> Bool? {
    guard line.count >= dashBoundary.count,
      bytes[line.lowerBound..<line.lowerBound + dashBoundary.count].elementsEqual(dashBoundary)
    else { return nil }
    var rest = bytes[(line.lowerBound + dashBoundary.count)..<line.upperBound][...]
    var isClose = false
    if rest.starts(with: [0x2D, 0x2D]) {
      isClose = true
      rest = rest.dropFirst(2)
    }
    // Only transport padding may follow.
    guard rest.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) else { return nil }
    return isClose
  }

  /// The start of the CRLF or LF that ends just before `index` (not below `floor`).
  private static func lineBreakStart(_ bytes: [UInt8], before index: Int, floor: Int) -> Int {
    var end = index
    if end > floor, bytes[end - 1] == 0x0A { end -= 1 }
    if end > floor, bytes[end - 1] == 0x0D { end -= 1 }
    return end
  }
}
