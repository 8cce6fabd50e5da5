/// The "Mark of the Web" Internet Explorer and others write near the start of a saved HTML
/// file: `<!-- saved from url=(0042)https://example.com/… -->`, where the four digits give the
/// URL's length.
///
/// https://learn.microsoft.com/en-us/previous-versions/windows/internet-explorer/ie-developer/compatibility/ms537628(v=vs.85)
enum SavedFromURLMark {
  /// How far into the file the mark is looked for.
  static let searchLength = 2048

  /// The URL of the mark in the first ``searchLength`` bytes of `bytes`, or `nil`. A UTF-16
  /// file (with a byte order mark) is searched with its zero bytes dropped. IE's generic
  /// `about:internet` is not a page URL and gives `nil`.
  static func url(in bytes: [UInt8]) -> String? {
    var head = Array(bytes.prefix(searchLength))
    if head.starts(with: [0xFF, 0xFE]) || head.starts(with: [0xFE, 0xFF]) {
      head = head.dropFirst(2).filter { $0 != 0 }
    }
    let needle = Array("saved from url=(".utf8)
    guard let start = find(needle, in: head) else { return nil }
    var index = start + needle.count
    var digits = 0
    var length = 0
    while index < head.count, digits < 4, let digit = asciiDigit(head[index]) {
      length = length * 10 + digit
      digits += 1
      index += 1
    }
    guard digits > 0, index < head.count, head[index] == UInt8(ascii: ")") else { return nil }
    index += 1
    // The length is a hint: stop early at whitespace or the end of the comment.
    var end = index
    while end < head.count, end - index < length, !isTerminator(head[end]) { end += 1 }
    let url = String(decoding: head[index..<end], as: UTF8.self)
    guard !url.isEmpty, url.lowercased() != "about:internet" else { return nil }
    return url
  }

  private static func asciiDigit(_ byte: UInt8) -> Int? {
    (0x30...0x39).contains(byte) ? Int(byte - 0x30) : nil
  }

  private static func isTerminator(_ byte: UInt8) -> Bool {
    byte <= 0x20 || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "\"")
  }

  /// The index of the first ASCII case-insensitive occurrence of `needle` in `haystack`.
  private static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
    guard haystack.count >= needle.count else { return nil }
    for start in 0...(haystack.count - needle.count) {
      var matched = true
      for offset in needle.indices where lower(haystack[start + offset]) != needle[offset] {
        matched = false
        break
      }
      if matched { return start }
    }
    return nil
  }

  private static func lower(_ byte: UInt8) -> UInt8 {
    (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
  }
}
