/// A place in a file a diagnostic points at: a script (by URL or file name), an extension's
/// `Info.plist`, a page.
public struct SourceLocation: Codable, Sendable, Hashable {
  /// The file: a script's URL or file name, or the path a case names.
  public var file: String
  /// 1-based line, when known.
  public var line: Int?
  /// 1-based column, when known.
  public var column: Int?

  /// A location.
  public init(file: String, line: Int? = nil, column: Int? = nil) {
    self.file = file
    self.line = line
    self.column = column
  }
}
