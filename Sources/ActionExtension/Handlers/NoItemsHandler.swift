/// Loads the results (so that lazy preprocessing runs), then completes with no items
/// (`--no-reply`): Safari does not call `finalize()`.
public final class NoItemsHandler: RequestHandler {
  /// Whether to load the results first (as the Action template does).
  public let loadsResults: Bool

  /// A handler completing with `[]`.
  public init(loadsResults: Bool = true) {
    self.loadsResults = loadsResults
  }

  public func beginRequest(with context: ExtensionContext) {
    guard loadsResults else {
      context.completeRequest(returningItems: [])
      return
    }
    context.loadPreprocessingResults { _, _ in context.completeRequest(returningItems: []) }
  }
}
