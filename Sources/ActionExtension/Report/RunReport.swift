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

  /// The script that ran: its file, name and SHA-256.
  public var script: Script
  /// The page: its file, URL, title and encoding.
  public var page: Page
  /// Whether the file was evaluated and `run()` called (lazy timing: only if the handler
  /// loaded the property-list item).
  public var preprocessingRan = false
  /// Whether `completionFunction` was called.
  public var completionCalled = false
  /// The results, converted (nil when `completionFunction` was not called with an object).
  public var results: PropertyList?
  /// JavaScriptCore's raw conversion of the results, `NSNull`s and cycles included (set in
  /// both ``RunOptions/propertyListMode``s; what a handler gets in `.jsc`).
  public var rawResults: JSConvertedValue?
  /// How the results were converted (``RunOptions/propertyListMode``).
  public var propertyListMode: PropertyListConversionMode = .strict
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
  /// The items the host offered the handler.
  public var inputItems: [InputItem] = []
  /// The `fetch`/`XMLHttpRequest` requests the scripts made, with how each ended (the saved
  /// resources and fixtures answer them; nothing reaches the network).
  public var requests: [FetchLogEntry] = []
  /// Exceptions nobody caught and rejections nobody handled, in order.
  public var exceptions: [Exception] = []
  /// How long each phase took.
  public var timings = Timings()

  /// A report of a run of the script named `scriptURL` over the page at `pageURL`, with
  /// nothing recorded yet.
  public init(pageURL: String, scriptURL: String) {
    page = Page(url: pageURL)
    script = Script(source: "", url: scriptURL)
    script.sha256 = ""
  }

  /// The page URL (``Page/url``).
  public var pageURL: String {
    get { page.url }
    set { page.url = newValue }
  }

  /// The script's name (``Script/url``).
  public var scriptURL: String {
    get { script.url }
    set { script.url = newValue }
  }

  /// Whether the run went to its end: the handler completed the request and no diagnostic is
  /// an error (what exit status 0 of `actionjs run` means).
  public var completed: Bool {
    guard case .completed = requestOutcome else { return false }
    return !hasErrors
  }

  /// Whether any diagnostic is an error (the run failed).
  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

  /// The diagnostics with `code`.
  public func diagnostics(_ code: String) -> [RunDiagnostic] {
    diagnostics.filter { $0.code == code }
  }
}
