import Foundation
import PropertyList

/// Reads a Safari web archive: a property list (binary `bplist00` or XML) whose top-level
/// dictionary holds `WebMainResource`, `WebSubresources` and `WebSubframeArchives`.
///
/// Type errors (a `WebResourceData` that is not data, a subresource that is not a dictionary)
/// are `plist-invalid`; a missing main resource, URL or data is `archive-invalid`. Both name
/// the key path, e.g. `WebSubframeArchives[0].WebMainResource.WebResourceURL`.
struct WebArchiveReader {
  /// The file name used in errors.
  var file: String

  /// The page of the archive in `bytes`; `url`, when given, replaces the archive's URL.
  func read(_ bytes: [UInt8], url: String?) throws(SavedPageError) -> SavedPage {
    let plist: PropertyList
    do {
      plist = try PropertyList(serializedData: Data(bytes))
    } catch {
      throw .plistInvalid(file: file, reason: "not a property list (\(error))")
    }
    var page = try archive(plist, path: "")
    if let url { page.url = url }
    return page
  }

  /// The page of one archive dictionary at key path `path` (empty for the top level).
  private func archive(_ plist: PropertyList, path: String) throws(SavedPageError) -> SavedPage {
    guard let dictionary = plist.dictionaryValue else {
      throw typeError(path.isEmpty ? "the top level" : path, plist, expected: "dictionary")
    }
    let mainPath = join(path, WebArchiveKey.mainResource)
    guard let mainValue = dictionary[WebArchiveKey.mainResource] else {
      throw .archiveInvalid(file: file, reason: "\(mainPath) is missing (no main resource)")
    }
    let main = try resource(mainValue, path: mainPath, isMain: true)
    var resources = SavedResources()
    for (index, value) in try array(dictionary, WebArchiveKey.subresources, path: path)
      .enumerated()
    {
      let subPath = join(path, WebArchiveKey.subresources) + "[\(index)]"
      resources.add(try resource(value, path: subPath, isMain: false).resource)
    }
    var frames: [String: SavedPage] = [:]
    for (index, value) in try array(dictionary, WebArchiveKey.subframeArchives, path: path)
      .enumerated()
    {
      let framePath = join(path, WebArchiveKey.subframeArchives) + "[\(index)]"
      let frame = try archive(value, path: framePath)
      if frames[frame.url] == nil { frames[frame.url] = frame }
      resources.merge(SavedResources([frame.mainResource]))
      resources.merge(frame.resources)
    }
    return SavedPage(
      url: main.resource.url, bytes: main.resource.bytes, mimeType: main.resource.mimeType,
      textEncodingName: main.resource.textEncodingName, frameName: main.frameName,
      resources: resources, frames: frames, format: .webArchive)
  }

  /// The array under `key`, or `[]` when absent.
  private func array(
    _ dictionary: PropertyListDictionary, _ key: String, path: String
  ) throws(SavedPageError) -> [PropertyList] {
    guard let value = dictionary[key] else { return [] }
    guard let elements = value.arrayValue else {
      throw typeError(join(path, key), value, expected: "array")
    }
    return elements
  }

  /// One resource dictionary. The MIME type defaults to `text/html` for a main resource and
  /// `application/octet-stream` otherwise.
  private func resource(
    _ plist: PropertyList, path: String, isMain: Bool
  ) throws(SavedPageError) -> (resource: SavedResource, frameName: String?) {
    guard let dictionary = plist.dictionaryValue else {
      throw typeError(path, plist, expected: "dictionary")
    }
    guard let dataValue = dictionary[WebArchiveKey.data] else {
      throw .archiveInvalid(file: file, reason: "\(join(path, WebArchiveKey.data)) is missing")
    }
    guard let bytes = dataValue.dataValue else {
      throw typeError(join(path, WebArchiveKey.data), dataValue, expected: "data")
    }
    guard let url = try string(dictionary, WebArchiveKey.url, path: path), !url.isEmpty else {
      throw .archiveInvalid(file: file, reason: "\(join(path, WebArchiveKey.url)) is missing")
    }
    let mimeType =
      try string(dictionary, WebArchiveKey.mimeType, path: path).map(MIMEType.essence)
      ?? (isMain ? "text/html" : "application/octet-stream")
    let encoding = try string(dictionary, WebArchiveKey.textEncodingName, path: path)
    let frameName = try string(dictionary, WebArchiveKey.frameName, path: path)
    return (
      SavedResource(
        url: url, bytes: bytes, mimeType: mimeType,
        textEncodingName: encoding.flatMap { $0.isEmpty ? nil : $0 }),
      frameName.flatMap { $0.isEmpty ? nil : $0 }
    )
  }

  /// The string under `key`, or `nil` when absent.
  private func string(
    _ dictionary: PropertyListDictionary, _ key: String, path: String
  ) throws(SavedPageError) -> String? {
    guard let value = dictionary[key] else { return nil }
    guard let string = value.stringValue else {
      throw typeError(join(path, key), value, expected: "string")
    }
    return string
  }

  private func typeError(
    _ path: String, _ value: PropertyList, expected: String
  ) -> SavedPageError {
    let found = Self.phrase(value.typeName)
    return .plistInvalid(
      file: file, reason: "\(path) is \(found), expected \(Self.phrase(expected))")
  }

  /// A property-list type name with its article: `a string`, `an array`, `data`.
  private static func phrase(_ typeName: String) -> String {
    switch typeName {
    case "data": return "data"
    case "array", "integer": return "an \(typeName)"
    default: return "a \(typeName)"
    }
  }

  private func join(_ path: String, _ key: String) -> String {
    path.isEmpty ? key : "\(path).\(key)"
  }
}
