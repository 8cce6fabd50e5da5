import ActionExtension
import JSCore

/// The request handler of Xcode's "Action Extension" template (no user interface), written
/// against ActionExtension instead of Foundation (docs/safari-behavior.md §6.1).
///
/// It looks for the first attachment with a property-list item, loads it, and on the main
/// queue reads `currentBackgroundColor` from the preprocessing results: an empty colour gets
/// `newBackgroundColor` "red", any other colour "green". The answer goes back under the
/// finalize-argument key, so `Action.js`'s `finalize()` paints the page with it. Without a
/// property-list attachment it completes with no items.
public final class BackgroundColorHandler: RequestHandler {
  /// The request in progress; released once answered, as the template does.
  private var extensionContext: ExtensionContext?

  /// A handler for one request.
  public init() {}

  public func beginRequest(with context: ExtensionContext) {
    extensionContext = context

    var found = false
    outer: for item in context.inputItems {
      for provider in item.attachments ?? []
      where provider.hasItemConformingToTypeIdentifier(TypeIdentifiers.propertyList) {
        provider.loadItem(forTypeIdentifier: TypeIdentifiers.propertyList, options: nil) {
          item, _ in
          let results = item?[ExtensionKeys.preprocessingResults] ?? .dictionary([:])
          context.perform {
            self.itemLoadCompleted(withPreprocessingResults: results)
          }
        }
        found = true
        break outer
      }
    }

    if !found {
      // Nothing to work with, but the request must still end.
      done(withResults: nil)
    }
  }

  /// Picks the new colour from what `run()` reported.
  private func itemLoadCompleted(withPreprocessingResults results: PropertyList) {
    let current = results["currentBackgroundColor"]?.stringValue ?? ""
    if current.isEmpty {
      done(withResults: ["newBackgroundColor": "red"])
    } else {
      done(withResults: ["newBackgroundColor": "green"])
    }
  }

  /// Completes the request, handing `results` to `finalize()` when there are any.
  private func done(withResults results: PropertyList?) {
    guard let context = extensionContext else { return }
    if let results {
      let provider = ItemProvider(
        item: [ExtensionKeys.finalizeArgument: results],
        typeIdentifier: TypeIdentifiers.propertyList)
      let item = ExtensionItem()
      item.attachments = [provider]
      context.completeRequest(returningItems: [item], completionHandler: nil)
    } else {
      context.completeRequest(returningItems: [], completionHandler: nil)
    }
    extensionContext = nil
  }
}
