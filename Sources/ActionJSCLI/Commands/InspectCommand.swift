import ActionExtension
import ExtensionBundles
import Foundation

/// `actionjs inspect <extension-folder> [--format text|json]`: the bundle's facts and whether
/// Safari would offer it for a web-page share.
enum InspectCommand {
  /// The synopsis for help.
  static let synopsis = "actionjs inspect <extension-folder> [--format text|json]"

  /// `--format text|json`, as `run` has it.
  static let format = SharedOptions.textOrJSONFormat(
    help: "print the facts and the verdict as text or JSON")

  /// The options of `inspect`.
  static let specs: [OptionSpec] = [
    format.spec,
    OptionSpec("help", help: "show this help", shortName: "h"),
  ]

  /// Runs the command.
  static func execute(_ arguments: [String], io: CommandIO) -> Int32 {
    let parsed: ParsedArguments
    do {
      parsed = try ArgumentParser(
        command: "inspect", specs: specs, requiredPositionals: 1,
        deprecated: [.flag("json", becomes: "format", value: "json")]
      ).parse(arguments)
      _ = try format.read(parsed, command: "inspect")
    } catch {
      return io.fail(error)
    }
    io.warn(parsed.warnings, command: "inspect")
    if parsed.has("help") {
      io.stdout.write(HelpText.usage(command: "inspect", synopsis, specs))
      return ExitCode.success
    }
    guard let path = parsed.positionals.first else {
      return io.fail(UsageError("missing argument <extension-folder>", command: "inspect"))
    }
    guard parsed.positionals.count == 1 else {
      return io.fail(
        UsageError("unexpected argument '\(parsed.positionals[1])'", command: "inspect"))
    }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      return io.failInput("'\(path)': no such folder", command: "inspect")
    }
    guard isDirectory.boolValue else {
      return io.failInput("'\(path)' is not an extension folder", command: "inspect")
    }
    let bundle = ExtensionBundle(contentsOf: URL(fileURLWithPath: path))
    let verdict = bundle.verdict()
    let inspection = BundleInspection(bundle: bundle, verdict: verdict)
    if (try? format.read(parsed, command: "inspect")) == "json" {
      let paths = ReportPaths(pagePath: "-", scriptPath: path)
      io.stdout.write(inspection.json(paths: paths).text)
    } else {
      io.stdout.write(inspection.text(style: TextStyle(enabled: io.usesColor)))
    }
    return inspection.passes ? ExitCode.success : ExitCode.failure
  }
}
