import ActionExtension
import ExtensionValidation
import Foundation

/// `actionjs validate` and `actionjs test`: static checks of each script, then every
/// script × page case in isolated worker processes, judged by diagnostics, expectations and
/// (for `test`) snapshots, reported in the formats asked for.
enum ValidationCommand {
  /// The synopsis for help.
  static func synopsis(_ command: String) -> String {
    "actionjs \(command) <script.js | extension-folder>... [--pages PATH...] [--suite FILE] [options]"
  }

  /// Runs `validate` or `test`.
  static func execute(_ arguments: [String], command: String, io: CommandIO) -> Int32 {
    let specs = ValidationConfiguration.specs(command: command)
    let configuration: ValidationConfiguration
    do {
      let parsed = try ArgumentParser(command: command, specs: specs, requiredPositionals: 0)
        .parse(arguments)
      if parsed.has("help") {
        io.stdout.write(HelpText.usage(command: command, synopsis(command), specs))
        return ExitCode.success
      }
      configuration = try ValidationConfiguration(
        parsed, command: command,
        processorCount: ProcessInfo.processInfo.activeProcessorCount)
    } catch {
      return io.fail(error)
    }
    io.warn(configuration.warnings, command: command)
    let started = ContinuousClock.now
    let plan: ValidationPlan
    do {
      plan = try ValidationPlan(configuration)
    } catch {
      return io.failInput(error.message, command: command)
    }
    var outcome = ValidationOutcome(
      command: command, strict: configuration.strict, shard: configuration.shard)
    outcome.scriptChecks = plan.scriptsToCheck.map { StaticChecker().check(scriptPath: $0) }
    outcome.cases = runCases(plan.cases, configuration: configuration, io: io)
    if command == "test" {
      let store = SnapshotStore(folder: plan.snapshotFolder)
      for (index, validationCase) in plan.cases.enumerated() {
        guard let snapshot = outcome.cases[index].snapshot else { continue }
        if configuration.update {
          do {
            try store.record(snapshot, for: validationCase)
          } catch {
            io.stderr.line(
              "actionjs test: error: cannot write \(store.path(for: validationCase)): \(error)")
            return ExitCode.internalError
          }
        } else {
          outcome.cases[index].problems += store.compare(outcome.cases[index], of: validationCase)
        }
      }
    }
    let duration = ContinuousClock.now - started
    outcome.durationSeconds =
      Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    return write(outcome, configuration: configuration, io: io)
  }

  /// Runs the cases in worker processes (or here, with `-j 0`), with a progress line on a
  /// terminal.
  private static func runCases(
    _ cases: [ValidationCase], configuration: ValidationConfiguration, io: CommandIO
  ) -> [CaseResult] {
    guard !cases.isEmpty else { return [] }
    let progress = ProgressLine(sink: io.stderr)
    let showsProgress = configuration.showsProgress && !configuration.quiet
    defer { progress.finish() }
    if configuration.jobs == 0 {
      let runner = CaseRunner(environment: io.environment)
      var results: [CaseResult] = []
      var failed = 0
      for validationCase in cases {
        let result = runner.run(validationCase)
        if result.failed(strict: configuration.strict) { failed += 1 }
        results.append(result)
        if showsProgress {
          progress.update(done: results.count, total: cases.count, failed: failed)
        }
      }
      return results
    }
    // Largest pages first, so a slow case does not start last and leave the other workers
    // idle at the end; results come back in case order.
    let (order, largest) = Self.largestPagesFirst(cases)
    let pool = WorkerPool(
      executablePath: workerExecutable(io: io), workerCount: min(configuration.jobs, cases.count),
      caseTimeout: configuration.caseTimeLimit(largestPageBytes: largest) ?? .infinity,
      memoryLimitBytes: configuration.memoryLimitMiB.map { $0 * 1024 * 1024 } ?? Int.max,
      environment: io.environment)
    let results = pool.run(order.map { cases[$0] }, strict: configuration.strict) {
      done, total, failed, _ in
      if showsProgress { progress.update(done: done, total: total, failed: failed) }
    }
    var inCaseOrder = results
    for (position, index) in order.enumerated() { inCaseOrder[index] = results[position] }
    return inCaseOrder
  }

  /// The indices of `cases`, biggest page file first (ties in case order), and the biggest
  /// page's size in bytes.
  static func largestPagesFirst(_ cases: [ValidationCase]) -> (order: [Int], largest: Int) {
    var sizes: [String: Int] = [:]
    for validationCase in cases where sizes[validationCase.pagePath] == nil {
      let attributes = try? FileManager.default.attributesOfItem(atPath: validationCase.pagePath)
      sizes[validationCase.pagePath] = (attributes?[.size] as? NSNumber)?.intValue ?? 0
    }
    let order = cases.indices.sorted {
      let (left, right) = (sizes[cases[$0].pagePath] ?? 0, sizes[cases[$1].pagePath] ?? 0)
      return left != right ? left > right : $0 < $1
    }
    return (order, sizes.values.max() ?? 0)
  }

  /// The executable workers run: `$ACTIONJS_WORKER_EXECUTABLE`, else this process's own.
  static func workerExecutable(io: CommandIO) -> String {
    if let given = io.environment["ACTIONJS_WORKER_EXECUTABLE"] { return given }
    return WorkerPool.currentExecutablePath ?? CommandLine.arguments.first ?? "actionjs"
  }

  /// Writes each report where it goes; returns the exit status.
  private static func write(
    _ outcome: ValidationOutcome, configuration: ValidationConfiguration, io: CommandIO
  ) -> Int32 {
    for destination in configuration.destinations {
      let text: String
      switch destination.format {
      case .text:
        text = ValidationText.render(
          outcome, style: TextStyle(enabled: destination.path == nil && io.usesColor))
      case .json: text = ValidationJSON.render(outcome)
      case .junit: text = JUnitReport.render(outcome)
      case .sarif: text = SARIFReport.render(outcome, version: ActionJSCommandLine.version)
      case .github: text = GitHubAnnotations.render(outcome)
      }
      if let path = destination.path {
        do {
          let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
          try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
          try AtomicFile.write(text, to: path)
        } catch {
          io.stderr.line("actionjs \(outcome.command): error: cannot write '\(path)': \(error)")
          return ExitCode.internalError
        }
      } else if !configuration.quiet {
        io.stdout.write(text)
      }
    }
    return outcome.passed ? ExitCode.success : ExitCode.failure
  }
}
