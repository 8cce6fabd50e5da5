import HTMLParsing

/// Reads the `encoding` of an XML declaration (`<?xml version="1.0" encoding="…"?>`).
/// https://www.w3.org/TR/xml/#NT-EncodingDecl
enum XMLDeclaration {
  /// The encoding the declaration at the start of `bytes` names, or `nil`.
  static func encoding(of bytes: [UInt8]) -> TextEncoding? {
    let head = bytes.prefix(1024)
    guard head.starts(with: "<?xml".utf8) else { return nil }
    // The declaration ends at the first `?>`.
    var end = head.startIndex
    while end + 1 < head.endIndex, !(head[end] == 0x3F && head[end + 1] == 0x3E) { end += 1 }
    guard end + 1 < head.endIndex else { return nil }
    let declaration = Array(head[head.startIndex..<end])
    let name = Array("encoding".utf8)
    guard var index = firstIndex(of: name, in: declaration) else { return nil }
    index += name.count
    // EncodingDecl ::= S 'encoding' Eq ('"' EncName '"' | "'" EncName "'")
    func skipSpaces() {
      while index < declaration.count, [0x20, 0x09, 0x0A, 0x0D].contains(declaration[index]) {
        index += 1
      }
    }
    skipSpaces()
    guard index < declaration.count, declaration[index] == 0x3D else { return nil }
    index += 1
    skipSpaces()
    guard index < declaration.count, declaration[index] == 0x22 || declaration[index] == 0x27
    else { return nil }
    let quote = declaration[index]
    index += 1
    let valueStart = index
    while index < declaration.count, declaration[index] != quote { index += 1 }
    guard index < declaration.count else { return nil }
    return TextEncoding(label: String(decoding: declaration[valueStart..<index], as: UTF8.self))
  }

  /// The first index at which `needle` occurs in `haystack`, or `nil`.
  private static func firstIndex(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
    guard needle.count <= haystack.count else { return nil }
    for start in 0...(haystack.count - needle.count)
    where haystack[start..<(start + needle.count)].elementsEqual(needle) {
      return start
    }
    return nil
  }
}
