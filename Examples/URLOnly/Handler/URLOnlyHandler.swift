import ActionExtension
import Foundation
import JSCore

/// URLOnly's request handler: the smallest useful one. It reads the page's URL from the
/// preprocessing results (Safari sends no `public.url` attachment once an extension declares
/// a preprocessing file) and completes with no items (`nil`), so `finalize()` is not called.
public final class URLOnlyHandler: RequestHandler {
  /// The URL of the page, once a request has been handled (nil when the results had none).
  public private(set) var pageURL: URL?

  /// A handler for one request.
  public init() {}

  public func beginRequest(with context: ExtensionContext) {
    guard
      let provider = context.inputItems.lazy.compactMap(\.attachments).joined().first(where: {
        $0.hasItemConformingToTypeIdentifier(TypeIdentifiers.propertyList)
      })
    else {
      context.completeRequest(returningItems: nil)
      return
    }
    provider.loadItem(forTypeIdentifier: TypeIdentifiers.propertyList) { item, _ in
      let results = item?[ExtensionKeys.preprocessingResults]
      if let text = results?["URL"]?.stringValue {
        self.pageURL = URL(string: text)
      }
      context.completeRequest(returningItems: nil)
    }
  }
}
