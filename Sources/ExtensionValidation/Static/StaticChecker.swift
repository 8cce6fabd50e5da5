import ActionExtension
import ExtensionBundles
import Foundation
import HTMLParsing
import JSCore
import WebPlatform

/// The checks `actionjs validate` makes on a script or an extension folder before any page
/// runs (docs/safari-behavior.md §1.1, §1.3, §5):
///
/// 1. the extension's `Info.plist`, for a folder: the bundle's diagnostics and its activation
///    rule's verdict (the preprocessing file exists and is named without `.js`, the rule is
///    valid, has no `TRUEPREDICATE` and accepts a web page), located at the `Info.plist`;
/// 2. the file's syntax, with JavaScriptCore's parser (`script-syntax-error`, located);
/// 3. the top-level code, evaluated as Safari does (the extension world of a page) over an
///    empty `about:blank` document, under a time limit: an exception is `top-level-threw`
///    (or `top-level-api-missing`, a warning, for a global only Safari has), a run past the
///    limit `time-limit`;
/// 4. the global `ExtensionPreprocessingJS` it leaves: an object (`no-preprocessing-object`),
///    whose `run` is a function (`run-not-function`: an error, or information when it is
///    missing, as the runner says) and whose `finalize`, when present, is a function
///    (`finalize-not-function`).
///
/// Every problem has the origin ``CaseProblem/Origin/staticCheck``.
public struct StaticChecker {
  /// Seconds the top-level code may run.
  public var timeLimit: Double

  /// A checker whose top-level evaluation stops after `timeLimit` seconds.
  public init(timeLimit: Double = 10) {
    self.timeLimit = timeLimit
  }

  /// Checks the `.js` file or extension folder at `scriptPath`.
  public func check(scriptPath: String) -> ScriptCheckResult {
    ScriptCheckResult(scriptPath: scriptPath, problems: problems(scriptPath: scriptPath))
  }

  private func problems(scriptPath: String) -> [CaseProblem] {
    let (script, diagnostics) = PreprocessingScript.load(scriptPath)
    let place = ProblemLocator(scriptPath: scriptPath, script: script)
    var problems = diagnostics.map { place.problem($0, origin: .staticCheck) }
    guard let script else { return problems }

    // 2. Syntax.
    let virtualMachine = VirtualMachine()
    do {
      try JSContext(virtualMachine: virtualMachine).checkScriptSyntax(
        script.source, sourceURL: script.url)
    } catch {
      // JavaScriptCore reports a parse error's line, not its column.
      let located = error
      problems.append(
        CaseProblem(
          code: DiagnosticCode.scriptSyntaxError, severity: .error,
          message: "\(located.name ?? "SyntaxError"): \(located.message)",
          location: place.location(of: located), origin: .staticCheck))
      return problems
    }

    // 3. The top-level code, in the extension world of an empty page.
    var options = Runtime.Options()
    options.extensionWorld = .isolated
    let runtime = Runtime(
      document: HTMLParser.parseDocument(""), options: options, virtualMachine: virtualMachine)
    let world = runtime.extensionWorld
    virtualMachine.setExecutionTimeLimit(timeLimit)
    defer { virtualMachine.setExecutionTimeLimit(nil) }
    do {
      try runtime.evaluate(script.source, sourceURL: script.url, in: world)
    } catch {
      if error.isTimeLimit {
        problems.append(
          CaseProblem(
            code: DiagnosticCode.timeLimit, severity: .error,
            message: "the top-level code ran longer than \(timeLimit) s and was stopped",
            location: place.scriptLocation, origin: .staticCheck))
        return problems
      }
      let described = (error.name.map { "\($0): " } ?? "") + error.message
      let missing = SafariOnlyGlobals.mentioned(
        errorName: error.name, message: error.message
      ).filter {
        (try? world.context.evaluateScript("typeof \($0) === 'undefined'").toBool()) ?? false
      }
      if let name = missing.first {
        // Safari would go on past this line: what follows cannot be checked here.
        problems.append(
          CaseProblem(
            code: StaticCheckCode.topLevelAPIMissing, severity: .warning,
            message: "the top-level code uses \(name), which Safari has (since "
              + "\(SafariOnlyGlobals.names[name] ?? "?")) and actionjs does not (\(described)); "
              + "the rest of the file was not checked",
            location: place.location(of: error), origin: .staticCheck))
        return problems
      }
      problems.append(
        CaseProblem(
          code: StaticCheckCode.topLevelThrew, severity: .error,
          message: "the top-level code threw \(described)", location: place.location(of: error),
          origin: .staticCheck))
    }

    // 4. The preprocessing object.
    withExtendedLifetime(runtime) {
      problems += PreprocessingObjectCheck.problems(
        world.global.property("ExtensionPreprocessingJS"), location: place.scriptLocation)
    }
    return problems
  }
}
