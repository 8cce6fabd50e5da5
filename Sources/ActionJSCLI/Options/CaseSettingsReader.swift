import ActionExtension
import ExtensionValidation
import Foundation
import JSCore

/// The options that say how one case runs — the same for `run`, `validate` and `test` —
/// read into ``ExtensionValidation/CaseSettings``.
enum CaseSettingsReader {
  /// The options that choose the handler (at most one may be given).
  static let handlerOptions = [
    "reply", "reply-file", "echo", "no-reply", "cancel", "handler-command",
  ]

  /// The options, for help (in this order in every command).
  static var specs: [OptionSpec] {
    [
      OptionSpec(
        "url", .value, placeholder: "URL", help: "the page URL (page -: default about:blank)"),
      OptionSpec(
        "charset", .value, placeholder: "LABEL",
        help: "the page's transport charset, as HTTP Content-Type gives it (a BOM still wins)"),
      OptionSpec(
        "select", .value, placeholder: "TEXT", help: "select TEXT in the page before the run"),
      OptionSpec(
        "occurrence", .value, placeholder: "N", help: "select the N-th match of --select"),
      OptionSpec(
        "select-css", .value, placeholder: "SELECTOR",
        help: "select the contents of the first element matching SELECTOR"),
      OptionSpec(
        "reply", .value, placeholder: "JSON",
        help: "complete with this finalize argument (object)"),
      OptionSpec(
        "reply-file", .value, placeholder: "FILE", help: "complete with the JSON object in FILE"),
      OptionSpec("echo", help: "complete with the results as finalize argument (the default)"),
      OptionSpec("no-reply", help: "complete with no items: finalize() is not called"),
      OptionSpec("cancel", .optionalValue, placeholder: "MESSAGE", help: "cancel the request"),
      OptionSpec(
        "handler-command", .value, placeholder: "CMD",
        help: "run CMD (sh -c) as the handler: results JSON in, finalize argument JSON out"),
      OptionSpec(
        "handler-timeout", .value, placeholder: "SECONDS",
        help: "kill the handler command after SECONDS (default 30)"),
      OptionSpec("platform", .value, placeholder: "ios|macos", help: "the host platform (ios)"),
      OptionSpec(
        "input", .value, placeholder: "plist|url-only|plist+url|text",
        help: "what the host offers the handler (plist)"),
      OptionSpec(
        "plist", .value, placeholder: "strict|jsc",
        help:
          "results that are not property lists: removed (strict) or kept as JavaScriptCore gives them (jsc)"
      ),
      OptionSpec(
        "world", .value, placeholder: "isolated|page", help: "the script's world (isolated)"),
      OptionSpec("page-scripts", help: "run the page's own scripts first"),
      OptionSpec(
        "fixtures", .value, placeholder: "DIR",
        help: "serve DIR/host/path for https://host/path (repeatable)"),
      SharedOptions.scriptTimeout.spec,
      OptionSpec("clock", .value, placeholder: "virtual|real", help: "timers' clock (virtual)"),
      OptionSpec("seed", .value, placeholder: "N", help: "the seed of Math.random and crypto"),
      OptionSpec("final-html", help: "put the document after finalize() in the report"),
    ]
  }

  /// Reads the options of `arguments` into `settings` (unset ones keep its values).
  static func read(
    _ arguments: ParsedArguments, into settings: inout CaseSettings, command: String
  ) throws(UsageError) {
    if let url = arguments.value("url") { settings.pageURL = url }
    if let charset = arguments.value("charset") { settings.charset = charset }
    try readHandler(arguments, into: &settings, command: command)
    try readSelection(arguments, into: &settings, command: command)
    settings.fixtures += arguments.values("fixtures")
    if arguments.has("page-scripts") { settings.pageScripts = true }
    if arguments.has("final-html") { settings.finalHTML = true }
    for (name, keyPath, accepted) in [
      ("input", \CaseSettings.input, RunOptions.Input.allCases.map(\.rawValue)),
      ("plist", \CaseSettings.propertyListMode, ["strict", "jsc"]),
      ("platform", \CaseSettings.platform, RunOptions.Platform.allCases.map(\.rawValue)),
      ("world", \CaseSettings.world, ["isolated", "page"]),
      ("clock", \CaseSettings.clock, ["virtual", "real"]),
    ] {
      guard let value = arguments.value(name) else { continue }
      let lowered = value.lowercased()
      guard accepted.contains(lowered) else {
        throw .invalidValue(name, value, expected: Self.list(accepted), command: command)
      }
      settings[keyPath: keyPath] = lowered
    }
    if let value = arguments.value("seed") {
      guard let seed = UInt64(value) else {
        throw .invalidValue("seed", value, expected: "a whole number ≥ 0", command: command)
      }
      settings.seed = seed
    }
    if let seconds = try SharedOptions.scriptTimeout.given(arguments, command: command) {
      settings.scriptTimeout = seconds
    }
  }

