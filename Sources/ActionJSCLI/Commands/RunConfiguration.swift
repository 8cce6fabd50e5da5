import ActionExtension
import ExtensionValidation
import Foundation

/// What `actionjs run` was asked to do, read from its command line.
struct RunConfiguration {
  /// The script: a `.js` file or an extension folder.
  var scriptPath: String
  /// The page file, or `-` for standard input.
  var pagePath: String
  /// How the case runs: the options `run` shares with `validate` and `test`.
  var settings = CaseSettings()
  /// `--format json` (`text` is the default).
  var json = false
  /// `--output-html`.
  var outputHTML: String?
  /// `--quiet`.
  var quiet = false
  /// `--timings`: wall-clock timings in the report (JSON: instead of event-loop ones).
  var wallTimings = false
  /// `--memory-limit`: the run's resident-memory limit in MiB (nil: `none`). Enforced by the
  /// supervising process (``RunSupervisor``). 4096 by default: a 200 MB page of dense markup
  /// (20 million nodes) peaks at 3.4 GiB.
  var memoryLimitMiB: Int? = SharedOptions.memoryLimit.defaultValue
  /// `--timeout`: the whole run's wall-clock limit in seconds (nil: `none`; unset: see
  /// ``runTimeLimit(pageBytes:)``).
  var runTimeout: Double??
  /// `--in-process`: no supervising process, so no memory limit and no run timeout.
  var inProcess = false
  /// Warnings for standard error (old option spellings).
  var warnings: [String] = []

  /// The whole run's wall-clock limit for a page of `pageBytes` bytes: `--timeout`, or
  /// ``SharedOptions/defaultTimeout(for:pageBytes:)``.
  func runTimeLimit(pageBytes: Int) -> Double? {
    if let runTimeout { return runTimeout }
    return SharedOptions.defaultTimeout(for: settings, pageBytes: pageBytes)
  }

  /// The limits the supervisor enforces for a page of `pageBytes` bytes.
  func supervisorLimits(pageBytes: Int) -> RunSupervisor.Limits {
    RunSupervisor.Limits(
      memoryBytes: memoryLimitMiB.map { $0 * 1024 * 1024 },
      seconds: runTimeLimit(pageBytes: pageBytes))
  }

  /// The size of the page file (0 for standard input or a file that cannot be read: the run
  /// reports that).
  var pageBytes: Int {
    guard pagePath != "-",
      let attributes = try? FileManager.default.attributesOfItem(atPath: pagePath),
      let size = attributes[.size] as? NSNumber
    else { return 0 }
    return size.intValue
  }

  /// The page URL (`--url`).
  var pageURL: String? { settings.pageURL }
  /// `--fixtures` folders, in order.
  var fixtureDirectories: [String] { settings.fixtures }
  /// The runner's options.
  var options: RunOptions { settings.runOptions }

  /// Reads the configuration from parsed arguments.
  init(_ arguments: ParsedArguments) throws(UsageError) {
    let command = "run"
    guard arguments.positionals.count >= 1 else {
      throw UsageError("missing argument <script.js | extension-folder>", command: command)
    }
    guard arguments.positionals.count >= 2 else {
      throw UsageError(
        "missing argument <page> (a file, or - for standard input)", command: command)
    }
    guard arguments.positionals.count == 2 else {
      throw UsageError("unexpected argument '\(arguments.positionals[2])'", command: command)
    }
    scriptPath = arguments.positionals[0]
    pagePath = arguments.positionals[1]
    json = try RunCommand.format.read(arguments, command: command) == "json"
    quiet = arguments.has("quiet")
    outputHTML = arguments.value("output-html")
    wallTimings = arguments.has("timings")
    inProcess = arguments.has(SharedOptions.inProcess.name)
    if let limit = try SharedOptions.memoryLimit.given(arguments, command: command) {
      memoryLimitMiB = limit
    }
    if let timeout = try SharedOptions.timeout.given(arguments, command: command) {
      runTimeout = timeout
    }
    if inProcess && (arguments.has("memory-limit") || arguments.has("timeout")) {
      throw UsageError(
        "options '--memory-limit' and '--timeout' need the supervising process; "
          + "'--in-process' has none", command: command)
    }
    try CaseSettingsReader.read(arguments, into: &settings, command: command)
    warnings = arguments.warnings
    if outputHTML != nil { settings.finalHTML = true }
  }
}
