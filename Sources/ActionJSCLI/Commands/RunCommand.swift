import ActionExtension
import Foundation
import JSCore
import SavedPages

/// `actionjs run <script.js | extension-folder> <page> [options]`.
enum RunCommand {
  /// The synopsis for help.
  static let synopsis = "actionjs run <script.js | extension-folder> <page | -> [options]"

  /// The options of `run`.
  static let specs: [OptionSpec] = [
    OptionSpec(
      "url", .value, placeholder: "URL", help: "the page URL (page -: default about:blank)"),
    OptionSpec(
      "select", .value, placeholder: "TEXT", help: "select TEXT in the page before the run"),
    OptionSpec("occurrence", .value, placeholder: "N", help: "select the N-th match of --select"),
    OptionSpec(
      "select-css", .value, placeholder: "SELECTOR",
      help: "select the contents of the first element matching SELECTOR"),
    OptionSpec(
      "reply", .value, placeholder: "JSON", help: "complete with this finalize argument (object)"),
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
      help: "null, cycles in the results: removed (strict) or kept as JavaScriptCore has them"),
    OptionSpec(
      "world", .value, placeholder: "isolated|page", help: "the script's world (isolated)"),
    OptionSpec("page-scripts", help: "run the page's own scripts first"),
    OptionSpec(
      "fixtures", .value, placeholder: "DIR",
      help: "serve DIR/host/path for https://host/path (repeatable)"),
    OptionSpec("json", help: "print the report as JSON"),
    OptionSpec("output-html", .value, placeholder: "FILE", help: "write the final HTML to FILE"),
    OptionSpec("final-html", help: "put the document after finalize() in the report"),
    OptionSpec(
      "timings", help: "report wall-clock timings (JSON: instead of event-loop milliseconds)"),
    OptionSpec(
      "timeout", .value, placeholder: "SECONDS",
      help: "event-loop budget of run() and finalize(), and script time limit (10)"),
    OptionSpec("clock", .value, placeholder: "virtual|real", help: "timers' clock (virtual)"),
    OptionSpec("seed", .value, placeholder: "N", help: "the seed of Math.random and crypto"),
    OptionSpec("quiet", help: "print no text report (the exit status tells)"),
    OptionSpec("help", help: "show this help", shortName: "h"),
    OptionSpec("version", help: "print the version"),
  ]

  /// Runs the command.
  static func execute(_ arguments: [String], io: CommandIO) -> Int32 {
    let configuration: RunConfiguration
    do {
      let parsed = try ArgumentParser(command: "run", specs: specs, requiredPositionals: 2)
        .parse(arguments)
      if parsed.has("help") {
        io.stdout.write(HelpText.usage(command: "run", synopsis, specs))
        return ExitCode.success
      }
      if parsed.has("version") {
        io.stdout.line("actionjs \(ActionJSCommandLine.version)")
        return ExitCode.success
      }
      configuration = try RunConfiguration(parsed)
    } catch {
      return io.fail(error)
    }
    return run(configuration, io: io)
  }

  /// Loads the inputs, runs, writes the outputs.
  static func run(_ configuration: RunConfiguration, io: CommandIO) -> Int32 {
    let (loadedScript, scriptDiagnostics) = PreprocessingScript.load(configuration.scriptPath)
    guard let script = loadedScript else {
      for diagnostic in scriptDiagnostics { io.stderr.line(diagnostic.description) }
      return io.failInput("cannot read the script '\(configuration.scriptPath)'", command: "run")
    }
    var page: SavedPage
    do {
      page = try loadPage(configuration, io: io)
    } catch {
      return io.failInput(error.message, command: "run")
    }
    for directory in configuration.fixtureDirectories {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory),
        isDirectory.boolValue
      else {
        return io.failInput("option '--fixtures': '\(directory)' is not a folder", command: "run")
      }
      page.resources.addFixtureDirectory(directory)
    }

    var options = configuration.options
    if let identifier = script.bundle?.bundleIdentifier { options.extensionName = identifier }
    if options.runtime.runPageScripts && options.runtime.pageResources == nil {
      let resources = page.resources
      options.runtime.pageResources = { url in resources.resource(for: url)?.text }
    }
    let (handler, commandHandler) = makeHandler(configuration.handler, io: io)
    var report = PreprocessingRunner(options: options).run(
      page: page, script: script.source, scriptURL: script.url, handler: handler)
    report.diagnostics = scriptDiagnostics + report.diagnostics
    report.diagnostics += commandHandler?.diagnostics ?? []
    report.page.path = configuration.pagePath
    report.script.path = configuration.scriptPath

    if let path = configuration.outputHTML {
      do {
        try AtomicFile.write(report.finalHTML ?? "", to: path)
      } catch {
        io.stderr.line("actionjs run: error: cannot write '\(path)': \(error)")
        return ExitCode.internalError
      }
    }
    let paths = ReportPaths(pagePath: configuration.pagePath, scriptPath: configuration.scriptPath)
    if configuration.json {
      io.stdout.write(report.json(paths: paths, wallTimings: configuration.wallTimings).text)
    } else if !configuration.quiet {
      io.stdout.write(
        RunReportText(
          style: TextStyle(enabled: io.usesColor), showsTimings: configuration.wallTimings
        ).render(report))
    }
    return report.hasErrors ? ExitCode.failure : ExitCode.success
  }

  /// The page: a file, or HTML on standard input for `-`.
  private static func loadPage(
    _ configuration: RunConfiguration, io: CommandIO
  ) throws(SavedPageError) -> SavedPage {
    if configuration.pagePath == "-" {
      return try SavedPageLoader.load(
        data: io.stdin.readAll(), fileName: "stdin.html",
        url: configuration.pageURL ?? "about:blank")
    }
    return try SavedPageLoader.load(
      contentsOf: configuration.pagePath, url: configuration.pageURL)
  }

  /// The request handler for the configuration (and the command handler, whose diagnostics
  /// join the report).
  private static func makeHandler(
    _ choice: RunConfiguration.Handler, io: CommandIO
  ) -> (any RequestHandler, CommandHandler?) {
    switch choice {
    case .echo:
      return (EchoHandler(), nil)
    case .reply(let argument):
      return (ReplyHandler(finalizeArgument: argument), nil)
    case .noItems:
      return (NoItemsHandler(), nil)
    case .cancel(let message):
      return (message.map { CancellingHandler(message: $0) } ?? CancellingHandler(), nil)
    case .command(let command, let timeLimit):
      let handler = CommandHandler(
        command: command, timeLimit: timeLimit, environment: io.environment)
      return (handler, handler)
    }
  }
}
