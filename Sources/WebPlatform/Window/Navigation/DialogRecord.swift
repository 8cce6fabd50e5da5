/// A simple dialog the page opened (`alert`, `confirm`, `prompt`) and the answer it got.
///
/// https://html.spec.whatwg.org/multipage/timers-and-user-prompts.html#simple-dialogs
public struct DialogRecord: Equatable, Sendable {
  /// The dialog kind.
  public enum Kind: String, Sendable, CaseIterable {
    case alert, confirm, prompt
    /// `print()`: the print dialog (recorded, never shown).
    case print
  }

  /// The answer returned to the page.
  public enum Answer: Equatable, Sendable {
    /// `alert` returns nothing.
    case none
    /// `confirm`'s answer.
    case confirmed(Bool)
    /// `prompt`'s answer; `nil` is Cancel (`null`).
    case text(String?)
  }

  /// Which dialog.
  public var kind: Kind
  /// The message shown.
  public var message: String
  /// `prompt`'s default value.
  public var defaultValue: String?
  /// What the page got back.
  public var answer: Answer
  /// The loop time (milliseconds since the time origin) it was opened.
  public var time: Double

  /// Makes a record.
  public init(
    kind: Kind, message: String, defaultValue: String? = nil, answer: Answer = .none,
    time: Double = 0
  ) {
    self.kind = kind
    self.message = message
    self.defaultValue = defaultValue
    self.answer = answer
    self.time = time
  }
}
