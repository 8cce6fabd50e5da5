extension String {
  /// ASCII lowercase: only A–Z change. https://infra.spec.whatwg.org/#ascii-lowercase
  public func asciiLowercased() -> String {
    guard utf8.contains(where: { $0 >= 0x41 && $0 <= 0x5A }) else { return self }
    return String(decoding: utf8.map { ($0 >= 0x41 && $0 <= 0x5A) ? $0 + 0x20 : $0 }, as: UTF8.self)
  }

  /// ASCII uppercase: only a–z change. https://infra.spec.whatwg.org/#ascii-uppercase
  public func asciiUppercased() -> String {
    guard utf8.contains(where: { $0 >= 0x61 && $0 <= 0x7A }) else { return self }
    return String(decoding: utf8.map { ($0 >= 0x61 && $0 <= 0x7A) ? $0 - 0x20 : $0 }, as: UTF8.self)
  }

  /// Whether the two strings are equal ignoring ASCII case.
  /// https://infra.spec.whatwg.org/#ascii-case-insensitive
  public func asciiCaseInsensitiveEquals(_ other: String) -> Bool {
    let a = utf8
    let b = other.utf8
    guard a.count == b.count else { return false }
    return zip(a, b).allSatisfy { x, y in
      x == y || ((x | 0x20) == (y | 0x20) && (x | 0x20) >= 0x61 && (x | 0x20) <= 0x7A)
    }
  }

  /// The string with leading and trailing ASCII whitespace removed.
  /// https://infra.spec.whatwg.org/#strip-leading-and-trailing-ascii-whitespace
  public func strippingASCIIWhitespace() -> String {
    let bytes = Array(utf8)
    var start = 0
    var end = bytes.count
    while start < end, bytes[start].isASCIIWhitespace { start += 1 }
    while end > start, bytes[end - 1].isASCIIWhitespace { end -= 1 }
    if start == 0 && end == bytes.count { return self }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  /// Strips and collapses ASCII whitespace to single spaces.
  /// https://infra.spec.whatwg.org/#strip-and-collapse-ascii-whitespace
  public func strippingAndCollapsingASCIIWhitespace() -> String {
    var out: [UInt8] = []
    out.reserveCapacity(utf8.count)
    var pendingSpace = false
    for byte in utf8 {
      if byte.isASCIIWhitespace {
        pendingSpace = !out.isEmpty
      } else {
        if pendingSpace { out.append(0x20) }
        pendingSpace = false
        out.append(byte)
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// Splits on ASCII whitespace, dropping empty tokens.
  /// https://infra.spec.whatwg.org/#split-on-ascii-whitespace
  public func splitOnASCIIWhitespace() -> [String] {
    utf8.split(whereSeparator: { $0.isASCIIWhitespace }).map { String(decoding: $0, as: UTF8.self) }
  }
}

extension UInt8 {
  /// Tab, line feed, form feed, carriage return or space. https://infra.spec.whatwg.org/#ascii-whitespace
  @inlinable
  public var isASCIIWhitespace: Bool {
    self == 0x20 || self == 0x09 || self == 0x0A || self == 0x0C || self == 0x0D
  }
}
