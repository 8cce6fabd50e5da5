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
      var format = PropertyListSerialization.PropertyListFormat.binary
      object = try PropertyListSerialization.propertyList(from: data, options: [], format: &format)
      if data.starts(with: Array("bplist".utf8)) && format != .binary {
        // A cut binary plist can read as an OpenStep string ("bplist00…"): it is damaged.
        throw PropertyListError.serialization(
          reason: Self.readingFailure(data, CocoaError(.propertyListReadCorrupt)))
      }
    } catch let error as PropertyListError {
      throw error
    } catch {
      throw .serialization(reason: Self.readingFailure(data, error))
    }
    try self.init(foundationObject: object)
  }

  /// Why `data` did not read, in words: the format it claims and Foundation's own short
  /// description (not the whole `NSError`, whose text repeats itself).
  private static func readingFailure(_ data: Data, _ error: any Error) -> String {
    let userInfo = (error as NSError).userInfo
    let detail = userInfo[NSDebugDescriptionErrorKey] as? String
    if data.starts(with: Array("bplist".utf8)) {
      // Foundation falls back to the OpenStep parser when the binary form fails; its message
      // then speaks of the bytes "bplist", so say what really happened.
      return "a damaged binary property list (its header, offsets or objects are cut or wrong)"
    }
    let head = String(decoding: data.prefix(64), as: UTF8.self)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    if head.hasPrefix("<?xml") || head.hasPrefix("<plist") || head.hasPrefix("<!DOCTYPE") {
      let nested =
        (userInfo[NSUnderlyingErrorKey] as? NSError)?
        .userInfo[NSDebugDescriptionErrorKey] as? String
      return "a malformed XML property list (\(detail ?? nested ?? "unreadable"))"
    }
    if data.isEmpty { return "the data is empty" }
    return "neither a binary, XML nor OpenStep property list (\(detail ?? "unreadable"))"
  }
}
