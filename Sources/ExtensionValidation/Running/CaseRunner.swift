import ActionExtension
import Foundation
import JSCore
import SavedPages

/// Runs cases in this process: the whole flow of `actionjs run` for each, then its
/// expectations and, when asked, its snapshot. A worker process holds one and runs case after
/// case with it (one JavaScriptCore virtual machine, a fresh context per case).
public final class CaseRunner {
  /// The environment a handler command runs with.
  public let environment: [String: String]
  private let virtualMachine = VirtualMachine()

  /// A runner whose handler commands get `environment`.
  public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
    self.environment = environment
  }

  /// Runs `validationCase` and returns what it gave (never throws: every failure is a problem).
  public func run(_ validationCase: ValidationCase) -> CaseResult {
    let started = ContinuousClock.now
    var result = CaseResult(for: validationCase)
    result.problems = problems(of: validationCase, snapshot: &result.snapshot)
    let duration = ContinuousClock.now - started
    result.durationMilliseconds =
      Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
    return result
  }

  private func problems(of validationCase: ValidationCase, snapshot: inout String?)
    -> [CaseProblem]
  {
    let settings = validationCase.settings
    if let problem = settings.problem {
      return [
        CaseProblem(
          code: HarnessCode.caseInvalid, severity: .error, message: problem, origin: .harness)
      ]
    }
    let (script, scriptDiagnostics) = PreprocessingScript.load(validationCase.scriptPath)
    let locator = ProblemLocator(scriptPath: validationCase.scriptPath, script: script)
    guard let script else { return scriptDiagnostics.map { locator.problem($0) } }
    var page: SavedPage
    do {
      page = try SavedPageLoader.load(contentsOf: validationCase.pagePath, url: settings.pageURL)
    } catch {
      return scriptDiagnostics.map { locator.problem($0) } + [
        CaseProblem(
          code: error.code, severity: .error, message: error.message,
          location: CaseProblem.Location(file: validationCase.pagePath))
      ]
    }
    for folder in settings.fixtures { page.resources.addFixtureDirectory(folder) }

    var options = settings.runOptions
    if let identifier = script.bundle?.bundleIdentifier { options.extensionName = identifier }
    let needsDocument = validationCase.expectations.contains {
      if case .selectorMatches = $0 { return true }
      return false
    }
    if needsDocument { options.includeFinalHTML = true }
    let (handler, commandHandler) = settings.handler.makeHandler(environment: environment)
    var report = PreprocessingRunner(options: options).run(
      page: page, script: script.source, scriptURL: script.url, handler: handler,
      virtualMachine: virtualMachine)
    report.diagnostics = scriptDiagnostics + report.diagnostics
    report.diagnostics += commandHandler?.diagnostics ?? []
    report.page.path = validationCase.pagePath
    report.script.path = validationCase.scriptPath

    var problems = report.diagnostics.map { locator.problem($0) }
    problems += ExpectationEvaluator.problems(
      validationCase.expectations, report: report, location: locator.scriptLocation)
    if validationCase.wantsSnapshot {
      snapshot = Snapshot.render(report, of: validationCase)
    }
    return problems
  }
}
