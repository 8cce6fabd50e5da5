/// Escaping of text and attribute values for XML 1.0 documents (the JUnit report).
///
/// `&`, `<` and `>` become entity references everywhere; in attribute values `"` and `'` do
/// too, and tab, line feed and carriage return become character references so attribute-value
/// normalization keeps them (https://www.w3.org/TR/xml/#AVNormalize). Characters XML 1.0 does
/// not allow at all (https://www.w3.org/TR/xml/#charsets: C0 controls other than tab, line feed
/// and carriage return; U+FFFE, U+FFFF) cannot even be written as references, so each is
/// replaced by U+FFFD followed by its code in brackets (`�[U+0000]`): the report stays
/// well-formed and still says what was there.
enum XMLEscaping {
  /// `text` for character data between tags.
  static func text(_ text: String) -> String {
    escape(text, attribute: false)
  }

  /// `text` for an attribute value in double quotes.
  static func attribute(_ text: String) -> String {
    escape(text, attribute: true)
  }

  /// Whether XML 1.0 allows `scalar` in a document (the `Char` production).
  static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09, 0x0A, 0x0D: true
    case 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
    default: false
    }
  }

  private static func escape(_ text: String, attribute: Bool) -> String {
    var output = ""
    output.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": output += "&amp;"
      case "<": output += "&lt;"
      case ">": output += "&gt;"
      case "\"" where attribute: output += "&quot;"
      case "'" where attribute: output += "&apos;"
      case "\t" where attribute: output += "&#9;"
      case "\n" where attribute: output += "&#10;"
      case "\r": output += "&#13;"
      default:
        if isAllowed(scalar) {
          output.unicodeScalars.append(scalar)
        } else {
          let hex = String(scalar.value, radix: 16, uppercase: true)
          output += "\u{FFFD}[U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
        }
      }
    }
    return output
  }
}
