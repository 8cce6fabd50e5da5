import JSCore
import WebPlatform

/// What one run did: results, the finalize argument, what the page recorded, diagnostics.
public struct RunReport: Sendable {
  /// How the handler answered.
  public enum RequestOutcome: Sendable, Equatable {
    /// It completed, returning this many items (`nil`: it returned nil).
    case completed(itemCount: Int?)
    /// It cancelled with this error description.
    case cancelled(String)
    /// It never answered.
    case notAnswered
  }

  /// The page URL.
  public var pageURL: String
  /// The script's URL (its file name).
  public var scriptURL: String
  /// Whether the file was evaluated and `run()` called (lazy timing: only if the handler
  /// loaded the property-list item).
  public var preprocessingRan = false
  /// Whether `completionFunction` was called.
  public var completionCalled = false
  /// The results, converted (nil when `completionFunction` was not called with an object).
  public var results: PropertyList?
  /// How the handler answered.
  public var requestOutcome: RequestOutcome = .notAnswered
  /// The finalize argument the handler returned, if any.
  public var finalizeArgument: PropertyList?
  /// Whether `finalize()` was called.
  public var finalizeCalled = false
  /// Console messages, in order.
  public var console: [ConsoleMessage] = []
  /// `alert`/`confirm`/`prompt`/`print`, in order.
  public var dialogs: [DialogRecord] = []
  /// Navigations the scripts started (recorded, not performed).
  public var navigations: [NavigationRecord] = []
  /// What went wrong or deserves a look.
  public var diagnostics: [RunDiagnostic] = []
  /// The page's HTML after `finalize()` (when asked for).
  public var finalHTML: String?

  /// Whether any diagnostic is an error (the run failed).
  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

  /// The diagnostics with `code`.
  public func diagnostics(_ code: String) -> [RunDiagnostic] {
    diagnostics.filter { $0.code == code }
  }
}
