/// The streams and environment a command runs with.
struct CommandIO {
  /// Standard input (page `-`).
  var stdin: InputSource
  /// Reports.
  var stdout: OutputSink
  /// Errors and usage messages.
  var stderr: OutputSink
  /// The environment (`NO_COLOR`, and the handler command's).
  var environment: [String: String]
  /// This program's executable, when commands may start it again (`run`'s supervising
  /// process); nil runs everything in this process.
  var executablePath: String? = nil

  /// Whether reports on standard output use ANSI colour: only on a terminal, and only when
  /// `NO_COLOR` is not set.
  var usesColor: Bool { stdout.isTerminal && environment["NO_COLOR"] == nil }

  /// Prints a usage error and the hint to the command's help; returns the usage status.
  func fail(_ error: UsageError) -> Int32 {
    let prefix = error.command.map { "actionjs \($0)" } ?? "actionjs"
    stderr.line("\(prefix): error: \(error.message)")
    let help = error.command.map { "actionjs help \($0)" } ?? "actionjs --help"
    stderr.line("Run '\(help)' for usage.")
    return ExitCode.usage
  }

  /// Prints warnings (old option spellings) for `command`.
  func warn(_ warnings: [String], command: String) {
    for warning in warnings { stderr.line("actionjs \(command): warning: \(warning)") }
  }

  /// Prints an input error (a file that cannot be read); returns the usage status.
  func failInput(_ message: String, command: String) -> Int32 {
    stderr.line("actionjs \(command): error: \(message)")
    return ExitCode.usage
  }
}
