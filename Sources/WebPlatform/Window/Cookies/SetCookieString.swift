/// A parsed set-cookie-string: the name, the value and the attributes in order, before the
/// storage model decides what to keep.
///
/// https://httpwg.org/http-extensions/draft-ietf-httpbis-rfc6265bis.html#name-the-set-cookie-header-field
struct SetCookieString {
  /// One recognized attribute.
  enum Attribute: Equatable {
    /// An absolute expiry time (milliseconds since 1970), from `Expires`.
    case expires(Double)
    /// A relative expiry in seconds, from `Max-Age` (capped, may be ≤ 0).
    case maxAge(Int)
    case domain(String)
    case path(String)
    case secure
    case httpOnly
    case sameSite(Cookie.SameSite)
  }

  /// The longest name plus value, in octets.
  static let maximumNameValueLength = 4096
  /// The longest attribute value, in octets.
  static let maximumAttributeValueLength = 1024

  var name: String
  var value: String
  var attributes: [Attribute]

  /// Parses `input`; `nil` when the whole string is to be ignored.
  init?(_ input: String) {
    // 1. If the set-cookie-string contains a %x00-08 / %x0A-1F / %x7F character (CTL
    //    characters excluding HTAB), abort and ignore the set-cookie-string entirely.
    if input.unicodeScalars.contains(where: Self.isForbiddenControl) { return nil }
    // 2. Split at the first ";" into name-value-pair and unparsed-attributes.
    let nameValuePair: Substring
    let unparsedAttributes: Substring
    if let semicolon = input.firstIndex(of: ";") {
      nameValuePair = input[..<semicolon]
      unparsedAttributes = input[semicolon...]
    } else {
      nameValuePair = Substring(input)
      unparsedAttributes = ""
    }
    // 3. Without "=", the name is empty and the value is the pair; otherwise split at "=".
    // 4. Remove any leading or trailing WSP characters from the name and the value.
    if let equals = nameValuePair.firstIndex(of: "=") {
      name = Self.trimmingWhitespace(nameValuePair[..<equals])
      value = Self.trimmingWhitespace(nameValuePair[nameValuePair.index(after: equals)...])
    } else {
      name = ""
      value = Self.trimmingWhitespace(nameValuePair)
    }
    // 5. If the sum of the lengths of the name and the value is more than 4096 octets, abort.
    if name.utf8.count + value.utf8.count > Self.maximumNameValueLength { return nil }
    attributes = []
    // Each ";"-separated cookie-av.
    for av in unparsedAttributes.split(separator: ";", omittingEmptySubsequences: true) {
      let attributeName: String
      let attributeValue: String
      if let equals = av.firstIndex(of: "=") {
        attributeName = Self.trimmingWhitespace(av[..<equals])
        attributeValue = Self.trimmingWhitespace(av[av.index(after: equals)...])
      } else {
        attributeName = Self.trimmingWhitespace(av)
        attributeValue = ""
      }
      // An attribute value longer than 1024 octets is ignored.
      if attributeValue.utf8.count > Self.maximumAttributeValueLength { continue }
      if let attribute = Self.attribute(name: attributeName, value: attributeValue) {
        attributes.append(attribute)
      }
    }
  }

  /// Interprets one cookie-av; `nil` when it is unknown or ignored.
  ///
  /// https://httpwg.org/http-extensions/draft-ietf-httpbis-rfc6265bis.html#name-cookie-attributes
  static func attribute(name: String, value: String) -> Attribute? {
    switch name.lowercased() {
    case "expires":
      return CookieDate.parse(value).map { .expires($0) }
    case "max-age":
      // If the first character is neither a DIGIT nor "-", or the remainder contains a
      // non-DIGIT, ignore the cookie-av.
      guard let first = value.utf8.first, first == 0x2D || CookieDate.isDigit(first) else {
        return nil
      }
      let digits = value.utf8.dropFirst(first == 0x2D ? 1 : 0)
      guard !digits.isEmpty || first != 0x2D, digits.allSatisfy(CookieDate.isDigit) else {
        return nil
      }
      var seconds = 0
      for digit in digits {
        seconds = min(seconds * 10 + Int(digit - 0x30), 1_000_000_000_000)
      }
      return .maxAge(first == 0x2D ? -seconds : seconds)
    case "domain":
      // An empty Domain attribute is ignored.
      guard !value.isEmpty else { return nil }
      return .domain(Cookie.canonicalDomain(value))
    case "path":
      return .path(value)
    case "secure":
      return .secure
    case "httponly":
      return .httpOnly
    case "samesite":
      switch value.lowercased() {
      case "none": return .sameSite(.none)
      case "strict": return .sameSite(.strict)
      case "lax": return .sameSite(.lax)
      default: return .sameSite(.default)
      }
    default:
      return nil
    }
  }

  /// CTL characters other than HTAB: %x00-08 / %x0A-1F / %x7F.
  static func isForbiddenControl(_ scalar: Unicode.Scalar) -> Bool {
    (scalar.value <= 0x08) || (scalar.value >= 0x0A && scalar.value <= 0x1F)
      || scalar.value == 0x7F
  }

  /// Removes leading and trailing spaces and tabs.
  static func trimmingWhitespace(_ text: Substring) -> String {
    let isWhitespace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    guard let start = text.firstIndex(where: { !isWhitespace($0) }),
      let end = text.lastIndex(where: { !isWhitespace($0) })
    else { return "" }
    return String(text[start...end])
  }
}
