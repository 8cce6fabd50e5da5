extension RunReport {
  /// The page a run loaded.
  public struct Page: Sendable, Equatable {
    /// The file it was read from (`-` for standard input, `nil` for a page given as a value).
    public var path: String?
    /// The document's URL (given, else the archive's, else a "saved from" mark, else the file's).
    public var url: String
    /// The document's title (`document.title` before the script ran).
    public var title: String
    /// The encoding the document was decoded with (`document.characterSet`).
    public var encoding: String
    /// The kind of file: `html`, `webarchive`, `mhtml`, `text`.
    public var format: String

    /// A record.
    public init(
      url: String, path: String? = nil, title: String = "", encoding: String = "",
      format: String = ""
    ) {
      self.path = path
      self.url = url
      self.title = title
      self.encoding = encoding
      self.format = format
    }
  }
}
