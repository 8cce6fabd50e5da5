/// Makes `<noscript>` content raw text, as a parser with scripting enabled (Safari) does.
///
/// gumbo has no scripting flag and parses `noscript` content as markup. Before gumbo runs, the
/// content of each `noscript` element (up to its `</noscript` end tag, as the RAWTEXT
/// tokenizer state finds it) is replaced by a marker comment; the tree converter then puts
/// the original text back as the element's only child. The `noscript` start tags are found by a
/// light scan of the markup; the converter checks that every marker landed in an HTML
/// `noscript` element, and when the scan was fooled (a `noscript` inside foreign content, a
/// script with escaped `</script>`…) the parse is redone with start tags taken from gumbo's
/// own tree.
///
/// https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-inhead (noscript, scripting
/// flag enabled) and https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-inbody
struct NoscriptRawText {
  /// The bytes of one `noscript` element's content in the original markup.
  struct Span: Equatable {
    var contentStart: Int
    var contentEnd: Int
  }

  /// The spans, in source order (offsets in the original markup).
  var spans: [Span]
  /// The original bytes of each span.
  var rawContents: [[UInt8]]
  /// The markup with each span replaced by `<!--marker N-->`.
  var rewritten: [UInt8]
  /// The prefix of the marker comments' data.
  var marker: String

  /// The marker comment data for span `index`.
  func markerData(_ index: Int) -> String { marker + String(index) }

  /// The span index a comment's data stands for, if it is a marker.
  func spanIndex(forComment data: String) -> Int? {
    guard data.hasPrefix(marker), let index = Int(data.dropFirst(marker.count)),
      index >= 0, index < spans.count
    else { return nil }
    return index
  }

  /// The text of span `index`, as the `noscript` element's raw text.
  func text(ofSpan index: Int) -> String {
    rawContents[index].withUnsafeBufferPointer {
      Self.text(of: Span(contentStart: 0, contentEnd: $0.count), in: $0)
    }
  }

