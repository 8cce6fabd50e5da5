import ActionExtension
import Foundation
import JSCore
import WebPlatform

/// What `actionjs run` was asked to do, read from its command line.
struct RunConfiguration {
  /// The request handler to use.
  enum Handler {
    /// `--echo` (the default): the results come back as the finalize argument.
    case echo
    /// `--reply JSON` / `--reply-file FILE`.
    case reply(PropertyList)
    /// `--no-reply`.
    case noItems
    /// `--cancel [MESSAGE]`.
    case cancel(String?)
    /// `--handler-command CMD` with `--handler-timeout SECONDS`.
    case command(String, timeLimit: Double)
  }

  /// The script: a `.js` file or an extension folder.
  var scriptPath: String
  /// The page file, or `-` for standard input.
  var pagePath: String
  /// `--url`.
  var pageURL: String?
  /// The handler.
  var handler: Handler = .echo
  /// The runner's options.
  var options = RunOptions()
  /// `--fixtures` folders, in order.
  var fixtureDirectories: [String] = []
  /// `--json`.
  var json = false
  /// `--output-html`.
  var outputHTML: String?
  /// `--quiet`.
  var quiet = false
  /// `--timings`: wall-clock timings in the report (JSON: instead of event-loop ones).
  var wallTimings = false

  /// The options that choose the handler (at most one may be given).
  static let handlerOptions = [
    "reply", "reply-file", "echo", "no-reply", "cancel", "handler-command",
  ]

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
    pageURL = arguments.value("url")
    json = arguments.has("json")
    quiet = arguments.has("quiet")
    outputHTML = arguments.value("output-html")
    options.includeFinalHTML = outputHTML != nil || arguments.has("final-html")
    wallTimings = arguments.has("timings")
    fixtureDirectories = arguments.options.filter { $0.name == "fixtures" }.compactMap(\.value)

    try readHandler(arguments)
    try readSelection(arguments)
    try readEnvironment(arguments)
  }

  private mutating func readHandler(_ arguments: ParsedArguments) throws(UsageError) {
    var chosen: [String] = []
    for option in arguments.options
    where Self.handlerOptions.contains(option.name) && !chosen.contains(option.name) {
      chosen.append(option.name)
    }
    if chosen.count > 1 {
      throw UsageError(
        "options '--\(chosen[0])' and '--\(chosen[1])' cannot be used together: "
          + "choose one request handler", command: "run")
    }
    if arguments.has("handler-timeout") && chosen.first != "handler-command" {
      throw UsageError("option '--handler-timeout' needs '--handler-command'", command: "run")
    }
    switch chosen.first {
    case "reply":
      handler = .reply(try Self.replyArgument(arguments.value("reply") ?? "", from: "--reply"))
    case "reply-file":
      let path = arguments.value("reply-file") ?? ""
      guard let data = FileManager.default.contents(atPath: path) else {
        throw UsageError("option '--reply-file': cannot read '\(path)'", command: "run")
      }
      handler = .reply(
        try Self.replyArgument(String(decoding: data, as: UTF8.self), from: "--reply-file"))
    case "no-reply":
      handler = .noItems
    case "cancel":
      handler = .cancel(arguments.value("cancel"))
    case "handler-command":
      let limit = try Self.seconds(arguments, "handler-timeout") ?? 30
      handler = .command(arguments.value("handler-command") ?? "", timeLimit: limit)
    default:
      handler = .echo
    }
  }

  private mutating func readSelection(_ arguments: ParsedArguments) throws(UsageError) {
    let text = arguments.value("select")
    let css = arguments.value("select-css")
    if text != nil && css != nil {
      throw UsageError(
        "options '--select' and '--select-css' cannot be used together", command: "run")
    }
    var occurrence = 1
    if let value = arguments.value("occurrence") {
      guard text != nil else {
        throw UsageError("option '--occurrence' needs '--select'", command: "run")
      }
      guard let number = Int(value), number >= 1 else {
        throw .invalidValue("occurrence", value, expected: "a whole number ≥ 1", command: "run")
      }
      occurrence = number
    }
    if let text { options.selection = .text(text, occurrence: occurrence) }
    if let css { options.selection = .css(css) }
  }

  private mutating func readEnvironment(_ arguments: ParsedArguments) throws(UsageError) {
    if let value = arguments.value("input") {
      guard let input = RunOptions.Input(rawValue: value.lowercased()) else {
        throw .invalidValue(
          "input", value, expected: "plist, url-only, plist+url or text", command: "run")
      }
      options.input = input
    }
    if let value = arguments.value("plist") {
      guard let mode = PropertyListConversionMode(rawValue: value.lowercased()) else {
        throw .invalidValue("plist", value, expected: "strict or jsc", command: "run")
      }
      options.propertyListMode = mode
    }
    if let value = arguments.value("platform") {
      guard let platform = RunOptions.Platform(rawValue: value.lowercased()) else {
        throw .invalidValue("platform", value, expected: "ios or macos", command: "run")
      }
      options.platform = platform
    }
    if let value = arguments.value("world") {
      guard let world = World.Kind(rawValue: value.lowercased()) else {
        throw .invalidValue("world", value, expected: "isolated or page", command: "run")
      }
      options.world = world
    }
    if arguments.has("page-scripts") { options.runtime.runPageScripts = true }
    if let value = arguments.value("clock") {
      switch value.lowercased() {
      case "virtual": options.runtime.timeSource = .defaultVirtual
      case "real": options.runtime.timeSource = .real
      default:
        throw .invalidValue("clock", value, expected: "virtual or real", command: "run")
      }
    }
    if let value = arguments.value("seed") {
      guard let seed = UInt64(value) else {
        throw .invalidValue("seed", value, expected: "a whole number ≥ 0", command: "run")
      }
      options.runtime.randomSeed = seed
    }
    if let seconds = try Self.seconds(arguments, "timeout") {
      options.runTimeout = seconds * 1000
      options.finalizeTimeout = seconds * 1000
      options.scriptTimeLimit = seconds
    }
  }

  /// The positive number of seconds given to `--name`, if given.
  private static func seconds(
    _ arguments: ParsedArguments, _ name: String
  ) throws(UsageError) -> Double? {
    guard let value = arguments.value(name) else { return nil }
    guard let seconds = Double(value), seconds.isFinite, seconds > 0 else {
      throw .invalidValue(name, value, expected: "a number of seconds > 0", command: "run")
    }
    return seconds
  }

  /// The finalize argument in `json`, which must be a JSON object.
  static func replyArgument(_ json: String, from option: String) throws(UsageError) -> PropertyList
  {
    let value: PropertyList
    do {
      value = try PropertyList(json: json)
    } catch {
      throw UsageError("option '\(option)': invalid JSON: \(error)", command: "run")
    }
    guard value.dictionaryValue != nil else {
      throw UsageError(
        "option '\(option)': the finalize argument must be a JSON object, not a "
          + "\(value.typeName)", command: "run")
    }
    return value
  }
}
