import ExtensionValidation

/// The options `run`, `validate` and `test` share, each declared once: the same name, value
/// form, default and help line in every command (issue 20: `--timeout` used to be the script
/// budget in `run` and a case's wall-clock limit in `validate`).
enum SharedOptions {
  /// `--script-timeout SECONDS`: the event-loop budget of `run()` and of `finalize()`, and the
  /// script time limit (CPU time of each call into script with its microtasks, and of the
  /// native work it starts).
  static let scriptTimeout = TypedOption<Double>(
    "script-timeout", placeholder: "SECONDS",
    help: "event-loop budget of run() and finalize(), and script time limit", showing: "10",
    default: 10, expected: "a number of seconds > 0", parse: OptionValue.seconds)

  /// `--timeout SECONDS|none`: the wall-clock limit of a run (`run`) or of each case
  /// (`validate`, `test`); unset, ``defaultTimeout(scriptTimeout:handlerTimeout:pageBytes:)``.
  static let timeout = TypedOption<Double?>(
    "timeout", placeholder: "SECONDS|none",
    help: "stop a run after SECONDS of wall-clock time",
    showing: "60, more for long budgets and large pages", default: nil,
    expected: "a number of seconds > 0, or none", parse: OptionValue.secondsOrNone)

  /// `--memory-limit MIB|none`: the resident memory a run (or a worker, while it runs a case)
  /// may use.
  static let memoryLimit = TypedOption<Int?>(
    "memory-limit", placeholder: "MIB|none",
    help: "stop a run when it uses more resident memory, in MiB", showing: "4096",
    default: 4096, expected: "a number of MiB ≥ 16, or none", parse: OptionValue.mebibytesOrNone)

  /// `--in-process`: run in this process, with neither memory limit nor wall-clock timeout.
  static let inProcess = OptionSpec(
    "in-process", help: "run in this process: no memory limit, no wall-clock timeout")

  /// `--quiet`.
  static let quiet = OptionSpec("quiet", help: "print no text report (the exit status tells)")

  /// The default wall-clock limit of a run (or case) with `settings`: 60 s, or more when the
  /// script's budget (three phases: the file, `run()`, `finalize()`) and the handler command's
  /// limit need it, plus a second per MiB of page (parsing a 200 MB page takes 25–65 s in a
  /// release build).
  static func defaultTimeout(for settings: CaseSettings, pageBytes: Int) -> Double {
    let script = settings.scriptTimeout ?? scriptTimeout.defaultValue
    var handler = 0.0
    if case .command(_, let limit) = settings.handler { handler = limit }
    return max(60, 3 * script + 10 + handler) + Double(pageBytes) / 1_048_576
  }

  /// `--format text|json`, as `run` and `inspect` take it; `help` says what is printed.
  static func textOrJSONFormat(help: String) -> TypedOption<String> {
    TypedOption<String>(
      "format", placeholder: "text|json", help: help, showing: "text", default: "text",
      expected: "text or json", parse: OptionValue.choice(["text", "json"]))
  }
}
