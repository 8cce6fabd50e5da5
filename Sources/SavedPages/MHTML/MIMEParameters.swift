/// RFC 2231 parameter value continuations and encodings, applied to the raw parameters of a
/// `Content-Type` or `Content-Disposition` value.
///
/// - `name*0=a; name*1=b` is `name=ab` (segments joined in number order, stopping at the first
///   missing number).
/// - `name*=charset'language'%XX…` is percent-decoded and read in `charset`; in a continued
///   value, segments written `name*N*=` are percent-decoded and the charset comes from segment 0.
/// - An extended or continued value wins over a plain `name=` one; among plain values the
///   first wins. Plain `name` and `filename` values holding RFC 2047 encoded words (which
///   some mailers write, against RFC 2047 §5) are decoded with ``EncodedWords``.
///
/// https://www.rfc-editor.org/rfc/rfc2231
enum MIMEParameters {
  /// The parameters by lowercased name, from `raw` pairs in the order written.
  static func combine(_ raw: [(name: String, value: String)]) -> [String: String] {
    var plain: [String: String] = [:]
    var extended: [String: String] = [:]
    var segments: [String: [Int: (value: String, encoded: Bool)]] = [:]
    for (name, value) in raw {
      let pieces = name.split(separator: "*", omittingEmptySubsequences: false).map(String.init)
      if pieces.count == 1 {
        if plain[name] == nil {
          let isFileName = name == "name" || name == "filename"
          plain[name] = isFileName ? EncodedWords.decode(value) : value
        }
      } else if pieces.count == 2, pieces[1].isEmpty, !pieces[0].isEmpty {
        // name*=charset'language'value
        if extended[pieces[0]] == nil { extended[pieces[0]] = decodeExtended([(value, true)]) }
      } else if pieces.count == 2 || (pieces.count == 3 && pieces[2].isEmpty),
        !pieces[0].isEmpty, let number = Int(pieces[1]), number >= 0
      {
        // name*N= or name*N*=
        let isEncoded = pieces.count == 3
        if segments[pieces[0], default: [:]][number] == nil {
          segments[pieces[0], default: [:]][number] = (value, isEncoded)
        }
      }
    }
    for (name, numbered) in segments where extended[name] == nil {
      var ordered: [(String, Bool)] = []
      var number = 0
      while let segment = numbered[number] {
        ordered.append((segment.value, segment.encoded))
        number += 1
      }
      if !ordered.isEmpty { extended[name] = decodeExtended(ordered) }
    }
    return plain.merging(extended) { _, extendedValue in extendedValue }
  }

  /// The value of the continued (or single extended) parameter made of `segments`; the first
  /// encoded segment's `charset'language'` prefix names the charset.
  private static func decodeExtended(_ segments: [(value: String, encoded: Bool)]) -> String {
    var charset: String?
    var bytes: [UInt8] = []
    for (position, segment) in segments.enumerated() {
      guard segment.encoded else {
        bytes += Array(segment.value.utf8)
        continue
      }
      var value = Substring(segment.value)
      if position == 0 {
        let quotes = value.indices.filter { value[$0] == "'" }
        if quotes.count >= 2 {
          charset = String(value[..<quotes[0]])
          value = value[value.index(after: quotes[1])...]
        }
      }
      bytes += percentDecoded(Array(value.utf8))
    }
    guard let charset, !charset.isEmpty else { return String(decoding: bytes, as: UTF8.self) }
    return EncodedWords.decodeText(bytes, charset: charset)
  }

  /// `bytes` with `%XX` escapes decoded; a `%` not followed by two hex digits is kept.
  private static func percentDecoded(_ bytes: [UInt8]) -> [UInt8] {
    var output: [UInt8] = []
    var index = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count,
        let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2])
      {
        output.append(high << 4 | low)
        index += 3
      } else {
        output.append(bytes[index])
        index += 1
      }
    }
    return output
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case 0x30...0x39: return byte - 0x30
    case 0x41...0x46: return byte - 0x41 + 10
    case 0x61...0x66: return byte - 0x61 + 10
    default: return nil
    }
  }
}
