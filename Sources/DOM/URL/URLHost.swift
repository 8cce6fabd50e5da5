/// A URL's host: a domain, an IPv4 or IPv6 address, an opaque host or the empty host.
///
/// https://url.spec.whatwg.org/#concept-host
public enum URLHost: Hashable, Sendable {
  /// An ASCII domain, e.g. `example.com` or `xn--bcher-kva.de`.
  case domain(String)
  /// An IPv4 address as a 32-bit number.
  case ipv4(UInt32)
  /// An IPv6 address as eight 16-bit pieces.
  case ipv6([UInt16])
  /// The host of a non-special URL, percent-encoded with the C0 control set.
  case opaque(String)
  /// The empty host, as in `file:///path`.
  case empty

  /// The host serializer's output: dotted IPv4, bracketed IPv6, otherwise the string itself.
  ///
  /// https://url.spec.whatwg.org/#concept-host-serializer
  public var serialized: String {
    switch self {
    case .domain(let name), .opaque(let name): return name
    case .empty: return ""
    case .ipv4(let address): return Self.serializeIPv4(address)
    case .ipv6(let pieces): return "[" + Self.serializeIPv6(pieces) + "]"
    }
  }

  // MARK: Host parser

  /// The host parser: `nil` is failure.
  ///
  /// https://url.spec.whatwg.org/#concept-host-parser
  public static func parse(_ input: String, isOpaque: Bool = false) -> URLHost? {
    let scalars = Array(input.unicodeScalars)
    // 1. Bracketed input is an IPv6 address.
    if scalars.first == "[" {
      guard scalars.count >= 2, scalars.last == "]" else { return nil }
      return parseIPv6(scalars[1..<(scalars.count - 1)]).map { .ipv6($0) }
    }
    // 2. Non-special URLs have opaque hosts.
    if isOpaque { return parseOpaqueHost(scalars) }
    // 3. Assert: input is not the empty string.
    guard !scalars.isEmpty else { return nil }
    // 4. Let domain be the result of running UTF-8 decode without BOM on the percent-decoding of
    //    input.
    let domain = String(decoding: PercentEncoding.percentDecode(input), as: UTF8.self)
    // 5–6. Let asciiDomain be the result of running domain to ASCII; failure is failure.
    guard let asciiDomain = IDNA.domainToASCII(domain, beStrict: false) else { return nil }
    // 7. If asciiDomain ends in a number, return the result of IPv4 parsing asciiDomain.
    if endsInANumber(asciiDomain) { return parseIPv4(asciiDomain).map { .ipv4($0) } }
    // 8. Return asciiDomain.
    return .domain(asciiDomain)
  }

