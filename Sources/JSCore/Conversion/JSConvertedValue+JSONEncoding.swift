import Foundation

extension JSConvertedValue {
  /// The value as typed JSON, in the forms ``PropertyList/jsonString(options:)`` uses, for a
  /// report of JavaScriptCore's raw result (docs/safari-behavior.md §4.4 `--plist jsc`).
  ///
  /// - ``null`` (`NSNull`) is JSON `null`.
  /// - Numbers are reals (`1.0`; `{"$real": "NaN"}` when not finite), as every JavaScript
  ///   number is an `NSNumber` double.
  /// - Dates are `{"$date": …}` as a property list's are (an invalid date, `NaN`
  ///   milliseconds, is `{"$date": {"$real": "NaN"}}`).
  /// - A cycle is `{"$cycle": "<path of the enclosing container>"}`, e.g.
  ///   `{"$cycle": "results"}` for `o.self = o`.
  /// - A dictionary whose only key is a tag (`$real`, `$date`, `$data`, `$dictionary`,
  ///   `$cycle`) is wrapped as `{"$dictionary": {...}}`.
  ///
  /// There is no reader for this form: `null` and `$cycle` have no property-list value.
  public func jsonString(options: PropertyList.JSONOptions = []) -> String {
    var writer = PropertyListJSONWriter(options: options)
    writer.write(converted: self, depth: 0)
    return writer.output
  }
}

extension PropertyListJSONWriter {
  /// The tags of ``JSConvertedValue/jsonString(options:)``: a property list's, and `$cycle`.
  static let convertedTags = tags.union(["$cycle"])

  mutating func write(converted value: JSConvertedValue, depth: Int) {
    switch value {
    case .null:
      output += "null"
    case .boolean(let boolean):
      output += boolean ? "true" : "false"
    case .number(let number):
      writeReal(number)
    case .string(let string):
      output += Self.quoted(string)
    case .date(let milliseconds):
      if milliseconds.isFinite {
        write(.date(Date(timeIntervalSince1970: milliseconds / 1000)), depth: depth)
      } else {
        writeTagged("$date") { $0.writeReal(milliseconds) }
      }
    case .array(let elements):
      writeContainer("[", "]", elements, depth: depth) { writer, element, depth in
        writer.write(converted: element, depth: depth)
      }
    case .dictionary(let entries):
      if entries.count == 1, let key = entries.first?.key, Self.convertedTags.contains(key) {
        writeTagged("$dictionary") { $0.writeConvertedDictionary(entries, depth: depth) }
      } else {
        writeConvertedDictionary(entries, depth: depth)
      }
    case .cycle(let target):
      writeTagged("$cycle") { $0.output += Self.quoted(target) }
    }
  }

  private mutating func writeConvertedDictionary(
    _ entries: [(key: String, value: JSConvertedValue)], depth: Int
  ) {
    let ordered =
      options.contains(.sortedKeys)
      ? entries.sorted { PropertyListDictionary.keyPrecedes($0.key, $1.key) }
      : entries
    let separator = options.contains(.prettyPrinted) ? ": " : ":"
    writeContainer("{", "}", ordered, depth: depth) { writer, entry, depth in
      writer.output += Self.quoted(entry.key) + separator
      writer.write(converted: entry.value, depth: depth)
    }
  }
}
