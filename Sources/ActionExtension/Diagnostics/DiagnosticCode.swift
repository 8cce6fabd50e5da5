/// The stable codes of run diagnostics (docs/safari-behavior.md §1.6 and §3 name the cases).
public enum DiagnosticCode {
  /// The preprocessing file does not parse.
  public static let scriptSyntaxError = "script-syntax-error"
  /// The file's top-level code threw.
  public static let scriptThrew = "script-threw"
  /// No global `ExtensionPreprocessingJS` object after the file ran.
  public static let noPreprocessingObject = "no-preprocessing-object"
  /// `ExtensionPreprocessingJS.run` is missing (info: empty results) or not a function.
  public static let runNotFunction = "run-not-function"
  /// `run()` threw.
  public static let runThrew = "run-threw"
  /// `completionFunction` was never called within the run time-out.
  public static let completionNotCalled = "completion-not-called"
  /// `completionFunction` was called again (the first call wins).
  public static let completionCalledTwice = "completion-called-twice"
  /// `completionFunction` was first called after the handler's load of the results had
  /// ended (from `finalize()`, or a timer that ran after the run time-out): the handler never
  /// sees those results, so they are ignored.
  public static let completionCalledLate = "completion-called-late"
  /// `completionFunction` was given something other than an object.
  public static let resultsNotObject = "results-not-object"
  /// A value of the results is not a property-list value (removed, with its key path; kept
  /// in ``RunOptions/propertyListMode`` `.jsc`).
  public static let resultsNotPropertyList = "results-not-property-list"
  /// `finalize()` threw.
  public static let finalizeThrew = "finalize-threw"
  /// `ExtensionPreprocessingJS.finalize` is defined but not a function.
  public static let finalizeNotFunction = "finalize-not-function"
  /// The handler completed without a finalize argument: `finalize()` is not called.
  public static let finalizeArgumentMissing = "finalize-argument-missing"
  /// The finalize argument is not a dictionary, or several items carry one.
  public static let finalizeArgumentUnusual = "finalize-argument-unusual"
  /// A promise was rejected and nothing handled it.
  public static let unhandledRejection = "unhandled-rejection"
  /// An exception escaped a timer, an event listener or another callback.
  public static let uncaughtException = "uncaught-exception"
  /// A script ran longer than the time limit and was stopped.
  public static let timeLimit = "time-limit"
  /// The handler never completed nor cancelled the request.
  public static let requestNotCompleted = "request-not-completed"
  /// The handler cancelled the request.
  public static let requestCancelled = "request-cancelled"
  /// The handler completed the request more than once (the first wins).
  public static let requestCompletedTwice = "request-completed-twice"
  /// The handler's work outside the run (`DispatchQueue.main` blocks of an Apple-style
  /// handler) could not run while the run waited for its answer.
  public static let externalWorkUnavailable = "external-work-unavailable"
  /// In lazy timing, the handler never loaded the property-list item: `run()` never ran.
  public static let preprocessingNotTriggered = "preprocessing-not-triggered"
  /// The page could not be read.
  public static let pageUnreadable = "page-unreadable"
  /// The page loaded, but something in its file was skipped or looks wrong (a damaged
  /// resource of an archive, a cut last part, binary data named `.html`).
  public static let savedPageWarning = "saved-page-warning"
  /// A property list (web archive, Info.plist) is invalid.
  public static let plistInvalid = "plist-invalid"
  /// The selection to make before the run was not found in the page.
  public static let selectionNotFound = "selection-not-found"
  /// The handler command (``CommandHandler``) ran past its time limit and was killed.
  public static let handlerTimeout = "handler-timeout"
  /// The handler command exited 0 but its output is not JSON.
  public static let handlerOutputInvalid = "handler-output-invalid"
  /// The handler command could not be started.
  public static let handlerCommandFailed = "handler-command-failed"
  /// The run used more resident memory than its limit (`actionjs run --memory-limit`) and
  /// its process was stopped.
  public static let memoryLimit = "memory-limit"
  /// The process running the script ended by a signal (a crash), or could not be started.
  public static let runCrashed = "run-crashed"
  /// The transport charset asked for (`--charset`, a suite's `charset`,
  /// ``RunOptions/transportCharset``) is not a label of the Encoding standard; nothing ran.
  public static let charsetUnknown = "charset-unknown"
}
