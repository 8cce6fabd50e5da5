/// A MIME type record: a type, a subtype and ordered parameters, as parsed and serialized by the
/// MIME Sniffing standard. https://mimesniff.spec.whatwg.org/#mime-type-representation
public struct MIMEType: Hashable, Sendable, CustomStringConvertible {
  /// The type, ASCII lowercase (`text` in `text/html`). https://mimesniff.spec.whatwg.org/#type
  public var type: String
  /// The subtype, ASCII lowercase (`html` in `text/html`). https://mimesniff.spec.whatwg.org/#subtype
  public var subtype: String
  /// The parameters in order; names are ASCII lowercase and unique.
  /// https://mimesniff.spec.whatwg.org/#parameters
  public private(set) var parameters: [(name: String, value: String)]

  /// Makes a MIME type from already valid, lowercase parts.
  public init(type: String, subtype: String, parameters: [(name: String, value: String)] = []) {
    self.type = type
    self.subtype = subtype
    self.parameters = parameters
  }

  /// `type/subtype`. https://mimesniff.spec.whatwg.org/#mime-type-essence
  public var essence: String { type + "/" + subtype }

  /// The value of the parameter `name` (lowercase), or `nil`.
  public func parameter(_ name: String) -> String? {
    parameters.first { $0.name == name }?.value
  }

  /// Sets the parameter `name` (lowercase), replacing its value in place or appending it.
  public mutating func setParameter(_ name: String, _ value: String) {
    if let index = parameters.firstIndex(where: { $0.name == name }) {
      parameters[index].value = value
    } else {
      parameters.append((name, value))
    }
  }

  /// The `charset` parameter, or `nil`.
  public var charset: String? { parameter("charset") }

  /// Whether this is an HTML MIME type (`text/html`).
  /// https://mimesniff.spec.whatwg.org/#html-mime-type
  public var isHTML: Bool { essence == "text/html" }

  /// Whether this is an XML MIME type (`*/*+xml`, `text/xml`, `application/xml`).
  /// https://mimesniff.spec.whatwg.org/#xml-mime-type
  public var isXML: Bool {
    subtype.hasSuffix("+xml") || essence == "text/xml" || essence == "application/xml"
  }

  /// Whether this is a JSON MIME type (`*/*+json`, `application/json`, `text/json`).
  /// https://mimesniff.spec.whatwg.org/#json-mime-type
  public var isJSON: Bool {
    subtype.hasSuffix("+json") || essence == "application/json" || essence == "text/json"
  }

  public static func == (lhs: MIMEType, rhs: MIMEType) -> Bool {
    lhs.type == rhs.type && lhs.subtype == rhs.subtype
      && lhs.parameters.elementsEqual(rhs.parameters) { $0.name == $1.name && $0.value == $1.value }
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(type)
    hasher.combine(subtype)
    for parameter in parameters {
      hasher.combine(parameter.name)
      hasher.combine(parameter.value)
    }
  }

  /// The serialization, e.g. `text/html;charset=utf-8`.
  /// https://mimesniff.spec.whatwg.org/#serialize-a-mime-type
  public var serialized: String {
    // 1. Let serialization be the concatenation of type, U+002F (/), and subtype.
    var serialization = essence
    // 2. For each name → value of parameters:
    for (name, value) in parameters {
      // 2.1–2.3. Append U+003B (;), name and U+003D (=).
      serialization += ";" + name + "="
      // 2.4. If value does not solely contain HTTP token code points or value is the empty
      //      string, then precede each U+0022 (") and U+005C (\) with U+005C (\), and wrap value
      //      in U+0022 (").
      if value.isEmpty || !value.unicodeScalars.allSatisfy(HTTPSyntax.isTokenCodePoint) {
        var quoted = "\""
        for scalar in value.unicodeScalars {
          if scalar == "\"" || scalar == "\\" { quoted += "\\" }
          quoted.unicodeScalars.append(scalar)
        }
        serialization += quoted + "\""
      } else {
        // 2.5. Append value to serialization.
        serialization += value
      }
    }
    // 3. Return serialization.
    return serialization
  }

  /// The serialization. https://mimesniff.spec.whatwg.org/#serialize-a-mime-type
  public var description: String { serialized }

