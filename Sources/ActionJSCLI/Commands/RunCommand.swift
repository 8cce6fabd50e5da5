import ActionExtension
import Foundation
import JSCore
import SavedPages

/// `actionjs run <script.js | extension-folder> <page> [options]`.
enum RunCommand {
  /// The synopsis for help.
  static let synopsis = "actionjs run <script.js | extension-folder> <page | -> [options]"

  /// `--format text|json`: how the report is printed.
  static let format = SharedOptions.textOrJSONFormat(help: "print the report as text or JSON")

  /// The options of `run`.
  static let specs: [OptionSpec] =
    CaseSettingsReader.specs + [
      format.spec,
      OptionSpec(
        "output-html", .value, placeholder: "FILE", help: "write the final HTML to FILE"),
      OptionSpec(
        "timings",
        help: "report wall-clock timings (JSON: instead of event-loop milliseconds)"),
      SharedOptions.quiet,
      SharedOptions.timeout.spec,
      SharedOptions.memoryLimit.spec,
      SharedOptions.inProcess,
      OptionSpec("help", help: "show this help", shortName: "h"),
      OptionSpec("version", help: "print the version"),
    ]

  /// Old spellings `run` still accepts, with a warning.
  static let deprecated: [DeprecatedOption] = [
    .flag("json", becomes: "format", value: "json"),
    .renamed("run-timeout", to: "timeout"),
  ]

  /// Runs the command.
  static func execute(_ arguments: [String], io: CommandIO) -> Int32 {
    let configuration: RunConfiguration
    do {
      let parsed = try ArgumentParser(
        command: "run", specs: specs, requiredPositionals: 2, deprecated: deprecated
      ).parse(arguments)
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
    // Once, from the process the user started (not again from a supervised child).
    if io.environment[RunSupervisor.environmentKey] == nil {
      io.warn(configuration.warnings, command: "run")
    }
    if let executable = io.executablePath, !configuration.inProcess,
      io.environment[RunSupervisor.environmentKey] == nil,
      let stdout = io.stdout.fileDescriptor, let stderr = io.stderr.fileDescriptor
    {
      return supervise(
        arguments, configuration, executable: executable, stdout: stdout, stderr: stderr,
        io: io)
    }
    return run(configuration, io: io)
  }

  /// Runs the command in a child process watched by ``RunSupervisor`` (forked, or started
  /// again when this process has threads); when the supervisor stopped it, prints a report
  /// holding why.
  private static func supervise(
    _ arguments: [String], _ configuration: RunConfiguration, executable: String,
    stdout: Int32, stderr: Int32, io: CommandIO
  ) -> Int32 {
    let limits = configuration.supervisorLimits(pageBytes: configuration.pageBytes)
    let outcome =
      RunSupervisor.watchForked(limits: limits) { run(configuration, io: io) }
      ?? RunSupervisor.watch(
        executable: executable, arguments: ["run"] + arguments, environment: io.environment,
        stdout: stdout, stderr: stderr, limits: limits)
    switch outcome {
    case .exited(let status):
      return status
    case .interrupted(let signal):
      return 128 + signal
    default:
      break
    }
    let pageURL =
      configuration.pageURL
      ?? (configuration.pagePath == "-"
        ? "about:blank" : URL(fileURLWithPath: configuration.pagePath).absoluteString)
    var report = RunReport(
      pageURL: pageURL,
      scriptURL: URL(fileURLWithPath: configuration.scriptPath).lastPathComponent)
    if let script = PreprocessingScript.load(configuration.scriptPath).script {
      report.script = RunReport.Script(source: script.source, url: script.url)
    }
    report.page.path = configuration.pagePath
    report.script.path = configuration.scriptPath
    if let diagnostic = RunSupervisor.diagnostic(for: outcome, limits: limits) {
      report.diagnostics.append(diagnostic)
    }
    write(report, configuration, io: io)
    if case .crashed = outcome { return ExitCode.internalError }
    if case .notStarted = outcome { return ExitCode.internalError }
    return ExitCode.failure
  }

  /// Loads the inputs, runs, writes the outputs.
  static func run(_ configuration: RunConfiguration, io: CommandIO) -> Int32 {
    let (loadedScript, scriptDiagnostics) = PreprocessingScript.load(configuration.scriptPath)
    guard let script = loadedScript else {
      for diagnostic in scriptDiagnostics { io.stderr.line(diagnostic.description) }
      var isDirectory: ObjCBool = false
      let isFolder =
        FileManager.default.fileExists(atPath: configuration.scriptPath, isDirectory: &isDirectory)
        && isDirectory.boolValue
      return io.failInput(
        isFolder
          ? "the extension folder '\(configuration.scriptPath)' has no script that can run "
            + "(the errors above say why)"
          : "cannot read the script '\(configuration.scriptPath)'", command: "run")
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
    write(report, configuration, io: io)
    return report.hasErrors ? ExitCode.failure : ExitCode.success
  }

  /// Prints the report as the configuration asks (JSON, text, or nothing with `--quiet`).
  private static func write(_ report: RunReport, _ configuration: RunConfiguration, io: CommandIO) {
    let paths = ReportPaths(pagePath: configuration.pagePath, scriptPath: configuration.scriptPath)
    if configuration.json {
      io.stdout.write(report.json(paths: paths, wallTimings: configuration.wallTimings).text)
    } else if !configuration.quiet {
      io.stdout.write(
        RunReportText(
          style: TextStyle(enabled: io.usesColor), showsTimings: configuration.wallTimings
        ).render(report))
    }
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
