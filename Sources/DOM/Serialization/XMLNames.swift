/// The character classes of XML 1.0 (fifth edition) that the XML parser and serializer check.
///
/// https://www.w3.org/TR/xml/#charsets
enum XMLNames {
  /// `Char`: any Unicode character except the C0 controls other than tab, line feed and carriage
  /// return, the surrogates, U+FFFE and U+FFFF. https://www.w3.org/TR/xml/#NT-Char
  static func isChar(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x9, 0xA, 0xD: true
    case 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
    default: false
    }
  }

  /// Whether every character of `string` is a `Char`.
  static func isChars(_ string: String) -> Bool { string.unicodeScalars.allSatisfy(isChar) }

  /// `NameStartChar`. https://www.w3.org/TR/xml/#NT-NameStartChar
  static func isNameStartChar(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x3A, 0x41...0x5A, 0x5F, 0x61...0x7A: true
    case 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x2FF, 0x370...0x37D, 0x37F...0x1FFF: true
    case 0x200C...0x200D, 0x2070...0x218F, 0x2C00...0x2FEF, 0x3001...0xD7FF: true
    case 0xF900...0xFDCF, 0xFDF0...0xFFFD, 0x10000...0xEFFFF: true
    default: false
    }
  }

  /// `NameChar`. https://www.w3.org/TR/xml/#NT-NameChar
  static func isNameChar(_ scalar: Unicode.Scalar) -> Bool {
    if isNameStartChar(scalar) { return true }
    switch scalar.value {
    case 0x2D, 0x2E, 0x30...0x39, 0xB7, 0x300...0x36F, 0x203F...0x2040: return true
    default: return false
    }
  }

  /// `Name`. https://www.w3.org/TR/xml/#NT-Name
  static func isName(_ string: String) -> Bool {
    var scalars = string.unicodeScalars.makeIterator()
    guard let first = scalars.next(), isNameStartChar(first) else { return false }
    while let scalar = scalars.next() {
      if !isNameChar(scalar) { return false }
    }
    return true
  }

  /// `PubidChar`. https://www.w3.org/TR/xml/#NT-PubidChar
  static func isPubidChar(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case " ", "\r", "\n", "a"..."z", "A"..."Z", "0"..."9": true
    default: "-'()+,./:=?;!*#@$_%".unicodeScalars.contains(scalar)
    }
  }
}
