/// The `actionjs` command line: `run`, `inspect`, `validate`, `test`, `help`, `--help` and
/// `--version`.
///
/// ``main(arguments:stdin:stdout:stderr:environment:executablePath:)`` does everything the
/// executable does, writing to the streams it is given, so it can be tested without starting
/// a process.
public enum ActionJSCommandLine {
  /// Runs the command line `arguments` (without the program name) and returns the exit status
  /// (``ExitCode``).
  ///
  /// `executablePath` is the `actionjs` executable, given when this is that process (see
  /// ``currentExecutablePath``): `actionjs run` then runs under a supervising process that
  /// enforces `--memory-limit` and `--run-timeout` (it starts `executablePath` again, with
  /// the process's standard input, output and error, so `stdout` and `stderr` must be
  /// ``OutputSink/standardOutput`` and ``OutputSink/standardError``). Without it, `run`
  /// happens in this process.
  public static func main(
    arguments: [String], stdin: InputSource = .empty, stdout: OutputSink,
    stderr: OutputSink, environment: [String: String] = [:], executablePath: String? = nil
  ) -> Int32 {
    let io = CommandIO(
      stdin: stdin, stdout: stdout, stderr: stderr, environment: environment,
      executablePath: executablePath)
    guard let first = arguments.first else {
      stderr.write(HelpText.overview)
      return ExitCode.usage
    }
    let rest = Array(arguments.dropFirst())
    switch first {
    case "run":
      return RunCommand.execute(rest, io: io)
    case "inspect":
      return InspectCommand.execute(rest, io: io)
    case "validate", "test":
      return ValidationCommand.execute(rest, command: first, io: io)
    case WorkerCommand.name:
      // Hidden: the worker process of `validate` and `test` (not in the help).
      return WorkerCommand.execute(rest, io: io)
    case "help":
      return help(rest, io: io)
    case "--help", "-h":
      stdout.write(HelpText.overview)
      return ExitCode.success
    case "--version":
      stdout.line("actionjs \(version)")
      return ExitCode.success
    default:
      let what = first.hasPrefix("-") ? "unknown option '\(first)'" : "unknown command '\(first)'"
      return io.fail(UsageError(what))
    }
  }

  /// This process's executable (`/proc/self/exe`), if it can be found.
  public static var currentExecutablePath: String? { WorkerPool.currentExecutablePath }

  /// `actionjs help [command]`.
  private static func help(_ arguments: [String], io: CommandIO) -> Int32 {
    switch arguments.first {
    case nil:
      io.stdout.write(HelpText.overview)
    case "run":
      io.stdout.write(HelpText.usage(command: "run", RunCommand.synopsis, RunCommand.specs))
    case "inspect":
      io.stdout.write(
        HelpText.usage(command: "inspect", InspectCommand.synopsis, InspectCommand.specs))
    case let command? where command == "validate" || command == "test":
      io.stdout.write(
        HelpText.usage(
          command: command, ValidationCommand.synopsis(command),
          ValidationConfiguration.specs(command: command)))
    case let other?:
      return io.fail(UsageError("unknown command '\(other)'"))
    }
    return ExitCode.success
  }
}
