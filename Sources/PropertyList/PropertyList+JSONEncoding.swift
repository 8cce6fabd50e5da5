import Foundation

extension PropertyList {
  /// `string` as a JSON string literal, escaped as ``jsonString(options:)`` escapes strings
  /// (`"`, `\`, control characters, U+2028 and U+2029), for other JSON writers to share.
  public static func jsonQuoted(_ string: String) -> String {
    PropertyListJSONWriter.quoted(string)
  }

  /// Options for ``jsonString(options:)``.
  public struct JSONOptions: OptionSet, Hashable, Sendable {
    /// The raw option bits.
    public let rawValue: Int

    /// Creates options from raw bits.
    public init(rawValue: Int) {
      self.rawValue = rawValue
    }

    /// Writes dictionary keys in ascending code-point order instead of insertion order.
    public static let sortedKeys = JSONOptions(rawValue: 1 << 0)
    /// Writes one entry per line, indented by two spaces, with `": "` after keys.
    public static let prettyPrinted = JSONOptions(rawValue: 1 << 1)
  }

  /// The value as typed JSON, deterministic for a given value and options.
  ///
  /// - Strings, arrays and dictionaries are plain JSON (dictionary keys in insertion order
  ///   unless ``JSONOptions/sortedKeys`` is given); booleans are `true`/`false`; integers are
  ///   JSON integers.
  /// - Finite reals always have a decimal point or an exponent (`1.0`, `-0.0`, `1e-07`), with
  ///   the shortest digits that read back to the same `Double`; non-finite reals are
  ///   `{"$real": "NaN"}`, `{"$real": "Infinity"}` and `{"$real": "-Infinity"}`.
  /// - Dates are `{"$date": "2024-01-01T00:00:00.5Z"}` (UTC, with the fewest fractional digits
  ///   that read back exactly), or `{"$date": <seconds since 2001>}` for a date no such
  ///   timestamp reproduces (outside years 0000–9999, `-0.0`, or not a number).
  /// - Data is `{"$data": "<base64>"}`.
  /// - A dictionary whose only key is `$real`, `$date`, `$data` or `$dictionary` is wrapped
  ///   as `{"$dictionary": {...}}` so it does not read back as a tagged value.
  ///
  /// ``init(json:)`` reads this format back to an equal value.
  public func jsonString(options: JSONOptions = []) -> String {
    var writer = PropertyListJSONWriter(options: options)
    writer.write(self, depth: 0)
    return writer.output
  }

  /// ``jsonString(options:)`` as UTF-8 bytes.
  public func jsonData(options: JSONOptions = []) -> Data {
    Data(jsonString(options: options).utf8)
  }
}

/// The JSON writer behind ``PropertyList/jsonString(options:)``.
/// Writes typed JSON (`package`: JSCore writes its converted values with it too).
package struct PropertyListJSONWriter {
  /// The object keys that mark a tagged value when alone in an object.
  package static let tags: Set<String> = ["$real", "$date", "$data", "$dictionary"]

  package let options: PropertyList.JSONOptions
  package var output = ""

  package init(options: PropertyList.JSONOptions) {
    self.options = options
  }

  package mutating func write(_ value: PropertyList, depth: Int) {
    switch value {
    case .string(let string):
      output += Self.quoted(string)
    case .integer(let integer):
      output += String(integer)
    case .boolean(let boolean):
      output += boolean ? "true" : "false"
    case .real(let real):
      writeReal(real)
    case .date(let date):
      if let timestamp = PropertyListTimestamp.format(date) {
        writeTagged("$date") { $0.output += Self.quoted(timestamp) }
      } else {
        writeTagged("$date") { $0.writeReal(date.timeIntervalSinceReferenceDate) }
      }
    case .data(let bytes):
      writeTagged("$data") { $0.output += Self.quoted(Data(bytes).base64EncodedString()) }
    case .array(let elements):
      writeContainer("[", "]", elements, depth: depth) { writer, element, depth in
        writer.write(element, depth: depth)
      }
    case .dictionary(let dictionary):
      if dictionary.count == 1, let key = dictionary.keys.first, Self.tags.contains(key) {
        writeTagged("$dictionary") { $0.writeDictionary(dictionary, depth: depth) }
      } else {
        writeDictionary(dictionary, depth: depth)
      }
    }
  }

  private mutating func writeDictionary(_ dictionary: PropertyListDictionary, depth: Int) {
    let ordered = options.contains(.sortedKeys) ? dictionary.sortedByKey() : dictionary
    let separator = options.contains(.prettyPrinted) ? ": " : ":"
    writeContainer("{", "}", Array(ordered), depth: depth) { writer, entry, depth in
      writer.output += Self.quoted(entry.key) + separator
      writer.write(entry.value, depth: depth)
    }
  }

  /// Writes a finite real as a JSON number with a `.` or exponent, else a `$real` tag.
  package mutating func writeReal(_ real: Double) {
    if real.isNaN {
      writeTagged("$real") { $0.output += "\"NaN\"" }
    } else if real.isInfinite {
      writeTagged("$real") { $0.output += real < 0 ? "\"-Infinity\"" : "\"Infinity\"" }
    } else {
      // Swift's shortest round-trip form always has a "." or an "e" for finite values.
      output += real.description
    }
  }

  /// Writes `{"<tag>": <payload>}` on one line, whatever the options.
  package mutating func writeTagged(
    _ tag: String, payload: (inout PropertyListJSONWriter) -> Void
  ) {
    output += "{\"\(tag)\":"
    if options.contains(.prettyPrinted) { output += " " }
    payload(&self)
    output += "}"
  }

  package mutating func writeContainer<Element>(
    _ open: String, _ close: String, _ elements: [Element], depth: Int,
    element writeElement: (inout PropertyListJSONWriter, Element, Int) -> Void
  ) {
    output += open
    guard !elements.isEmpty else {
      output += close
      return
    }
    let pretty = options.contains(.prettyPrinted)
    for (index, element) in elements.enumerated() {
      if index > 0 { output += "," }
      if pretty { output += "\n" + String(repeating: "  ", count: depth + 1) }
      writeElement(&self, element, depth + 1)
    }
    if pretty { output += "\n" + String(repeating: "  ", count: depth) }
    output += close
  }

  /// `string` as a JSON string literal: `"`, `\` and control characters escaped, as are
  /// U+2028 and U+2029 (so the text is also a valid JavaScript literal); everything else is
  /// written as is.
  package static func quoted(_ string: String) -> String {
    var text = "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case "\n": text += "\\n"
      case "\r": text += "\\r"
      case "\t": text += "\\t"
      case "\u{08}": text += "\\b"
      case "\u{0C}": text += "\\f"
      case "\u{00}"..."\u{1F}", "\u{2028}", "\u{2029}":
        let hex = String(scalar.value, radix: 16, uppercase: false)
        text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: text.unicodeScalars.append(scalar)
      }
    }
    return text + "\""
  }
}
