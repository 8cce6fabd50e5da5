import ExtensionValidation
import Foundation

/// What `actionjs validate` or `actionjs test` was asked to do, read from its command line.
struct ValidationConfiguration {
  /// `validate` or `test`.
  var command: String
  /// The scripts and extension folders given as arguments.
  var scripts: [String] = []
  /// The `--pages` arguments (files, folders, globs), as given.
  var pages: [String] = []
  /// `--suite FILE`.
  var suitePath: String?
  /// How cases from the command line run.
  var settings = CaseSettings()
  /// `--strict`: warnings fail.
  var strict = false
  /// `-j N`: worker processes (0: run in this process, without isolation).
  var jobs: Int
  /// `--shard K/N`.
  var shard = Shard.whole
  /// `--timeout`: each case's wall-clock limit, in seconds.
  var caseTimeout: Double = 60
  /// `--memory-limit`: each worker's resident-memory limit, in MiB.
  var memoryLimitMiB: Int = 2048
  /// Where reports go.
  var destinations: [ReportDestination] = []
  /// `--quiet`: no text report on standard output (files are still written).
  var quiet = false
  /// `--no-progress`.
  var showsProgress = true
  /// `test --update`: record snapshots instead of comparing.
  var update = false
  /// `test --snapshots DIR`.
  var snapshotFolder: String?

  /// The options of both commands; `test` adds its own.
  static func specs(command: String) -> [OptionSpec] {
    var specs = [
      OptionSpec(
        "pages", .values, placeholder: "PATH",
        help: "pages to run each script over: files, folders, globs (repeatable)"),
      OptionSpec("suite", .value, placeholder: "FILE", help: "read cases from a suite file"),
      OptionSpec("strict", help: "warnings fail the case"),
      OptionSpec(
        "jobs", .value, placeholder: "N",
        help: "worker processes (default: the number of cores; 0: in this process)",
        shortName: "j"),
      OptionSpec("shard", .value, placeholder: "K/N", help: "run only part K of N of the suite"),
      OptionSpec(
        "timeout", .value, placeholder: "SECONDS", help: "each case's wall-clock limit (60)"),
      OptionSpec(
        "memory-limit", .value, placeholder: "MIB",
        help: "each case's resident-memory limit in MiB (2048)"),
      OptionSpec(
        "format", .value, placeholder: "text|json|junit|sarif|github",
        help: "a report format (repeatable; each may be followed by --output)"),
      OptionSpec(
        "output", .value, placeholder: "FILE", help: "write the preceding --format to FILE"),
      OptionSpec("quiet", help: "no report on standard output; the exit status tells"),
      OptionSpec("no-progress", help: "no progress line on a terminal"),
    ]
    if command == "test" {
      specs += [
        OptionSpec("update", help: "record the snapshots instead of comparing with them"),
        OptionSpec(
          "snapshots", .value, placeholder: "DIR",
          help: "the snapshot folder (default __snapshots__ beside the suite, or here)"),
      ]
    }
    return CaseSettingsReader.specs(timeoutName: "script-timeout") + specs + [
      OptionSpec("help", help: "show this help", shortName: "h")
    ]
  }

  /// Reads the configuration from parsed arguments.
  init(_ arguments: ParsedArguments, command: String, processorCount: Int) throws(UsageError) {
    self.command = command
    jobs = max(1, processorCount)
    scripts = arguments.positionals
    pages = arguments.values("pages")
    suitePath = arguments.value("suite")
    if scripts.isEmpty && suitePath == nil {
      throw UsageError(
        "give at least one script or extension folder, or --suite FILE", command: command)
    }
    if command == "test" && pages.isEmpty && suitePath == nil {
      throw UsageError("test needs pages (--pages) or a suite file (--suite)", command: command)
    }
    if !pages.isEmpty && scripts.isEmpty {
      throw UsageError("--pages needs scripts to run over them", command: command)
    }
    try CaseSettingsReader.read(
      arguments, into: &settings, command: command, timeoutName: "script-timeout")
    strict = arguments.has("strict")
    quiet = arguments.has("quiet")
    showsProgress = !arguments.has("no-progress")
    update = arguments.has("update")
    snapshotFolder = arguments.value("snapshots")
    if let value = arguments.value("jobs") {
      guard let count = Int(value), count >= 0, count <= 256 else {
        throw .invalidValue(
          "jobs", value, expected: "a whole number from 0 to 256", command: command)
      }
      jobs = count
    }
    if let value = arguments.value("shard") {
      guard let shard = Shard(value) else {
        throw .invalidValue(
          "shard", value, expected: "K/N with 1 ≤ K ≤ N (e.g. 2/4)", command: command)
      }
      self.shard = shard
    }
    if let seconds = try CaseSettingsReader.seconds(arguments, "timeout", command: command) {
      caseTimeout = seconds
    }
    if let limit = try CaseSettingsReader.memoryLimit(
      arguments, command: command, allowsNone: false), let mebibytes = limit
    {
      memoryLimitMiB = mebibytes
    }
    destinations = try Self.destinations(arguments, command: command)
  }

  /// The `--format`/`--output` pairs in order; text on standard output when none is given.
  static func destinations(
    _ arguments: ParsedArguments, command: String
  ) throws(UsageError) -> [ReportDestination] {
    var destinations: [ReportDestination] = []
    var lastHasOutput = true
    for option in arguments.options {
      switch option.name {
      case "format":
        let value = option.value ?? ""
        guard let format = ReportFormat(rawValue: value.lowercased()) else {
          throw .invalidValue(
            "format", value,
            expected: CaseSettingsReader.list(ReportFormat.allCases.map(\.rawValue)),
            command: command)
        }
        destinations.append(ReportDestination(format: format, path: nil))
        lastHasOutput = false
      case "output":
        guard !destinations.isEmpty, !lastHasOutput else {
          throw UsageError(
            "option '--output' must follow a '--format' (each format has at most one output)",
            command: command)
        }
        destinations[destinations.count - 1].path = option.value
        lastHasOutput = true
      default:
        continue
      }
    }
    if destinations.isEmpty { destinations = [ReportDestination(format: .text, path: nil)] }
    if destinations.filter({ $0.path == nil }).count > 1 {
      throw UsageError(
        "only one --format may go to standard output; give the others an --output FILE",
        command: command)
    }
    let files = destinations.compactMap(\.path)
    if Set(files).count != files.count {
      throw UsageError("two formats cannot be written to the same --output file", command: command)
    }
    return destinations
  }
}
