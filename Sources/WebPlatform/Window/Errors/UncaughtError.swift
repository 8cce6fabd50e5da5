/// An error no script handled: an exception thrown out of a callback (timer, event listener,
/// microtask, animation frame…) or a promise rejected with no handler. A plain value, so that
/// a run report can keep it after the runtime is gone.
///
/// https://html.spec.whatwg.org/multipage/webappapis.html#report-an-exception
public struct UncaughtError: Equatable, Sendable {
  /// What kind of error.
  public enum Kind: String, Sendable, CaseIterable {
    /// An exception nobody caught ("report an exception").
    case exception
    /// A promise rejected without a handler when the microtask queue emptied.
    case unhandledRejection = "unhandled-rejection"
  }

  /// What kind of error.
  public var kind: Kind
  /// The error as text: `TypeError: x is not a function` (name and message), or the thrown
  /// value as a string.
  public var message: String
  /// The script's URL, when known.
  public var sourceURL: String?
  /// The 1-based line, when known.
  public var line: Int?
  /// The 1-based column, when known.
  public var column: Int?
  /// The JavaScript stack, when known.
  public var stack: String?
  /// Whether a `window.onerror` handler (or an `error` listener) canceled the `error` event:
  /// a handled error is not printed to the console.
  public var handled: Bool
  /// The loop time (milliseconds since the time origin) it happened.
  public var time: Double
  /// Whether the virtual machine's execution time limit stopped the script (an infinite loop
  /// in a timer or listener), rather than the script throwing.
  public var isTimeLimit = false
  /// Whether the time limit stopped a microtask checkpoint as a whole (promise jobs,
  /// `queueMicrotask` callbacks, mutation observers' callbacks: the jobs left were dropped),
  /// rather than one callback.
  public var inMicrotasks = false

  /// Makes a record.
  public init(
    kind: Kind, message: String, sourceURL: String? = nil, line: Int? = nil, column: Int? = nil,
    stack: String? = nil, handled: Bool = false, time: Double = 0
  ) {
    self.kind = kind
    self.message = message
    self.sourceURL = sourceURL
    self.line = line
    self.column = column
    self.stack = stack
    self.handled = handled
    self.time = time
  }
}
