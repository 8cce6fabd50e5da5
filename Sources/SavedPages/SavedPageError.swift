/// Why a saved page could not be loaded. Every case names the file and says what is wrong;
/// ``code`` is a stable kebab-case identifier for tools and tests.
public enum SavedPageError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file could not be read: it does not exist, is a directory, is unreadable or is empty.
  case pageUnreadable(file: String, reason: String)
  /// A `.webarchive` that is not a property list, or whose values have the wrong types.
  case plistInvalid(file: String, reason: String)
  /// A well-formed property list or MIME message that is not a usable archive: no main
  /// resource, no HTML part, a multipart boundary that never appears.
  case archiveInvalid(file: String, reason: String)

  /// The stable code: `page-unreadable`, `plist-invalid` or `archive-invalid`.
  public var code: String {
    switch self {
    case .pageUnreadable: return "page-unreadable"
    case .plistInvalid: return "plist-invalid"
    case .archiveInvalid: return "archive-invalid"
    }
  }

  /// The file the error is about, as the caller named it.
  public var file: String {
    switch self {
    case .pageUnreadable(let file, _), .plistInvalid(let file, _),
      .archiveInvalid(let file, _):
      return file
    }
  }

  /// What is wrong, without the file name.
  public var reason: String {
    switch self {
    case .pageUnreadable(_, let reason), .plistInvalid(_, let reason),
      .archiveInvalid(_, let reason):
      return reason
    }
  }

  /// A one-line message for humans: `FILE: REASON`.
  public var message: String { "\(file): \(reason)" }

  /// The message followed by the code in brackets.
  public var description: String { "\(message) [\(code)]" }
}
