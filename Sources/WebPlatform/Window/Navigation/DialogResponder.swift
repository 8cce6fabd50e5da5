/// How the simple dialogs answer: `confirm` returns queued answers, then a default (true);
/// `prompt` returns queued answers (`nil` is Cancel, which the page sees as `null`), then its
/// default value (or `nil` when ``promptReturnsDefault`` is false).
///
/// https://html.spec.whatwg.org/multipage/timers-and-user-prompts.html#simple-dialogs
public struct DialogResponder: Equatable, Sendable {
  /// What `confirm` returns once ``confirmAnswers`` is used up.
  public var confirmDefault = true
  /// Answers for the next `confirm` calls, in order.
  public var confirmAnswers: [Bool] = []
  /// Answers for the next `prompt` calls, in order (`nil` is Cancel).
  public var promptAnswers: [String?] = []
  /// Whether `prompt` returns its default value once ``promptAnswers`` is used up (otherwise
  /// it returns `nil`, as Cancel).
  public var promptReturnsDefault = true

  /// Makes a responder.
  public init(
    confirmDefault: Bool = true, confirmAnswers: [Bool] = [], promptAnswers: [String?] = [],
    promptReturnsDefault: Bool = true
  ) {
    self.confirmDefault = confirmDefault
    self.confirmAnswers = confirmAnswers
    self.promptAnswers = promptAnswers
    self.promptReturnsDefault = promptReturnsDefault
  }

  /// The answer to the next `confirm`.
  public mutating func nextConfirmAnswer() -> Bool {
    confirmAnswers.isEmpty ? confirmDefault : confirmAnswers.removeFirst()
  }

  /// The answer to the next `prompt` whose default is `defaultValue`.
  public mutating func nextPromptAnswer(defaultValue: String) -> String? {
    if !promptAnswers.isEmpty { return promptAnswers.removeFirst() }
    return promptReturnsDefault ? defaultValue : nil
  }
}
