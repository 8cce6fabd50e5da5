import DOM
import SavedPages

/// The logic of the `FuzzWebArchive` and `FuzzMHTML` fuzz targets (docs/fuzzing.md).
///
/// The bytes are a saved page's file, named `page.webarchive` or `page.mhtml` so that the name
/// chooses the format. Asserted: nothing crashes — a damaged file is a ``SavedPageError``, and a
/// loaded page makes a document that serializes.
package enum SavedPageFuzzing {
  /// The two archive formats, by the file name that selects them.
  package enum Format: String, Sendable {
    case webArchive = "page.webarchive"
    case mhtml = "page.mhtml"
  }

  /// Runs one input; returns what went wrong, or `nil`.
  package static func check(_ bytes: [UInt8], as format: Format) -> String? {
    let page: SavedPage
    do {
      page = try SavedPageLoader.load(data: bytes, fileName: format.rawValue)
    } catch {
      _ = error.description
      return nil
    }
    let document = page.makeDocument()
    _ = HTMLSerializer.serializeChildren(of: document)
    return nil
  }
}