  /// The markup before rewriting.
  func originalMarkup() -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(rewritten.count)
    var position = 0
    for (index, span) in spans.enumerated() {
      // The rewritten markup has the original bytes up to the span, then the marker.
      let markerLength = "<!--\(markerData(index))-->".utf8.count
      let prefixLength =
        span.contentStart - (spans.indices.contains(index - 1) ? spans[index - 1].contentEnd : 0)
      out.append(contentsOf: rewritten[position..<(position + prefixLength)])
      out.append(contentsOf: rawContents[index])
      position += prefixLength + markerLength
    }
    out.append(contentsOf: rewritten[position...])
    return out
  }

  /// The raw text of `span`, with the input stream's newline normalization and NUL
  /// replacement. https://html.spec.whatwg.org/multipage/parsing.html#preprocessing-the-input-stream
  static func text(of span: Span, in bytes: UnsafeBufferPointer<UInt8>) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(span.contentEnd - span.contentStart)
    var i = span.contentStart
    while i < span.contentEnd {
      let byte = bytes[i]
      if byte == 0x0D {
        out.append(0x0A)
        if i + 1 < span.contentEnd && bytes[i + 1] == 0x0A { i += 1 }
      } else if byte == 0 {
        out.append(contentsOf: [0xEF, 0xBF, 0xBD])
      } else {
        out.append(byte)
      }
      i += 1
    }
    return String(decoding: out, as: UTF8.self)
  }

  // MARK: - Finding the spans

  @inline(__always)
  private static func lower(_ byte: UInt8) -> UInt8 {
    byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
  }

  @inline(__always)
  private static func isTagNameEnd(_ byte: UInt8) -> Bool {
    byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D || byte == 0x20 || byte == 0x2F
      || byte == 0x3E
  }

  /// Whether `bytes` at `at` start with `word` (lowercase ASCII), ignoring ASCII case.
  private static func matches(_ bytes: UnsafeBufferPointer<UInt8>, _ at: Int, _ word: [UInt8])
    -> Bool
  {
    guard at + word.count <= bytes.count else { return false }
    for (k, expected) in word.enumerated() where lower(bytes[at + k]) != expected { return false }
    return true
  }

  /// Whether the markup mentions `<noscript` at all (the common fast exit).
  static func mentionsNoscript(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let word = Array("<noscript".utf8)
    var i = 0
    let n = bytes.count
    while i < n {
      if bytes[i] == 0x3C && matches(bytes, i, word) { return true }
      i += 1
    }
    return false
  }

  /// The index of the first `</name` end tag at or after `from` (followed by whitespace, `/`
  /// or `>`), or the end of input.
  static func endOfRawText(_ bytes: UnsafeBufferPointer<UInt8>, from: Int, name: [UInt8]) -> Int {
    var i = from
    let n = bytes.count
    while i + 1 < n {
      if bytes[i] == 0x3C && bytes[i + 1] == 0x2F && matches(bytes, i + 2, name) {
        let after = i + 2 + name.count
        if after >= n || isTagNameEnd(bytes[after]) { return i }
      }
      i += 1
    }
    return n
  }

  private static let rawTextElements: [[UInt8]] = [
    "script", "style", "xmp", "iframe", "noembed", "noframes", "textarea", "title",
  ].map { Array($0.utf8) }

  /// Finds the `noscript` content spans with a light scan of the markup that skips comments,
  /// attribute values and the content of raw-text elements.
  static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> [Span] {
    var spans: [Span] = []
    let n = bytes.count
    var i = 0
    let noscript = Array("noscript".utf8)
    let plaintext = Array("plaintext".utf8)
    while i < n {
      guard bytes[i] == 0x3C, i + 1 < n else {
        i += 1
        continue
      }
      let next = bytes[i + 1]
      if next == 0x21 {  // <!
        if i + 3 < n && bytes[i + 2] == 0x2D && bytes[i + 3] == 0x2D {
          // A comment: ends at -->, or at once for <!--> and <!--->.
          var j = i + 4
          if j < n && bytes[j] == 0x3E {
            i = j + 1
            continue
          }
          if j + 1 < n && bytes[j] == 0x2D && bytes[j + 1] == 0x3E {
            i = j + 2
            continue
          }
          while j + 2 < n && !(bytes[j] == 0x2D && bytes[j + 1] == 0x2D && bytes[j + 2] == 0x3E) {
            j += 1
          }
          i = j + 3
        } else {
          i = skipTo(bytes, from: i + 2, byte: 0x3E)
        }
        continue
      }
      if next == 0x3F || next == 0x2F {  // <? bogus comment, </ end tag
        i = skipTo(bytes, from: i + 2, byte: 0x3E)
        continue
      }
      guard (next | 0x20) >= 0x61 && (next | 0x20) <= 0x7A else {
        i += 1
        continue
      }
      // A start tag: read the name, then skip the attributes.
      var j = i + 1
      while j < n && !isTagNameEnd(bytes[j]) { j += 1 }
      let nameStart = i + 1
      let nameLength = j - nameStart
      let tagEnd = skipAttributes(bytes, from: j)
      let contentStart = tagEnd
      if nameLength == noscript.count && matches(bytes, nameStart, noscript) {
        let end = endOfRawText(bytes, from: contentStart, name: noscript)
        spans.append(Span(contentStart: contentStart, contentEnd: end))
        i = end
        continue
      }
      if nameLength == plaintext.count && matches(bytes, nameStart, plaintext) { break }
      if let raw = rawTextElements.first(where: {
        $0.count == nameLength && matches(bytes, nameStart, $0)
      }) {
        i = endOfRawText(bytes, from: contentStart, name: raw)
        continue
      }
      i = tagEnd
    }
    return spans
  }

  private static func skipTo(_ bytes: UnsafeBufferPointer<UInt8>, from: Int, byte: UInt8) -> Int {
    var j = from
    while j < bytes.count && bytes[j] != byte { j += 1 }
    return min(j + 1, bytes.count)
  }

  /// Skips attributes as the tokenizer's attribute states do; returns the index after `>`.
  private static func skipAttributes(_ bytes: UnsafeBufferPointer<UInt8>, from: Int) -> Int {
    var j = from
    let n = bytes.count
    var afterEquals = false
    while j < n {
      let byte = bytes[j]
      switch byte {
      case 0x3E:
        return j + 1
      case 0x3D:
        afterEquals = true
        j += 1
        continue
      case 0x22,
        0x27 where afterEquals:
        j += 1
        while j < n && bytes[j] != byte { j += 1 }
        j += 1
      case 0x09, 0x0A, 0x0C, 0x0D, 0x20:
        j += 1
        continue  // whitespace keeps afterEquals (`a = "b"`)
      default:
        if afterEquals {
          // An unquoted value: up to whitespace or `>`.
          while j < n && !(bytes[j] == 0x3E || bytes[j].isASCIIWhitespaceByte) { j += 1 }
        } else {
          j += 1
        }
      }
      afterEquals = false
    }
    return n
  }

  /// Given `noscript` start tags (where their content starts), the spans in source order,
  /// dropping start tags that fall inside an earlier span's raw text.
  static func spans(contentStarts: [Int], in bytes: UnsafeBufferPointer<UInt8>) -> [Span] {
    var spans: [Span] = []
    let noscript = Array("noscript".utf8)
    for start in contentStarts.sorted() {
      if let last = spans.last, start < last.contentEnd { continue }
      spans.append(
        Span(contentStart: start, contentEnd: endOfRawText(bytes, from: start, name: noscript)))
    }
    return spans
  }

  /// Replaces each span with a marker comment.
  init(spans: [Span], bytes: UnsafeBufferPointer<UInt8>) {
    self.spans = spans
    self.rawContents = spans.map { Array(bytes[$0.contentStart..<$0.contentEnd]) }
    // A page comment that happens to look like a marker is harmless: outside a noscript it
    // only makes the converter take the slower, gumbo-guided path, which keeps comments.
    let marker = "actionjs:noscript:"
    self.marker = marker
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count + spans.count * 32)
    var position = 0
    for (index, span) in spans.enumerated() {
      out.append(contentsOf: bytes[position..<span.contentStart])
      out.append(contentsOf: "<!--\(marker)\(index)-->".utf8)
      position = span.contentEnd
    }
    out.append(contentsOf: bytes[position..<bytes.count])
    self.rewritten = out
  }
}

extension UInt8 {
  @inline(__always)
  fileprivate var isASCIIWhitespaceByte: Bool {
    self == 0x20 || self == 0x09 || self == 0x0A || self == 0x0C || self == 0x0D
  }
}
