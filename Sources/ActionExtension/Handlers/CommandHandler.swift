import Foundation
import JSCore

/// A request handler that is an external command (`--handler-command CMD`).
///
/// It loads the preprocessing results, runs `CMD` with `/bin/sh -c`, the results as JSON on
/// its standard input (JSCore's typed property-list JSON; `null` when there are none), and:
/// - exit status 0 and JSON on standard output: completes with that finalize argument;
/// - exit status 0 and empty (blank) standard output: completes with no items;
/// - exit status 0 and anything else: an error diagnostic, and the request is cancelled;
/// - a non-zero status (or a signal): cancels, with the command's standard error as message;
/// - still running after ``timeLimit`` seconds: the command is killed and the request is
///   left unanswered (`request-not-completed`), with a `handler-timeout` diagnostic.
public final class CommandHandler: RequestHandler {
  /// The shell command.
  public let command: String
  /// How long the command may run, in seconds.
  public let timeLimit: Double
  /// The command's environment.
  public let environment: [String: String]
  /// What running the command noticed, for the report.
  public private(set) var diagnostics: [RunDiagnostic] = []

  /// A handler running `command` for at most `timeLimit` seconds with `environment`.
  public init(command: String, timeLimit: Double = 30, environment: [String: String]) {
    self.command = command
    self.timeLimit = timeLimit
    self.environment = environment
  }

  public func beginRequest(with context: ExtensionContext) {
    context.loadPreprocessingResults { [self] results, _ in
      let input = (results?.jsonString() ?? "null") + "\n"
      let process = ChildProcess(
        command: command, environment: environment, timeLimit: timeLimit)
      let result = process.run(input: Array(input.utf8))
      answer(context, with: result)
    }
  }

  private func answer(_ context: ExtensionContext, with result: ChildProcess.Result) {
    let errorText = String(decoding: result.standardError, as: UTF8.self)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    switch result.termination {
    case .exited(0):
      let text = String(decoding: result.standardOutput, as: UTF8.self)
      if text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
        context.completeRequest(returningItems: [])
        return
      }
      do {
        let argument = try PropertyList(json: text)
        context.completeRequest(finalizeArgument: argument)
      } catch {
        diagnostics.append(
          RunDiagnostic(
            DiagnosticCode.handlerOutputInvalid, .error,
            "The handler command's output is not JSON: \(error)"))
        context.cancelRequest(
          withError: HandlerCommandError(
            "the handler command's output is not JSON"))
      }
    case .exited(let status):
      let message =
        errorText.isEmpty ? "the handler command exited with status \(status)" : errorText
      context.cancelRequest(withError: HandlerCommandError(message))
    case .signaled(let signal):
      let message =
        errorText.isEmpty ? "the handler command was killed by signal \(signal)" : errorText
      context.cancelRequest(withError: HandlerCommandError(message))
    case .timedOut:
      diagnostics.append(
        RunDiagnostic(
          DiagnosticCode.handlerTimeout, .error,
          "The handler command ran longer than \(Self.seconds(timeLimit)) and was killed; "
            + "the request was not completed."))
    case .failedToStart(let reason):
      diagnostics.append(
        RunDiagnostic(
          DiagnosticCode.handlerCommandFailed, .error,
          "The handler command could not be started: \(reason)"))
      context.cancelRequest(withError: HandlerCommandError(reason))
    }
  }

  /// `1 s`, `0.5 s`.
  static func seconds(_ value: Double) -> String {
    let rounded = value.rounded()
    if rounded == value, abs(value) < 1e15 { return "\(Int(rounded)) s" }
    return "\(value) s"
  }
}

/// The error a ``CommandHandler`` cancels the request with: its message is the command's
/// standard error, or what went wrong.
public struct HandlerCommandError: Error, CustomStringConvertible {
  /// Why the request was cancelled.
  public var message: String

  /// An error with `message`.
  public init(_ message: String) {
    self.message = message
  }

  public var description: String { message }
}
