extension PropertyList: CustomStringConvertible {
  /// A readable, single-line rendering: strings quoted, reals with a decimal point (`nan`,
  /// `inf`, `-inf` for non-finite ones), dates as ISO 8601 in angle brackets, data as hex
  /// bytes in angle brackets (the first 32), dictionaries in insertion order. For example
  /// `{"title": "Home", "count": 2, "ratio": 0.5, "seen": <2024-01-01T00:00:00Z>, "raw": <00 ff>}`.
  public var description: String {
    switch self {
    case .string(let value):
      return PropertyListJSONWriter.quoted(value)
    case .integer(let value):
      return String(value)
    case .real(let value):
      return value.description
    case .boolean(let value):
      return value ? "true" : "false"
    case .date(let value):
      let text =
        PropertyListTimestamp.format(value)
        ?? "\(value.timeIntervalSinceReferenceDate) s since 2001-01-01T00:00:00Z"
      return "<\(text)>"
    case .data(let bytes):
      let shown = bytes.prefix(32).map { byte in
        let hex = String(byte, radix: 16)
        return hex.count == 1 ? "0" + hex : hex
      }
      let more = bytes.count > 32 ? " … (\(bytes.count) bytes)" : ""
      return "<" + shown.joined(separator: " ") + more + ">"
    case .array(let elements):
      return "[" + elements.map(\.description).joined(separator: ", ") + "]"
    case .dictionary(let entries):
      let rendered = entries.map { "\(PropertyListJSONWriter.quoted($0.key)): \($0.value)" }
      return "{" + rendered.joined(separator: ", ") + "}"
    }
  }
}
