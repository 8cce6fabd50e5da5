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
  /// `--json`.
  var json = false
  /// `--output-html`.
  var outputHTML: String?
  /// `--quiet`.
  var quiet = false
  /// `--timings`: wall-clock timings in the report (JSON: instead of event-loop ones).
  var wallTimings = false

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
    json = arguments.has("json")
    quiet = arguments.has("quiet")
    outputHTML = arguments.value("output-html")
    wallTimings = arguments.has("timings")
    try CaseSettingsReader.read(
      arguments, into: &settings, command: command, timeoutName: "timeout")
    if outputHTML != nil { settings.finalHTML = true }
  }
}
