import ActionExtension
import ExtensionValidation

/// One sentence per problem code, for the rules of the SARIF report
/// (`reportingDescriptor.shortDescription`, SARIF 2.1.0 §3.49.9).
///
/// Codes not listed here (static checks added later, for one) are described by their code.
enum ProblemCodeSummary {
  /// The sentence for `code`.
  static func text(for code: String) -> String {
    summaries[code] ?? "actionjs reported \(code)."
  }

  private static let summaries = [String: String](
    [
      (DiagnosticCode.scriptSyntaxError, "The preprocessing file does not parse."),
      (DiagnosticCode.scriptThrew, "The preprocessing file's top-level code threw."),
      (
        DiagnosticCode.noPreprocessingObject,
        "No global ExtensionPreprocessingJS object after the file ran."
      ),
      (DiagnosticCode.runNotFunction, "ExtensionPreprocessingJS.run is missing or not a function."),
      (DiagnosticCode.runThrew, "run() threw."),
      (DiagnosticCode.completionNotCalled, "completionFunction was never called."),
      (DiagnosticCode.completionCalledTwice, "completionFunction was called more than once."),
      (
        DiagnosticCode.completionCalledLate,
        "completionFunction was first called after the handler had its results."
      ),
      (
        DiagnosticCode.resultsNotObject,
        "completionFunction was given something other than an object."
      ),
      (
        DiagnosticCode.resultsNotPropertyList,
        "A value of the results is not a property-list value."
      ),
      (DiagnosticCode.finalizeThrew, "finalize() threw."),
      (DiagnosticCode.finalizeNotFunction, "ExtensionPreprocessingJS.finalize is not a function."),
      (
        DiagnosticCode.finalizeArgumentMissing,
        "The handler completed without a finalize argument: finalize() is not called."
      ),
      (DiagnosticCode.finalizeArgumentUnusual, "The finalize argument is not a single dictionary."),
      (DiagnosticCode.unhandledRejection, "A promise was rejected and nothing handled it."),
      (DiagnosticCode.uncaughtException, "An exception escaped a timer, listener or callback."),
      (DiagnosticCode.timeLimit, "A script or case ran past its time limit and was stopped."),
      (
        DiagnosticCode.requestNotCompleted, "The handler never completed nor cancelled the request."
      ),
      (DiagnosticCode.requestCancelled, "The handler cancelled the request."),
      (DiagnosticCode.requestCompletedTwice, "The handler completed the request more than once."),
      (
        DiagnosticCode.externalWorkUnavailable,
        "The handler's work outside the run could not run while the run waited."
      ),
      (
        DiagnosticCode.preprocessingNotTriggered,
        "The handler never loaded the property-list item: run() never ran."
      ),
      (DiagnosticCode.pageUnreadable, "The page could not be read."),
      (DiagnosticCode.savedPageWarning, "Something in the saved page was skipped or looks wrong."),
      (DiagnosticCode.plistInvalid, "A property list (web archive, Info.plist) is invalid."),
      (DiagnosticCode.selectionNotFound, "The selection to make before the run was not found."),
      (DiagnosticCode.handlerTimeout, "The handler command ran past its time limit."),
      (DiagnosticCode.handlerOutputInvalid, "The handler command's output is not JSON."),
      (DiagnosticCode.handlerCommandFailed, "The handler command could not be started."),
      (HarnessCode.workerCrashed, "The worker process running the case died."),
      (HarnessCode.memoryLimit, "The case's worker passed the memory limit and was stopped."),
      (HarnessCode.expectationFailed, "An expectation of the suite file did not hold."),
      (HarnessCode.snapshotMismatch, "The report differs from its stored snapshot."),
      (HarnessCode.snapshotMissing, "There is no stored snapshot for the case yet."),
      (HarnessCode.caseInvalid, "The case's settings are not valid."),
    ], uniquingKeysWith: { first, _ in first })
}
