import Foundation

/// Loads a ``SavedPage`` from a file, from bytes or from text.
///
/// The format comes from the file name's extension (`.html`/`.htm`, `.webarchive`,
/// `.mhtml`/`.mht`, `.txt`); any other name is sniffed from the first bytes. The page URL is, in order:
/// the `url` argument, the archive's (web archive main resource URL, MHTML
/// `Snapshot-Content-Location` or root part `Content-Location`), a
/// `<!-- saved from url=(NNNN)URL -->` mark near the start of an HTML document, the file's
/// `file://` URL.
public enum SavedPageLoader {
  /// Reads and loads the page at `path`.
  ///
  /// - Parameters:
  ///   - path: a file path; relative paths are resolved against the current directory.
  ///   - url: the page URL to use instead of the one the file records.
  /// - Throws: ``SavedPageError/pageUnreadable(file:reason:)`` when the path is missing, a
  ///   directory, not a regular file (a FIFO, a device) or unreadable; the errors of ``load(data:fileName:url:)`` otherwise.
  public static func load(
    contentsOf path: String, url: String? = nil
  ) throws(SavedPageError) -> SavedPage {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw .pageUnreadable(file: path, reason: "no such file")
    }
    guard !isDirectory.boolValue else {
      throw .pageUnreadable(file: path, reason: "is a directory, not a file")
    }
    // A FIFO or a device would block the read or never end: only regular files (symbolic
    // links followed) are pages.
    var status = stat()
    guard stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
      throw .pageUnreadable(file: path, reason: "is not a regular file")
    }
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw .pageUnreadable(file: path, reason: "cannot be read (\(error.localizedDescription))")
    }
    return try load(data: [UInt8](data), fileName: path, url: url)
  }

  /// Loads a page from the bytes of a file named `fileName`.
  ///
  /// - Parameters:
  ///   - data: the file's bytes.
  ///   - fileName: the file's name or path: chooses the format, names the file in errors and
  ///     gives the fallback `file://` URL.
  ///   - url: the page URL to use instead of the one the file records.
  /// - Throws: ``SavedPageError/pageUnreadable(file:reason:)`` for an empty archive (an empty
  ///   HTML file is an empty page),
  ///   ``SavedPageError/plistInvalid(file:reason:)`` for a web archive that is not a property
  ///   list or has values of the wrong types, ``SavedPageError/archiveInvalid(file:reason:)``
  ///   for an archive without a usable page. HTML bytes never fail: a browser shows any bytes.
  public static func load(
    data: [UInt8], fileName: String, url: String? = nil
  ) throws(SavedPageError) -> SavedPage {
    let format = SavedPageFormat(fileName: fileName) ?? SavedPageFormat.sniff(data)
    // An empty HTML or text file is an empty page, as a browser shows it; an empty archive
    // holds no page.
    guard !data.isEmpty || format == .html || format == .text else {
      throw .pageUnreadable(file: fileName, reason: "the file is empty")
    }
    var page: SavedPage
    switch format {
    case .html:
      page = SavedPage(url: url ?? "", bytes: data, format: .html)
      if let reason = BinaryContent.reason(data) {
        page.warnings.append(SavedPageWarning(location: nil, reason: reason))
      }
    case .webArchive:
      page = try WebArchiveReader(file: fileName).read(data, url: url)
    case .mhtml:
      page = try MHTMLReader(file: fileName).read(data, url: url)
    case .text:
      page = SavedPage(url: url ?? "", bytes: data, mimeType: "text/plain", format: .text)
    }
    if page.url.isEmpty {
      let mark = MIMEType(page.mimeType).isHTML ? SavedFromURLMark.url(in: page.bytes) : nil
      page.url = mark ?? fileURL(fileName)
    }
    return page
  }

  /// A page made of `text` at `url`, decoded as UTF-8 (a `<meta charset>` in it is ignored).
  public static func load(text: String, url: String) -> SavedPage {
    SavedPage(url: url, bytes: Array(text.utf8), textEncodingName: "utf-8", format: .html)
  }

  /// The `file://` URL of `path` (absolute, resolved against the current directory).
  static func fileURL(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.absoluteString
  }
}
