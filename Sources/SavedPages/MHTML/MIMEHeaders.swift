/// The header section of a MIME entity: `Name: value` lines up to the first empty line, with
/// folded lines (starting with a space or tab) joined to the previous one.
///
/// https://www.rfc-editor.org/rfc/rfc5322#section-2.2.3 (folding) and
/// https://www.rfc-editor.org/rfc/rfc2045#section-3
struct MIMEHeaders: Sendable {
  /// The fields in order, names as written.
  private(set) var fields: [(name: String, value: String)] = []

  /// The value of the first field named `name` (ASCII case-insensitive).
  subscript(name: String) -> String? {
    let lowered = name.lowercased()
    return fields.first { $0.name.lowercased() == lowered }?.value
  }

  /// Parses the header section at the start of `bytes[range]`; returns the headers and the
  /// index where the body starts (after the empty line, or the end when there is none).
  /// Lines that are neither fields nor continuations are skipped.
  static func parse(_ bytes: [UInt8], in range: Range<Int>) -> (MIMEHeaders, bodyStart: Int) {
    var headers = MIMEHeaders()
    var index = range.lowerBound
    while index < range.upperBound {
      var lineEnd = index
      while lineEnd < range.upperBound, bytes[lineEnd] != 0x0A { lineEnd += 1 }
      let next = min(lineEnd + 1, range.upperBound)
      var contentEnd = lineEnd
      if contentEnd > index, bytes[contentEnd - 1] == 0x0D { contentEnd -= 1 }
      if contentEnd == index { return (headers, next) }  // the empty line
      let line = String(decoding: bytes[index..<contentEnd], as: UTF8.self)
      if bytes[index] == 0x20 || bytes[index] == 0x09 {
        if let last = headers.fields.indices.last {
          headers.fields[last].value += " " + line.trimmingWhitespace()
        }
      } else if let colon = line.firstIndex(of: ":") {
        let name = String(line[..<colon]).trimmingWhitespace()
        let value = String(line[line.index(after: colon)...]).trimmingWhitespace()
        if !name.isEmpty, !name.contains(" ") { headers.fields.append((name, value)) }
      }
      index = next
    }
    return (headers, range.upperBound)
  }
}
