extension RunReport {
  /// A JavaScript exception nobody caught, or a promise rejected without a handler.
  public struct Exception: Sendable, Equatable {
    /// When it happened.
    public enum Phase: String, Sendable, CaseIterable {
      /// Evaluating the preprocessing file.
      case script
      /// Calling `run()`.
      case run
      /// Calling `finalize()`.
      case finalize
      /// A task of the event loop (timer, event listener, promise job) or a page script.
      case eventLoop = "event-loop"
    }

    /// When it happened.
    public var phase: Phase
    /// Whether it was thrown or a rejection nobody handled.
    public var isUnhandledRejection: Bool
    /// `Name: message` (or the thrown value as a string).
    public var message: String
    /// Where it was thrown, when known.
    public var location: RunDiagnostic.Location?
    /// The JavaScript stack, when known.
    public var stack: String?

    /// A record.
    public init(
      phase: Phase, message: String, isUnhandledRejection: Bool = false,
      location: RunDiagnostic.Location? = nil, stack: String? = nil
    ) {
      self.phase = phase
      self.isUnhandledRejection = isUnhandledRejection
      self.message = message
      self.location = location
      self.stack = stack
    }
  }
}