  /// Whether `scalar` is a forbidden host code point.
  /// https://url.spec.whatwg.org/#forbidden-host-code-point
  static func isForbiddenHostCodePoint(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "\u{0}", "\t", "\n", "\r", " ", "#", "/", ":", "<", ">", "?", "@", "[", "\\", "]", "^",
      "|":
      return true
    default: return false
    }
  }

  /// Whether `scalar` is a forbidden domain code point.
  /// https://url.spec.whatwg.org/#forbidden-domain-code-point
  static func isForbiddenDomainCodePoint(_ scalar: Unicode.Scalar) -> Bool {
    isForbiddenHostCodePoint(scalar) || scalar.value <= 0x1F || scalar == "%" || scalar == "\u{7F}"
  }

  /// The opaque-host parser. https://url.spec.whatwg.org/#concept-opaque-host-parser
  static func parseOpaqueHost(_ input: [Unicode.Scalar]) -> URLHost? {
    // 1. A forbidden host code point is failure.
    if input.contains(where: isForbiddenHostCodePoint) { return nil }
    // 2–3. (Validation errors only.) Return the C0-control percent-encoding of input.
    var output = ""
    for scalar in input { PercentEncoding.append(scalar, encodedWith: .c0Control, to: &output) }
    // The empty string is the empty host.
    return output.isEmpty ? .empty : .opaque(output)
  }

  // MARK: IPv4

  /// The ends-in-a-number checker. https://url.spec.whatwg.org/#ends-in-a-number-checker
  static func endsInANumber(_ input: String) -> Bool {
    // 1. Let parts be the result of strictly splitting input on U+002E (.).
    var parts = input.utf8.split(separator: 0x2E, omittingEmptySubsequences: false)
    // 2. If the last item in parts is the empty string: return false if it is the only item,
    //    otherwise remove it.
    if parts.last?.isEmpty == true {
      if parts.count == 1 { return false }
      parts.removeLast()
    }
    // 3. Let last be the last item in parts.
    guard let last = parts.last else { return false }
    // 4. If last is non-empty and contains only ASCII digits, return true.
    if !last.isEmpty && last.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) { return true }
    // 5. If parsing last as an IPv4 number does not return failure, return true.
    return parseIPv4Number(Array(last)) != nil
  }

  /// The IPv4 number parser: the value (saturated at `UInt64.max`), or `nil` for failure.
  /// https://url.spec.whatwg.org/#ipv4-number-parser
  static func parseIPv4Number(_ input: [UInt8]) -> UInt64? {
    // 1. If input is the empty string, then return failure.
    guard !input.isEmpty else { return nil }
    var digits = input[...]
    // 2. Let R be 10.
    var radix: UInt64 = 10
    // 3. A "0x" or "0X" prefix means hexadecimal.
    if digits.count >= 2, digits[digits.startIndex] == 0x30,
      digits[digits.startIndex + 1] | 0x20 == 0x78
    {
      digits = digits.dropFirst(2)
      radix = 16
    } else if digits.count >= 2, digits[digits.startIndex] == 0x30 {
      // 4. A leading "0" means octal.
      digits = digits.dropFirst()
      radix = 8
    }
    // 5. If input is the empty string, then return 0.
    if digits.isEmpty { return 0 }
    // 6–7. Each code point must be a radix-R digit; the value is the integer they represent.
    var value: UInt64 = 0
    for byte in digits {
      guard let digit = PercentEncoding.hexValue(byte).map(UInt64.init), digit < radix else {
        return nil
      }
      let (product, overflow1) = value.multipliedReportingOverflow(by: radix)
      let (sum, overflow2) = product.addingReportingOverflow(digit)
      value = overflow1 || overflow2 ? UInt64.max : sum
    }
    return value
  }

  /// The IPv4 parser. https://url.spec.whatwg.org/#concept-ipv4-parser
  static func parseIPv4(_ input: String) -> UInt32? {
    // 1. Let parts be the result of strictly splitting input on U+002E (.).
    var parts = input.utf8.split(separator: 0x2E, omittingEmptySubsequences: false)
    // 2. If the last item in parts is the empty string, remove it (if not the only item).
    if parts.last?.isEmpty == true && parts.count > 1 { parts.removeLast() }
    // 3. If parts's size is greater than 4, return failure.
    guard parts.count <= 4 else { return nil }
    // 4–5. Parse each part as an IPv4 number.
    var numbers: [UInt64] = []
    for part in parts {
      guard let number = parseIPv4Number(Array(part)) else { return nil }
      numbers.append(number)
    }
    guard let last = numbers.last else { return nil }
    // 7. If any but the last item in numbers is greater than 255, then return failure.
    if numbers.dropLast().contains(where: { $0 > 255 }) { return nil }
    // 8. If the last item is greater than or equal to 256^(5 − numbers's size), return failure.
    if last >= UInt64(1) << (8 * UInt64(5 - numbers.count)) { return nil }
    // 9–10. Let ipv4 be the last item, plus each other item times 256^(3 − counter).
    var ipv4 = last
    for (counter, number) in numbers.dropLast().enumerated() {
      ipv4 += number << (8 * UInt64(3 - counter))
    }
    return UInt32(truncatingIfNeeded: ipv4)
  }

  /// The IPv4 serializer. https://url.spec.whatwg.org/#concept-ipv4-serializer
  static func serializeIPv4(_ address: UInt32) -> String {
    (0..<4).map { String((address >> (8 * UInt32(3 - $0))) & 0xFF) }.joined(separator: ".")
  }

  // MARK: IPv6

  /// The IPv6 parser. https://url.spec.whatwg.org/#concept-ipv6-parser
  static func parseIPv6(_ scalars: ArraySlice<Unicode.Scalar>) -> [UInt16]? {
    let input = Array(scalars)
    func at(_ index: Int) -> Unicode.Scalar? { index < input.count ? input[index] : nil }
    func hexDigit(_ scalar: Unicode.Scalar?) -> UInt32? {
      guard let scalar, scalar.isASCII else { return nil }
      return PercentEncoding.hexValue(UInt8(scalar.value)).map(UInt32.init)
    }
    // 1–4. address, pieceIndex, compress, pointer.
    var address = [UInt32](repeating: 0, count: 8)
    var pieceIndex = 0
    var compress: Int? = nil
    var pointer = 0
    // 5. A leading "::".
    if at(pointer) == ":" {
      guard at(pointer + 1) == ":" else { return nil }
      pointer += 2
      pieceIndex += 1
      compress = pieceIndex
    }
    // 6. While c is not the EOF code point:
    while at(pointer) != nil {
      // 6.1. If pieceIndex is 8, return failure.
      guard pieceIndex < 8 else { return nil }
      // 6.2. A second ":" starts compression.
      if at(pointer) == ":" {
        guard compress == nil else { return nil }
        pointer += 1
        pieceIndex += 1
        compress = pieceIndex
        continue
      }
      // 6.3–6.4. Up to four hex digits.
      var value: UInt32 = 0
      var length = 0
      while length < 4, let digit = hexDigit(at(pointer)) {
        value = value * 0x10 + digit
        pointer += 1
        length += 1
      }
      // 6.5. An embedded IPv4 address.
      if at(pointer) == "." {
        guard length > 0 else { return nil }
        pointer -= length
        guard pieceIndex <= 6 else { return nil }
        var numbersSeen = 0
        while at(pointer) != nil {
          var ipv4Piece: UInt32? = nil
          if numbersSeen > 0 {
            guard at(pointer) == ".", numbersSeen < 4 else { return nil }
            pointer += 1
          }
          guard let first = at(pointer), first.isASCII, ("0"..."9").contains(first) else {
            return nil
          }
          while let c = at(pointer), c.isASCII, ("0"..."9").contains(c) {
            let number = c.value - 0x30
            if let piece = ipv4Piece {
              guard piece != 0 else { return nil }
              ipv4Piece = piece * 10 + number
            } else {
              ipv4Piece = number
            }
            guard let piece = ipv4Piece, piece <= 255 else { return nil }
            pointer += 1
          }
          address[pieceIndex] = address[pieceIndex] * 0x100 + (ipv4Piece ?? 0)
          numbersSeen += 1
          if numbersSeen == 2 || numbersSeen == 4 { pieceIndex += 1 }
        }
        guard numbersSeen == 4 else { return nil }
        break
      } else if at(pointer) == ":" {
        // 6.6. A single ":" must be followed by another piece.
        pointer += 1
        guard at(pointer) != nil else { return nil }
      } else if at(pointer) != nil {
        // 6.7. Anything else is failure.
        return nil
      }
      // 6.8–6.9. Store the piece.
      address[pieceIndex] = value
      pieceIndex += 1
    }
    // 7. Move the pieces after the compression point to the end.
    if let compress {
      var swaps = pieceIndex - compress
      pieceIndex = 7
      while pieceIndex != 0 && swaps > 0 {
        address.swapAt(pieceIndex, compress + swaps - 1)
        pieceIndex -= 1
        swaps -= 1
      }
    } else if pieceIndex != 8 {
      // 8. Without compression there must be eight pieces.
      return nil
    }
    // 9. Return address.
    return address.map { UInt16(truncatingIfNeeded: $0) }
  }

  /// The IPv6 serializer, with the first longest run of two or more zero pieces compressed.
  /// https://url.spec.whatwg.org/#concept-ipv6-serializer
  static func serializeIPv6(_ pieces: [UInt16]) -> String {
    // 1–2. Find the first longest sequence of two or more 0 pieces.
    var compress: Int? = nil
    var bestLength = 1
    var index = 0
    while index < pieces.count {
      if pieces[index] == 0 {
        var end = index
        while end < pieces.count && pieces[end] == 0 { end += 1 }
        if end - index > bestLength {
          bestLength = end - index
          compress = index
        }
        index = end
      } else {
        index += 1
      }
    }
    // 3–4. Serialize, writing "::" for the compressed run.
    var output = ""
    var ignore0 = false
    for (pieceIndex, piece) in pieces.enumerated() {
      if ignore0 && piece == 0 { continue }
      ignore0 = false
      if compress == pieceIndex {
        output += pieceIndex == 0 ? "::" : ":"
        ignore0 = true
        continue
      }
      output += String(piece, radix: 16)
      if pieceIndex != pieces.count - 1 { output += ":" }
    }
    return output
  }
}
