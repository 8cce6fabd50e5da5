import JSCore

/// A Swift request handler, shaped like Apple's `NSExtensionRequestHandling`: the runner calls
/// ``beginRequest(with:)`` once; the handler loads the items it wants (their completion
/// handlers run later, on the run's main queue) and answers with
/// ``ExtensionContext/completeRequest(returningItems:completionHandler:)`` or
/// ``ExtensionContext/cancelRequest(withError:)``.
///
/// https://developer.apple.com/documentation/foundation/nsextensionrequesthandling
public protocol RequestHandler: AnyObject {
  /// Starts handling `context`'s request.
  func beginRequest(with context: ExtensionContext)
}

extension ExtensionContext {
  /// The first attachment of the input items that has a property-list item, as Xcode's
  /// Action template looks for it.
  public var propertyListProvider: ItemProvider? {
    for item in inputItems {
      for provider in item.attachments ?? []
      where provider.hasItemConformingToTypeIdentifier(TypeIdentifiers.propertyList) {
        return provider
      }
    }
    return nil
  }

  /// Loads the preprocessing results (the dictionary under
  /// ``ExtensionKeys/preprocessingResults`` of the property-list item) and calls `body` with
  /// them (nil when absent) or the loading error.
  public func loadPreprocessingResults(
    _ body: @escaping (PropertyList?, (any Error)?) -> Void
  ) {
    guard let provider = propertyListProvider else {
      queue.async { body(nil, ItemLoadingError.unavailableType(TypeIdentifiers.propertyList)) }
      return
    }
    provider.loadItem(forTypeIdentifier: TypeIdentifiers.propertyList) { item, error in
      body(item?[ExtensionKeys.preprocessingResults], error)
    }
  }

  /// Completes the request with one item whose property-list attachment holds `argument`
  /// under ``ExtensionKeys/finalizeArgument`` (what the Action template does).
  public func completeRequest(finalizeArgument argument: PropertyList) {
    let dictionary: PropertyList = .dictionary([ExtensionKeys.finalizeArgument: argument])
    let item = ExtensionItem(attachments: [
      ItemProvider(item: dictionary, typeIdentifier: TypeIdentifiers.propertyList)
    ])
    completeRequest(returningItems: [item])
  }
}
