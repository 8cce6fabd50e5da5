/// Loads the results, then cancels the request with an error (`--cancel`).
public final class CancellingHandler: RequestHandler {
  /// The error the request is cancelled with.
  public struct Cancelled: Error, CustomStringConvertible {
    /// Why.
    public var message: String
    public var description: String { message }
  }

  /// The message of the error.
  public let message: String

  /// A handler cancelling with `message`.
  public init(message: String = "The user cancelled.") {
    self.message = message
  }

  public func beginRequest(with context: ExtensionContext) {
    context.loadPreprocessingResults { [message] _, _ in
      context.cancelRequest(withError: Cancelled(message: message))
    }
  }
}