  /// `a, b or c`.
  static func list(_ values: [String]) -> String {
    guard values.count > 1 else { return values.first ?? "" }
    return values.dropLast().joined(separator: ", ") + " or " + (values.last ?? "")
  }

  private static func readHandler(
    _ arguments: ParsedArguments, into settings: inout CaseSettings, command: String
  ) throws(UsageError) {
    var chosen: [String] = []
    for option in arguments.options
    where handlerOptions.contains(option.name) && !chosen.contains(option.name) {
      chosen.append(option.name)
    }
    if chosen.count > 1 {
      throw UsageError(
        "options '--\(chosen[0])' and '--\(chosen[1])' cannot be used together: "
          + "choose one request handler", command: command)
    }
    if arguments.has("handler-timeout") && chosen.first != "handler-command" {
      throw UsageError("option '--handler-timeout' needs '--handler-command'", command: command)
    }
    switch chosen.first {
    case "reply":
      let argument = try replyArgument(
        arguments.value("reply") ?? "", from: "--reply", command: command)
      settings.handler = .reply(json: argument.jsonString())
    case "reply-file":
      let path = arguments.value("reply-file") ?? ""
      guard let data = FileManager.default.contents(atPath: path) else {
        throw UsageError("option '--reply-file': cannot read '\(path)'", command: command)
      }
      let argument = try replyArgument(
        String(decoding: data, as: UTF8.self), from: "--reply-file", command: command)
      settings.handler = .reply(json: argument.jsonString())
    case "no-reply":
      settings.handler = .noReply
    case "cancel":
      settings.handler = .cancel(message: arguments.value("cancel"))
    case "handler-command":
      let limit = try seconds(arguments, "handler-timeout", command: command) ?? 30
      settings.handler = .command(arguments.value("handler-command") ?? "", timeLimit: limit)
    case "echo":
      settings.handler = .echo
    default:
      break
    }
  }

  private static func readSelection(
    _ arguments: ParsedArguments, into settings: inout CaseSettings, command: String
  ) throws(UsageError) {
    let text = arguments.value("select")
    let css = arguments.value("select-css")
    if text != nil && css != nil {
      throw UsageError(
        "options '--select' and '--select-css' cannot be used together", command: command)
    }
    if let value = arguments.value("occurrence") {
      guard text != nil else {
        throw UsageError("option '--occurrence' needs '--select'", command: command)
      }
      guard let number = Int(value), number >= 1 else {
        throw .invalidValue(
          "occurrence", value, expected: "a whole number ≥ 1", command: command)
      }
      settings.occurrence = number
    }
    if let text {
      settings.selectText = text
      settings.selectCSS = nil
    }
    if let css {
      settings.selectCSS = css
      settings.selectText = nil
    }
  }

  /// The positive number of seconds given to `--name`, if given.
  static func seconds(
    _ arguments: ParsedArguments, _ name: String, command: String
  ) throws(UsageError) -> Double? {
    guard let value = arguments.value(name) else { return nil }
    guard let seconds = Double(value), seconds.isFinite, seconds > 0 else {
      throw .invalidValue(name, value, expected: "a number of seconds > 0", command: command)
    }
    return seconds
  }

  /// The finalize argument in `json`, which must be a JSON object.
  static func replyArgument(
    _ json: String, from option: String, command: String
  ) throws(UsageError) -> PropertyList {
    let value: PropertyList
    do {
      value = try PropertyList(json: json)
    } catch {
      throw UsageError("option '\(option)': invalid JSON: \(error)", command: command)
    }
    guard value.dictionaryValue != nil else {
      throw UsageError(
        "option '\(option)': the finalize argument must be a JSON object, not a "
          + "\(value.typeName)", command: command)
    }
    return value
  }
}
