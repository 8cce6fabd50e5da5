import HTMLParsing

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
    /// Why the document has that encoding; `nil` when no page was loaded.
    public var encodingSource: EncodingSource?
    /// The kind of file: `html`, `webarchive`, `mhtml`, `text`.
    public var format: String

    /// A record.
    public init(
      url: String, path: String? = nil, title: String = "", encoding: String = "",
      encodingSource: EncodingSource? = nil, format: String = ""
    ) {
      self.path = path
      self.url = url
      self.title = title
      self.encoding = encoding
      self.encodingSource = encodingSource
      self.format = format
    }
  }
}

extension RunReport.Page {
  /// Which step of the HTML standard's encoding sniffing chose a page's encoding, as the report
  /// writes it (`encodingSource` in JSON, after the encoding in text).
  /// https://html.spec.whatwg.org/multipage/parsing.html#encoding-sniffing-algorithm
  public enum EncodingSource: String, Sendable, Equatable, CaseIterable {
    /// A byte order mark at the start of the page (it wins over everything else).
    case byteOrderMark = "bom"
    /// An encoding chosen by the user, overriding the page's.
    case override
    /// The transport charset: `--charset`, a web archive's `WebResourceTextEncodingName`, an
    /// MHTML part's `Content-Type` charset (as an HTTP `Content-Type` would give).
    case transport
    /// A `<meta charset>` or `<meta http-equiv="Content-Type">` declaration in the page.
    case meta
    /// Nothing declared one, and the bytes are valid UTF-8 holding non-ASCII: UTF-8.
    case detected
    /// Nothing declared one: windows-1252 (UTF-8 for a text file).
    case `default`
  }
}

extension RunReport.Page.EncodingSource {
  /// The report's name for a step of the encoding sniffing algorithm.
  init(_ source: EncodingSniffResult.Source) {
    switch source {
    case .byteOrderMark: self = .byteOrderMark
    case .override: self = .override
    case .transport: self = .transport
    case .prescan: self = .meta
    case .utf8Detection: self = .detected
    case .default: self = .default
    }
  }
}
