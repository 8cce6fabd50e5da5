import Foundation

extension JSConvertedValue {
  /// The value JavaScriptCore's conversion would give for a property list, so a property list
  /// and a raw result can be handed on the same way (``PropertyListConversionMode/strict``).
  ///
  /// Every number becomes ``number(_:)`` (an integer as the `Double` nearest to it, as every
  /// JavaScript number is one); dates become ``date(millisecondsSince1970:)``. Data has no
  /// form here, since JavaScript results never hold it: its bytes become an ``array(_:)`` of
  /// numbers 0–255 (what a JavaScript `Array.from(new Uint8Array(buffer))` would convert to).
  /// Dictionary order is kept. The value never holds ``null`` or ``cycle(to:)``.
  public init(propertyList: PropertyList) {
    switch propertyList {
    case .string(let string): self = .string(string)
    case .integer(let integer): self = .number(Double(integer))
    case .real(let real): self = .number(real)
    case .boolean(let boolean): self = .boolean(boolean)
    case .date(let date): self = .date(millisecondsSince1970: date.timeIntervalSince1970 * 1000)
    case .data(let bytes): self = .array(bytes.map { .number(Double($0)) })
    case .array(let elements): self = .array(elements.map(JSConvertedValue.init(propertyList:)))
    case .dictionary(let dictionary):
      self = .dictionary(
        dictionary.map { (key: $0.key, value: JSConvertedValue(propertyList: $0.value)) })
    }
  }
}

extension JSConvertedValue {
  /// The path of the entry `key` of the dictionary at `path`, as ``cycle(to:)`` and
  /// conversion diagnostics name it: `results.a`, `results["odd key"]`. An array element's
  /// path is `path + "[index]"`.
  public static func path(_ path: String, appendingKey key: String) -> String {
    JSToObjectConverter.append(key: key, to: path)
  }
}
