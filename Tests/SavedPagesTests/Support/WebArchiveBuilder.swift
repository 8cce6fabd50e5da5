import Foundation
import JSCore

/// Builds web archive property lists for tests.
enum WebArchiveBuilder {
  /// A resource dictionary.
  static func resource(
    url: String, text: String, mimeType: String = "text/html", encoding: String? = nil
  ) -> PropertyList {
    resource(url: url, bytes: Array(text.utf8), mimeType: mimeType, encoding: encoding)
  }

  /// A resource dictionary holding `bytes`.
  static func resource(
    url: String, bytes: [UInt8], mimeType: String, encoding: String? = nil
  ) -> PropertyList {
    var dictionary: [String: PropertyList] = [
      "WebResourceURL": .string(url),
      "WebResourceData": .data(bytes),
      "WebResourceMIMEType": .string(mimeType),
    ]
    if let encoding { dictionary["WebResourceTextEncodingName"] = .string(encoding) }
    return PropertyList(dictionary)
  }

  /// An archive dictionary.
  static func archive(
    main: PropertyList, subresources: [PropertyList] = [], frames: [PropertyList] = []
  ) -> PropertyList {
    var dictionary: [String: PropertyList] = ["WebMainResource": main]
    if !subresources.isEmpty { dictionary["WebSubresources"] = .array(subresources) }
    if !frames.isEmpty { dictionary["WebSubframeArchives"] = .array(frames) }
    return PropertyList(dictionary)
  }

  /// The bytes of `plist` in `format`.
  static func bytes(
    _ plist: PropertyList, format: PropertyList.SerializationFormat = .binary
  ) throws -> [UInt8] {
    [UInt8](try plist.serialized(format: format))
  }
}
