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
  /// `-j N`: worker processes (0: `--in-process`, without isolation).
  var jobs: Int
  /// `--shard K/N`.
  var shard = Shard.whole
  /// `--timeout`: each case's wall-clock limit, in seconds (nil: `none`; unset: see
  /// ``caseTimeLimit(largestPageBytes:)``).
  var caseTimeout: Double??
  /// `--memory-limit`: each worker's resident-memory limit while it runs a case, in MiB (nil:
  /// `none`).
  var memoryLimitMiB: Int? = SharedOptions.memoryLimit.defaultValue
  /// Warnings for standard error (old option spellings).
  var warnings: [String] = []
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
        help: "worker processes (default: the number of cores)", shortName: "j"),
      OptionSpec("shard", .value, placeholder: "K/N", help: "run only part K of N of the suite"),
      SharedOptions.timeout.spec,
      SharedOptions.memoryLimit.spec,
      SharedOptions.inProcess,
      OptionSpec(
        "format", .value, placeholder: "text|json|junit|sarif|github",
        help: "a report format (repeatable; each may be followed by --output)"),
      OptionSpec(
        "output", .value, placeholder: "FILE", help: "write the preceding --format to FILE"),
      SharedOptions.quiet,
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
    return CaseSettingsReader.specs + specs + [
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
    try CaseSettingsReader.read(arguments, into: &settings, command: command)
    warnings = arguments.warnings
    strict = arguments.has("strict")
    quiet = arguments.has("quiet")
    showsProgress = !arguments.has("no-progress")
    update = arguments.has("update")
    snapshotFolder = arguments.value("snapshots")
    if let value = arguments.value("jobs") {
      guard let count = Int(value), count >= 0, count <= 256 else {
        throw .invalidValue(
          "jobs", value, expected: "a whole number from 1 to 256", command: command)
      }
      if count == 0 {
        // The old spelling of --in-process.
        warnings.append("option '--jobs 0' is deprecated: use '--in-process'")
      }
      jobs = count
    }
    if arguments.has(SharedOptions.inProcess.name) { jobs = 0 }
    if let value = arguments.value("shard") {
      guard let shard = Shard(value) else {
        throw .invalidValue(
          "shard", value, expected: "K/N with 1 ≤ K ≤ N (e.g. 2/4)", command: command)
      }
      self.shard = shard
    }
    if let timeout = try SharedOptions.timeout.given(arguments, command: command) {
      caseTimeout = timeout
    }
    if let limit = try SharedOptions.memoryLimit.given(arguments, command: command) {
      memoryLimitMiB = limit
    }
    if jobs == 0 && (arguments.has("memory-limit") || arguments.has("timeout")) {
      throw UsageError(
        "options '--memory-limit' and '--timeout' need worker processes; "
          + "'--in-process' has none", command: command)
    }
    destinations = try Self.destinations(arguments, command: command)
  }

  /// Each case's wall-clock limit: `--timeout`, or
  /// ``SharedOptions/defaultTimeout(for:pageBytes:)`` for the largest
  /// page (nil: none).
  func caseTimeLimit(largestPageBytes: Int) -> Double? {
    if let caseTimeout { return caseTimeout }
    return SharedOptions.defaultTimeout(for: settings, pageBytes: largestPageBytes)
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
