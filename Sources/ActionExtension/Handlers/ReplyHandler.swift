import JSCore

/// Loads the results, then completes with a fixed finalize argument (`--reply JSON`).
public final class ReplyHandler: RequestHandler {
  /// What `finalize()` gets.
  public let finalizeArgument: PropertyList

  /// A handler replying `finalizeArgument`.
  public init(finalizeArgument: PropertyList) {
    self.finalizeArgument = finalizeArgument
  }

  public func beginRequest(with context: ExtensionContext) {
    context.loadPreprocessingResults { [finalizeArgument] _, _ in
      context.completeRequest(finalizeArgument: finalizeArgument)
    }
  }
}
