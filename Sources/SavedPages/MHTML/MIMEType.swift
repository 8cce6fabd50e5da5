/// A parsed MIME media type with its parameters, as in a `Content-Type` header.
///
/// Parameter values may be tokens or quoted strings (with `\` escapes). RFC 2231 parameter
/// continuations and charset-encoded values (`name*0=`, `name*=utf-8''%E2%82%AC`) are joined
/// and decoded (see ``MIMEParameters``); RFC 2047 encoded words in a quoted value
/// (`name="=?utf-8?Q?…?="`, which some mailers write) are decoded too. The same parser reads
/// `Content-Disposition` values (`attachment; filename*=…`).
///
/// https://www.rfc-editor.org/rfc/rfc2045#section-5.1
struct MIMEType: Hashable, Sendable {
  /// `type/subtype`, lowercased.
  var essence: String
  /// The parameters; names lowercased, values as written (unquoted).
  var parameters: [String: String]

  /// Parses a `Content-Type` value such as `multipart/related; boundary="a b"; type=text/html`.
  init(_ value: String) {
    let scalars = Array(value.unicodeScalars)
    var index = 0
    var essence = ""
    while index < scalars.count, scalars[index] != ";" {
      essence.unicodeScalars.append(scalars[index])
      index += 1
    }
    self.essence = Self.essence(essence)
    var parameters: [(name: String, value: String)] = []
    while index < scalars.count {
      index += 1  // the ';'
      var name = ""
      while index < scalars.count, scalars[index] != "=", scalars[index] != ";" {
        name.unicodeScalars.append(scalars[index])
        index += 1
      }
      guard index < scalars.count, scalars[index] == "=" else { continue }
      index += 1
      while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" { index += 1 }
      var parameterValue = ""
      if index < scalars.count, scalars[index] == "\"" {
        index += 1
        while index < scalars.count, scalars[index] != "\"" {
          if scalars[index] == "\\", index + 1 < scalars.count { index += 1 }
          parameterValue.unicodeScalars.append(scalars[index])
          index += 1
        }
        while index < scalars.count, scalars[index] != ";" { index += 1 }
      } else {
        while index < scalars.count, scalars[index] != ";" {
          parameterValue.unicodeScalars.append(scalars[index])
          index += 1
        }
        parameterValue = parameterValue.trimmingWhitespace()
      }
      let key = name.trimmingWhitespace().lowercased()
      if !key.isEmpty { parameters.append((key, parameterValue)) }
    }
    self.parameters = MIMEParameters.combine(parameters)
  }

  /// `type/subtype` of a MIME type string, lowercased, without parameters or spaces.
  static func essence(_ value: String) -> String {
    let end = value.firstIndex(of: ";") ?? value.endIndex
    return String(value[..<end]).trimmingWhitespace().lowercased()
  }

  /// Whether the type is an HTML document type (`text/html` or `application/xhtml+xml`).
  var isHTML: Bool { essence == "text/html" || essence == "application/xhtml+xml" }
}

extension String {
  /// The string without leading and trailing spaces, tabs, CRs and LFs.
  func trimmingWhitespace() -> String {
    let isSpace: (Unicode.Scalar) -> Bool = { " \t\r\n".unicodeScalars.contains($0) }
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { !isSpace($0) }),
      let last = scalars.lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(scalars[first...last])
  }
}
