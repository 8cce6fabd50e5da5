import Foundation

extension PropertyList {
  /// A `PropertyListSerialization` file format.
  public enum SerializationFormat: Hashable, Sendable {
    /// The XML format (`<plist version="1.0">`). Lossy in places: dates keep whole seconds
    /// only, and swift-corelibs-foundation writes `-0.0` as `0.0`.
    case xml
    /// The binary format (`bplist00`): lossless for every ``PropertyList`` value.
    case binary

    var foundationFormat: PropertyListSerialization.PropertyListFormat {
      switch self {
      case .xml: return .xml
      case .binary: return .binary
      }
    }
  }

  /// The value written by `PropertyListSerialization` in `format`.
  ///
  /// - Throws: ``PropertyListError/serialization(reason:)`` if Foundation refuses the value.
  public func serialized(format: SerializationFormat) throws(PropertyListError) -> Data {
    do {
      return try PropertyListSerialization.data(
        fromPropertyList: foundationObject, format: format.foundationFormat, options: 0)
    } catch {
      throw .serialization(reason: String(describing: error))
    }
  }

  /// Reads a property list in any format `PropertyListSerialization` reads (XML, binary,
  /// OpenStep). Dictionary keys come out in ascending code-point order.
  ///
  /// - Throws: ``PropertyListError/serialization(reason:)`` for unreadable data, or the errors
  ///   of ``init(foundationObject:)``.
  public init(serializedData data: Data) throws(PropertyListError) {
    let object: Any
    do {
      object = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
    } catch {
      throw .serialization(reason: String(describing: error))
    }
    try self.init(foundationObject: object)
  }
}
