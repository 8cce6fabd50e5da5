import ActionExtension
import Foundation
import JSCore
import SavedPages

/// `actionjs run <script.js | extension-folder> <page> [options]`.
enum RunCommand {
  /// The synopsis for help.
  static let synopsis = "actionjs run <script.js | extension-folder> <page | -> [options]"

  /// The options of `run`.
  static let specs: [OptionSpec] =
    CaseSettingsReader.specs(timeoutName: "timeout") + [
      OptionSpec("json", help: "print the report as JSON"),
      OptionSpec(
        "output-html", .value, placeholder: "FILE", help: "write the final HTML to FILE"),
      OptionSpec(
        "timings",
        help: "report wall-clock timings (JSON: instead of event-loop milliseconds)"),
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
    let (handler, commandHandler) = configuration.settings.handler.makeHandler(
      environment: io.environment)
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
}
