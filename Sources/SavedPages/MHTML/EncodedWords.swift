import DOM
import HTMLParsing

/// RFC 2047 encoded words in header values: `=?charset?Q?text?=` and `=?charset?B?text?=`
/// (an optional `*language` after the charset, RFC 2231 §5, is ignored).
///
/// Decoding is lenient, as mail readers are: whitespace between two adjacent encoded words is
/// dropped, an unknown charset is read as UTF-8, and a word that is not well formed (a bad
/// encoding letter, invalid base64) is kept as written.
///
/// https://www.rfc-editor.org/rfc/rfc2047
enum EncodedWords {
  /// `value` with every encoded word replaced by its text.
  static func decode(_ value: String) -> String {
    guard value.contains("=?") else { return value }
    let scalars = Array(value.unicodeScalars)
    var output = ""
    var pendingSpace = ""
    var lastWasEncoded = false
    var index = 0
    while index < scalars.count {
      if scalars[index] == "=", index + 1 < scalars.count, scalars[index + 1] == "?",
        let (text, end) = word(scalars, at: index)
      {
        // Linear white space between two encoded words is not displayed (RFC 2047 §6.2).
        if !lastWasEncoded { output += pendingSpace }
        pendingSpace = ""
        output += text
        lastWasEncoded = true
        index = end
        continue
      }
      let scalar = scalars[index]
      if scalar == " " || scalar == "\t" {
        pendingSpace.unicodeScalars.append(scalar)
      } else {
        output += pendingSpace
        pendingSpace = ""
        output.unicodeScalars.append(scalar)
        lastWasEncoded = false
      }
      index += 1
    }
    return output + pendingSpace
  }

  /// The decoded text of the encoded word starting at `start` and the index after it, or `nil`
  /// when no well-formed encoded word starts there.
  private static func word(
    _ scalars: [Unicode.Scalar], at start: Int
  ) -> (String, Int)? {
    // =?charset?E?text?=
    var index = start + 2
    var charset = ""
    while index < scalars.count, scalars[index] != "?" {
      guard scalars[index] != " " else { return nil }
      charset.unicodeScalars.append(scalars[index])
      index += 1
    }
    guard !charset.isEmpty, index + 2 < scalars.count, scalars[index + 2] == "?" else {
      return nil
    }
    let encoding = scalars[index + 1]
    index += 3
    var text: [UInt8] = []
    while index + 1 < scalars.count, !(scalars[index] == "?" && scalars[index + 1] == "=") {
      guard scalars[index].isASCII, scalars[index] != " " else { return nil }
      text.append(UInt8(scalars[index].value))
      index += 1
    }
    guard index + 1 < scalars.count else { return nil }
    let bytes: [UInt8]
    switch encoding {
    case "Q", "q":
      bytes = qDecode(text)
    case "B", "b":
      guard let decoded = Base64.decode(text, policy: .mime) else { return nil }
      bytes = decoded
    default:
      return nil
    }
    return (decodeText(bytes, charset: charset), index + 2)
  }

  /// The "Q" encoding: quoted-printable where `_` is a space.
  private static func qDecode(_ text: [UInt8]) -> [UInt8] {
    QuotedPrintable.decode(text.map { $0 == UInt8(ascii: "_") ? 0x20 : $0 })
  }

  /// `bytes` decoded with the charset label `charset` (RFC 2231 `*language` suffix dropped);
  /// UTF-8 when the label is unknown.
  static func decodeText(_ bytes: [UInt8], charset: String) -> String {
    let label = charset.split(separator: "*", maxSplits: 1).first.map(String.init) ?? charset
    let encoding = TextEncoding(label: label) ?? .utf8
    return TextDecoding.decode(bytes, as: encoding)
  }
}
