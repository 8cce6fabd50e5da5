extension RunReport {
  /// The preprocessing script a run evaluated.
  public struct Script: Sendable, Equatable {
    /// The file or extension folder it was read from (`nil` for a script given as text).
    public var path: String?
    /// The name stacks and diagnostics use (the file's name, e.g. `Action.js`).
    public var url: String
    /// The SHA-256 of the script's UTF-8 text, 64 lowercase hexadecimal digits: which exact
    /// script produced the report.
    public var sha256: String

    /// A record of `source`, read from `path`, named `url`.
    public init(source: String, url: String, path: String? = nil) {
      self.path = path
      self.url = url
      sha256 = SHA256.hexDigest(source.utf8)
    }

    /// A record of a script that could not be read (no digest).
    public init(unreadableAt path: String) {
      self.path = path
      url = path
      sha256 = ""
    }
  }
}
