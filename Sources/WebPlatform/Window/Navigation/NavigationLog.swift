/// The ordered record of what the page asked of its browser window: navigations (which never
/// leave the page) and simple dialogs (answered by a ``DialogResponder``).
///
/// https://html.spec.whatwg.org/multipage/browsing-the-web.html#navigate
public final class NavigationLog {
  /// One record, in the order they happened.
  public enum Entry: Equatable, Sendable {
    case navigation(NavigationRecord)
    case dialog(DialogRecord)
  }

  /// Every record, in order.
  public private(set) var entries: [Entry] = []
  /// How dialogs answer.
  public var dialogResponder: DialogResponder
  /// The clock that timestamps the records.
  public let clock: any Clock
  /// Called with each new record.
  public var onEntry: ((Entry) -> Void)?

  /// Makes an empty log.
  public init(
    clock: any Clock = VirtualClock(), dialogResponder: DialogResponder = DialogResponder()
  ) {
    self.clock = clock
    self.dialogResponder = dialogResponder
  }

  /// The navigation records, in order.
  public var navigations: [NavigationRecord] {
    entries.compactMap {
      if case .navigation(let record) = $0 { return record }
      return nil
    }
  }

  /// The dialog records, in order.
  public var dialogs: [DialogRecord] {
    entries.compactMap {
      if case .dialog(let record) = $0 { return record }
      return nil
    }
  }

  private func append(_ entry: Entry) {
    entries.append(entry)
    onEntry?(entry)
  }

  /// Records a navigation, timestamped now.
  @discardableResult
  public func recordNavigation(
    _ kind: NavigationKind, url: String, target: String? = nil, detail: String? = nil,
    delta: Int? = nil, replacesEntry: Bool = false, sameDocument: Bool = false
  ) -> NavigationRecord {
    let record = NavigationRecord(
      kind: kind, url: url, target: target, detail: detail, delta: delta,
      replacesEntry: replacesEntry, sameDocument: sameDocument, time: clock.now)
    append(.navigation(record))
    return record
  }

  /// `alert(message)`: recorded; returns at once.
  ///
  /// https://html.spec.whatwg.org/multipage/timers-and-user-prompts.html#dom-alert
  public func alert(_ message: String = "") {
    append(.dialog(DialogRecord(kind: .alert, message: message, time: clock.now)))
  }

  /// `confirm(message)`: recorded; returns the responder's answer.
  ///
  /// https://html.spec.whatwg.org/multipage/timers-and-user-prompts.html#dom-confirm
  public func confirm(_ message: String = "") -> Bool {
    let answer = dialogResponder.nextConfirmAnswer()
    append(
      .dialog(
        DialogRecord(kind: .confirm, message: message, answer: .confirmed(answer), time: clock.now)
      ))
    return answer
  }

  /// `print()`: recorded; returns at once.
  ///
  /// https://html.spec.whatwg.org/multipage/timers-and-user-prompts.html#dom-print
  public func print() {
    append(.dialog(DialogRecord(kind: .print, message: "", time: clock.now)))
  }

  /// `prompt(message, default)`: recorded; returns the responder's answer (`nil` is `null`).
  ///
  /// https://html.spec.whatwg.org/multipage/timers-and-user-prompts.html#dom-prompt
  public func prompt(_ message: String = "", defaultValue: String = "") -> String? {
    let answer = dialogResponder.nextPromptAnswer(defaultValue: defaultValue)
    append(
      .dialog(
        DialogRecord(
          kind: .prompt, message: message, defaultValue: defaultValue, answer: .text(answer),
          time: clock.now)))
    return answer
  }
}