  /// Parses a MIME type; `nil` is failure. https://mimesniff.spec.whatwg.org/#parse-a-mime-type
  public init?(_ string: String) {
    // 1. Remove any leading and trailing HTTP whitespace from input.
    let input = Array(HTTPSyntax.trimmingHTTPWhitespace(string).unicodeScalars)
    // 2. Let position be a position variable for input, initially pointing at the start.
    var position = 0
    // 3. Let type be the result of collecting a sequence of code points that are not U+002F (/).
    while position < input.count, input[position] != "/" { position += 1 }
    let type = String(String.UnicodeScalarView(input[0..<position]))
    // 4. If type is the empty string or does not solely contain HTTP token code points, failure.
    guard HTTPSyntax.isToken(type) else { return nil }
    // 5. If position is past the end of input, then return failure.
    guard position < input.count else { return nil }
    // 6. Advance position by 1. (This skips past U+002F (/).)
    position += 1
    // 7. Let subtype be the result of collecting code points that are not U+003B (;).
    let subtypeStart = position
    while position < input.count, input[position] != ";" { position += 1 }
    // 8. Remove any trailing HTTP whitespace from subtype.
    let subtype = HTTPSyntax.trimmingTrailingHTTPWhitespace(input[subtypeStart..<position])
    // 9. If subtype is the empty string or does not solely contain token code points, failure.
    guard HTTPSyntax.isToken(subtype) else { return nil }
    // 10. Let mimeType be a new MIME type record whose type is type, in ASCII lowercase, and
    //     whose subtype is subtype, in ASCII lowercase.
    var mimeType = MIMEType(
      type: HTTPSyntax.asciiLowercased(type), subtype: HTTPSyntax.asciiLowercased(subtype))
    // 11. While position is not past the end of input:
    while position < input.count {
      // 11.1. Advance position by 1. (This skips past U+003B (;).)
      position += 1
      // 11.2. Collect a sequence of code points that are HTTP whitespace.
      while position < input.count, HTTPSyntax.isHTTPWhitespace(input[position]) { position += 1 }
      // 11.3. Let parameterName be the code points that are not U+003B (;) or U+003D (=).
      let nameStart = position
      while position < input.count, input[position] != ";", input[position] != "=" {
        position += 1
      }
      // 11.4. Set parameterName to parameterName, in ASCII lowercase.
      let parameterName = HTTPSyntax.asciiLowercased(
        String(String.UnicodeScalarView(input[nameStart..<position])))
      // 11.5. If position is not past the end of input: if the code point at position is
      //       U+003B (;), then continue; otherwise advance position by 1 (past U+003D (=)).
      if position < input.count {
        if input[position] == ";" { continue }
        position += 1
      }
      // 11.6. If position is past the end of input, then break.
      guard position < input.count else { break }
      // 11.7. Let parameterValue be null.
      var parameterValue: String
      if input[position] == "\"" {
        // 11.8. If the code point at position is U+0022 ("): collect an HTTP quoted string with
        //       the extract-value flag set, then collect code points that are not U+003B (;).
        parameterValue = HTTPSyntax.collectQuotedString(
          input, position: &position, extractValue: true)
        while position < input.count, input[position] != ";" { position += 1 }
      } else {
        // 11.9. Otherwise: collect code points that are not U+003B (;), remove trailing HTTP
        //       whitespace, and if parameterValue is the empty string, then continue.
        let valueStart = position
        while position < input.count, input[position] != ";" { position += 1 }
        parameterValue = HTTPSyntax.trimmingTrailingHTTPWhitespace(input[valueStart..<position])
        if parameterValue.isEmpty { continue }
      }
      // 11.10. If parameterName is non-empty and solely token code points, parameterValue solely
      //        contains HTTP quoted-string token code points, and mimeType's parameters does not
      //        contain parameterName, then set mimeType's parameters[parameterName] to it.
      if HTTPSyntax.isToken(parameterName),
        parameterValue.unicodeScalars.allSatisfy(HTTPSyntax.isQuotedStringTokenCodePoint),
        mimeType.parameter(parameterName) == nil
      {
        mimeType.parameters.append((parameterName, parameterValue))
      }
    }
    // 12. Return mimeType.
    self = mimeType
  }
}
