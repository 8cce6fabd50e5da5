import ActionExtension
import JSCore

/// What the runner would say about the global `ExtensionPreprocessingJS` a file leaves, with
/// the same codes and severities (`PreprocessingSession`, docs/safari-behavior.md §1.6).
enum PreprocessingObjectCheck {
  static func problems(_ object: JSValue, location: CaseProblem.Location) -> [CaseProblem] {
    func problem(_ code: String, _ severity: CaseProblem.Severity, _ message: String)
      -> CaseProblem
    {
      CaseProblem(
        code: code, severity: severity, message: message, location: location,
        origin: .staticCheck)
    }
    guard object.isObject else {
      return [
        problem(
          DiagnosticCode.noPreprocessingObject, .error,
          "the file does not define a global ExtensionPreprocessingJS object (it is "
            + (object.isUndefined ? "undefined" : describe(object)) + ")")
      ]
    }
    var problems: [CaseProblem] = []
    let run = object.property("run")
    if run.isUndefined {
      problems.append(
        problem(
          DiagnosticCode.runNotFunction, .info,
          "ExtensionPreprocessingJS has no run(): the handler gets empty results"))
    } else if !run.isFunction {
      problems.append(
        problem(
          DiagnosticCode.runNotFunction, .error,
          "ExtensionPreprocessingJS.run is \(describe(run)), not a function"))
    }
    let finalize = object.property("finalize")
    if !finalize.isUndefined && !finalize.isFunction {
      problems.append(
        problem(
          DiagnosticCode.finalizeNotFunction, .error,
          "ExtensionPreprocessingJS.finalize is \(describe(finalize)), not a function"))
    }
    return problems
  }

  private static func describe(_ value: JSValue) -> String {
    if value.isNull { return "null" }
    if value.isString { return "a string" }
    if value.isNumber { return "a number" }
    if value.isBoolean { return "a boolean" }
    if value.isObject { return "an object" }
    return "a value"
  }
}
