/// The `application/x-www-form-urlencoded` format: `name=value` pairs joined by `&`.
///
/// https://url.spec.whatwg.org/#application/x-www-form-urlencoded
public enum FormURLEncoding {
  /// The `application/x-www-form-urlencoded` parser on the UTF-8 bytes of `input`.
  ///
  /// https://url.spec.whatwg.org/#concept-urlencoded-parser
  public static func parse(_ input: String) -> [(name: String, value: String)] {
    // 1. Let sequences be the result of splitting input on 0x26 (&).
    let sequences = input.utf8.split(separator: 0x26, omittingEmptySubsequences: true)
    // 2. Let output be an initially empty list of name-value tuples.
    var output: [(name: String, value: String)] = []
    // 3. For each byte sequence bytes in sequences:
    for bytes in sequences {
      // 3.2–3.3. Split on the first 0x3D (=); without one, the value is empty.
      let name: Substring.UTF8View.SubSequence
      let value: Substring.UTF8View.SubSequence
      if let equals = bytes.firstIndex(of: 0x3D) {
        name = bytes[..<equals]
        value = bytes[bytes.index(after: equals)...]
      } else {
        name = bytes
        value = bytes[bytes.endIndex...]
      }
      // 3.4–3.6. Replace 0x2B (+) with 0x20 (SP), percent-decode, and UTF-8 decode without BOM.
      output.append((decode(name), decode(value)))
    }
    // 4. Return output.
    return output
  }

  private static func decode<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> String {
    let plusReplaced = bytes.map { $0 == 0x2B ? 0x20 : $0 }
    return String(decoding: PercentEncoding.percentDecode(plusReplaced), as: UTF8.self)
  }

  /// The `application/x-www-form-urlencoded` serializer (UTF-8).
  ///
  /// https://url.spec.whatwg.org/#concept-urlencoded-serializer
  public static func serialize<Pairs: Sequence<(name: String, value: String)>>(
    _ tuples: Pairs
  ) -> String {
    // 1–3. For each tuple: percent-encode name and value with the form set and space as plus,
    //      and join them with "=", the tuples with "&".
    var output = ""
    for (index, tuple) in tuples.enumerated() {
      if index > 0 { output += "&" }
      output += PercentEncoding.utf8PercentEncode(
        tuple.name, using: .formURLEncoded, spaceAsPlus: true)
      output += "="
      output += PercentEncoding.utf8PercentEncode(
        tuple.value, using: .formURLEncoded, spaceAsPlus: true)
    }
    // 4. Return output.
    return output
  }
}
