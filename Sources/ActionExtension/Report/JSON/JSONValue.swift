import JSCore

/// A JSON value written deterministically: object members in the order given, two-space
/// indentation, property-list values in JSCore's typed JSON (``PropertyList/jsonString(options:)``).
///
/// Reports (``RunReport/json(paths:wallTimings:)``) are written with it, so the same value
/// always gives the same bytes.
public indirect enum JSONValue: Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// An integer.
  case int(Int)
  /// A real, written with at most three decimals (milliseconds to the microsecond).
  case milliseconds(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object, members in this order.
  case object([(String, JSONValue)])
  /// A property list, written as ``PropertyList/jsonString(options:)`` does.
  case propertyList(PropertyList)
  /// JavaScriptCore's raw result, written as ``JSConvertedValue/jsonString(options:)`` does.
  case converted(JSConvertedValue)

  /// A string, or null.
  public static func string(_ value: String?) -> JSONValue {
    value.map { .string($0) } ?? .null
  }

  /// An integer, or null.
  public static func int(_ value: Int?) -> JSONValue {
    value.map { .int($0) } ?? .null
  }

  /// A property list, or null.
  public static func propertyList(_ value: PropertyList?) -> JSONValue {
    value.map { .propertyList($0) } ?? .null
  }

  /// The value as pretty-printed JSON, with a final line feed.
  public var text: String {
    var output = ""
    write(to: &output, depth: 0)
    return output + "\n"
  }

  private func write(to output: inout String, depth: Int) {
    switch self {
    case .null: output += "null"
    case .bool(let value): output += value ? "true" : "false"
    case .int(let value): output += String(value)
    case .milliseconds(let value):
      let rounded = (value * 1000).rounded() / 1000
      output += rounded.isFinite ? String(rounded) : "null"
    case .string(let value): output += Self.quoted(value)
    case .propertyList(let value):
      let indent = "\n" + String(repeating: "  ", count: depth)
      output += value.jsonString(options: .prettyPrinted)
        .replacingOccurrences(of: "\n", with: indent)
    case .converted(let value):
      let indent = "\n" + String(repeating: "  ", count: depth)
      output += value.jsonString(options: .prettyPrinted)
        .replacingOccurrences(of: "\n", with: indent)
    case .array(let elements):
      Self.writeContainer("[", "]", elements, to: &output, depth: depth) { element, output in
        element.write(to: &output, depth: depth + 1)
      }
    case .object(let members):
      Self.writeContainer("{", "}", members, to: &output, depth: depth) { member, output in
        output += Self.quoted(member.0) + ": "
        member.1.write(to: &output, depth: depth + 1)
      }
    }
  }

  private static func writeContainer<Element>(
    _ open: String, _ close: String, _ elements: [Element], to output: inout String, depth: Int,
    element writeElement: (Element, inout String) -> Void
  ) {
    output += open
    guard !elements.isEmpty else {
      output += close
      return
    }
    for (index, element) in elements.enumerated() {
      output += index > 0 ? ",\n" : "\n"
      output += String(repeating: "  ", count: depth + 1)
      writeElement(element, &output)
    }
    output += "\n" + String(repeating: "  ", count: depth) + close
  }

  /// `string` as a JSON string literal (JSCore's escaping, shared with property lists).
  public static func quoted(_ string: String) -> String {
    PropertyList.jsonQuoted(string)
  }
}
