import JSCore

/// Loads the results and hands them back as the finalize argument (`--echo`); completes with
/// no items when there are none.
public final class EchoHandler: RequestHandler {
  /// An echoing handler.
  public init() {}

  public func beginRequest(with context: ExtensionContext) {
    context.loadPreprocessingResults { results, _ in
      if let results {
        context.completeRequest(finalizeArgument: results)
      } else {
        context.completeRequest(returningItems: [])
      }
    }
  }
}
