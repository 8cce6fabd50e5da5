/// An error from converting, encoding or decoding a ``PropertyList``.
public enum PropertyListError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A Foundation object that is not a property-list type (for example `NSNull`), at `path`;
  /// `typeDescription` names its dynamic type.
  case unsupportedValue(path: PropertyListPath, typeDescription: String)
  /// A Foundation dictionary key that is not a string, inside the dictionary at `path`.
  case nonStringKey(path: PropertyListPath, keyDescription: String)
  /// A Foundation container that contains itself, reached again at `path`.
  case cycle(path: PropertyListPath)
  /// A number that fits no property-list case (such as an unsigned integer above
  /// `Int64.max`), at `path`.
  case numberOutOfRange(path: PropertyListPath, numberDescription: String)
  /// Containers nested deeper than the decoder's limit, at `path`.
  case nestingTooDeep(path: PropertyListPath, limit: Int)
  /// Malformed or unsupported JSON, at UTF-8 byte `offset`.
  case invalidJSON(reason: String, offset: Int)
  /// `PropertyListSerialization` could not encode or decode the value.
  case serialization(reason: String)

  /// A one-line message naming the key path where there is one.
  public var description: String {
    switch self {
    case .unsupportedValue(let path, let type):
      return "\(path): \(type) is not a property-list value"
    case .nonStringKey(let path, let key):
      return "\(path): dictionary key \(key) is not a string"
    case .cycle(let path):
      return "\(path): container contains itself (cycle)"
    case .numberOutOfRange(let path, let number):
      return "\(path): number \(number) does not fit a property-list integer or real"
    case .nestingTooDeep(let path, let limit):
      return "\(path): containers nested deeper than \(limit) levels"
    case .invalidJSON(let reason, let offset):
      return "invalid property-list JSON at byte \(offset): \(reason)"
    case .serialization(let reason):
      return "property-list serialization failed: \(reason)"
    }
  }
}
