import DOM
import JSCore
import WebPlatform

/// The JavaScript side of one run: evaluates the preprocessing file, calls
/// `ExtensionPreprocessingJS.run({ completionFunction, extensionName })`, drives the event
/// loop until `completionFunction` is called, converts the results, and later calls
/// `finalize(argument)` (docs/safari-behavior.md §1.3, §1.6, §3).
final class PreprocessingSession {
  let runtime: Runtime
  let script: String
  let scriptURL: String
  let options: RunOptions
  /// Diagnostics so far.
  var diagnostics: [RunDiagnostic] = []
  /// Exceptions nobody caught, so far.
  private(set) var exceptions: [RunReport.Exception] = []
  /// Time spent evaluating the file and in `run()` (wall and event-loop milliseconds).
  private(set) var runTime = PhaseTime()
  /// Time spent in `finalize()` and the event loop after it.
  private(set) var finalizeTime = PhaseTime()
  /// Whether the file ran and `run()` was called.
  private(set) var ran = false
  /// Whether `completionFunction` was called.
  private(set) var completionCalled = false
  /// The converted results (nil when there are none).
  private(set) var results: PropertyList?
  /// JavaScriptCore's raw conversion of the results (nil when there are none).
  private(set) var rawResults: JSConvertedValue?
  /// Whether `finalize()` was called.
  private(set) var finalizeCalled = false
  /// Why preprocessing produced no results, when it did not.
  private(set) var failure: String?
  /// The most conversion diagnostics reported one by one.
  static let maximumConversionDiagnostics = 50
  /// The preprocessing object, once the file ran.
  private var preprocessingObject: JSValue?

  init(runtime: Runtime, script: String, scriptURL: String, options: RunOptions) {
    self.runtime = runtime
    self.script = script
    self.scriptURL = scriptURL
    self.options = options
  }

  private var world: World { runtime.extensionWorld }

  /// Runs the file and `run()` once (later calls return at once); returns the results.
  @discardableResult
  func preprocess() -> PropertyList? {
    guard !ran else { return results }
    ran = true
    let started = PhaseTime.Mark(runtime)
    defer { runTime = started.elapsed(runtime) }
    // 1. Evaluate the file.
    do {
      try runtime.evaluate(script, sourceURL: scriptURL, in: world)
    } catch {
      report(
        error,
        code: error.name == "SyntaxError"
          ? DiagnosticCode.scriptSyntaxError
          : DiagnosticCode.scriptThrew, what: "the preprocessing file", phase: .script)
      failure = "the preprocessing file did not run"
      if error.name == "SyntaxError" { return nil }
    }
    collectUncaughtErrors(during: "the preprocessing file's evaluation")
    // 2. The global object.
    let object = world.global.property("ExtensionPreprocessingJS")
    guard object.isObject else {
      diagnostics.append(
        RunDiagnostic(
          DiagnosticCode.noPreprocessingObject, .error,
          "The file does not define a global ExtensionPreprocessingJS object (it is "
            + (object.isUndefined ? "undefined" : "not an object") + ").",
          location: RunDiagnostic.Location(file: scriptURL)))
      failure = "no ExtensionPreprocessingJS object"
      return nil
    }
    preprocessingObject = object
    // 3. run().
    let run = object.property("run")
    guard run.isFunction else {
      if run.isUndefined {
        // A generator's sample ships without run() and still reaches finalize() (§1.6).
        diagnostics.append(
          RunDiagnostic(
            DiagnosticCode.runNotFunction, .info,
            "ExtensionPreprocessingJS has no run(): the handler gets empty results."))
        results = .dictionary([:])
        rawResults = .dictionary([])
      } else {
        diagnostics.append(
          RunDiagnostic(
            DiagnosticCode.runNotFunction, .error,
            "ExtensionPreprocessingJS.run is not a function."))
        failure = "run is not a function"
      }
      return results
    }
    let context = world.context
    let arguments = context.object()
    let completion = context.makeFunction(name: "completionFunction", length: 1) {
      [unowned(unsafe) self] call in
      self.completionFunctionCalled(with: call.argument(0))
      return .undefined
    }
    // The file has run: `Object.prototype` may carry setters (or getter-only accessors) for
    // these keys, which an ordinary [[Set]] would call (or fail on) instead of making own
    // properties. With no prototype while they are set, the properties are the object's own;
    // then it gets the realm's `Object.prototype` back, as a dictionary from the host has.
    let objectPrototype = arguments.prototype
    arguments.prototype = context.null
    try? arguments.set("completionFunction", completion)
    if let name = options.extensionName {
      try? arguments.set("extensionName", context.string(name))
    }
    arguments.prototype = objectPrototype
    var runThrew = false
    do {
      try callAsTask(run, this: object, arguments: [arguments])
    } catch {
      report(error, code: DiagnosticCode.runThrew, what: "run()", phase: .run)
      runThrew = true
    }
    // 4. Wait for completionFunction (asynchronous calls too), unless run() threw first.
    if !completionCalled && !runThrew {
      runtime.runEventLoop(
        until: EventLoop.StopConditions(
          until: { [unowned(unsafe) self] in self.completionCalled },
          virtualTimeBudget: options.runTimeout, maxTasks: Runtime.defaultMaxTasks))
    }
    // The handler's load answers now: a first call from here on comes too late to count.
    completionWindowClosed = true
    if !completionCalled {
      diagnostics.append(
        RunDiagnostic(
          DiagnosticCode.completionNotCalled, .error,
          runThrew
            ? "run() threw before calling completionFunction."
            : "run() did not call completionFunction within "
              + "\(Int(options.runTimeout)) ms of event-loop time."))
      failure = "completionFunction was not called"
    }
    collectUncaughtErrors(during: "run()")
    return results
  }

  /// The property-list item in `.jsc` mode: runs preprocessing (lazy timing) and gives
  /// `{NSExtensionJavaScriptPreprocessingResultsKey: <raw results>}`, failing as the
  /// property-list load does.
  func loadRawResults() -> Result<JSConvertedValue?, ItemLoadingError> {
    preprocess()
    if let failure, rawResults == nil { return .failure(.preprocessingFailed(failure)) }
    guard let rawResults else { return .success(.dictionary([])) }
    return .success(.dictionary([(ExtensionKeys.preprocessingResults, rawResults)]))
  }

  /// Whether `run()`'s wait for `completionFunction` is over (the results were handed on, or
  /// `completion-not-called` was reported).
  private var completionWindowClosed = false

  /// `completionFunction(value)`: the first call wins (§1.6).
  private func completionFunctionCalled(with value: JSValue) {
    guard completionCalled || !completionWindowClosed else {
      // A function kept by the script and called from finalize() or a later timer: the
      // handler was already answered without results; these are ignored, not reported as
      // results nobody saw.
      diagnostics.append(
        RunDiagnostic(
          DiagnosticCode.completionCalledLate, .warning,
          "completionFunction was first called after the handler had its answer (from "
            + "finalize() or a later timer); its results are ignored."))
      return
    }
    guard !completionCalled else {
      diagnostics.append(
        RunDiagnostic(
          DiagnosticCode.completionCalledTwice, .warning,
          "completionFunction was called again; the first call's results are kept."))
      return
    }
    completionCalled = true
    guard value.isObject, !value.isFunction else {
      diagnostics.append(
        RunDiagnostic(
          DiagnosticCode.resultsNotObject, .warning,
          "completionFunction was given \(Self.describe(value)), not an object: the handler "
            + "finds no results."))
      return
    }
    let conversion = value.convertToPropertyList(
      path: "results", limits: options.conversionLimits, mode: options.propertyListMode)
    // A DOM node in the results converts the page reachable from it (every enumerable
    // property, inherited ones too, as -[JSValue toObject] does): report the first few.
    // A getter that ran past the script time limit stopped the conversion: `time-limit`,
    // as for any other script code.
    for item in conversion.diagnostics where item.code == "time-limit" {
      diagnostics.append(
        RunDiagnostic(DiagnosticCode.timeLimit, .error, "\(item.path): \(item.message)"))
    }
    for item in conversion.diagnostics.prefix(Self.maximumConversionDiagnostics)
    where item.code != "time-limit" {
      diagnostics.append(
        RunDiagnostic(
          DiagnosticCode.resultsNotPropertyList, .warning, "\(item.path): \(item.message)"))
    }
    if conversion.diagnostics.count > Self.maximumConversionDiagnostics {
      diagnostics.append(
        RunDiagnostic(
          DiagnosticCode.resultsNotPropertyList, .warning,
          "\(conversion.diagnostics.count - Self.maximumConversionDiagnostics) more values of "
            + "the results are not property-list values."))
    }
    if value.isArray {
      diagnostics.append(
        RunDiagnostic(
          DiagnosticCode.resultsNotObject, .warning,
          "completionFunction was given an array: handlers expecting a dictionary fail."))
    }
    results = conversion.propertyList ?? .dictionary([:])
    rawResults = conversion.raw ?? .dictionary([])
  }

  /// Calls `finalize(argument)` (nil: `undefined`) and lets its timers and promises run.
  func finalize(with argument: PropertyList?) {
    guard let object = preprocessingObject else { return }
    let finalize = object.property("finalize")
    guard finalize.isFunction else {
      if !finalize.isUndefined {
        diagnostics.append(
          RunDiagnostic(
            DiagnosticCode.finalizeNotFunction, .error,
            "ExtensionPreprocessingJS.finalize is not a function."))
      }
      return
    }
    let context = world.context
    let value: JSValue
    if let argument {
      do {
        value = try context.value(from: argument)
      } catch {
        diagnostics.append(
          RunDiagnostic(
            DiagnosticCode.finalizeArgumentUnusual, .error,
            "The finalize argument could not be made into a JavaScript value "
              + "(\(error.message)); finalize() is not called."))
        return
      }
    } else {
      value = context.undefined
    }
    finalizeCalled = true
    let started = PhaseTime.Mark(runtime)
    defer { finalizeTime = started.elapsed(runtime) }
    do {
      try callAsTask(finalize, this: object, arguments: [value])
    } catch {
      report(error, code: DiagnosticCode.finalizeThrew, what: "finalize()", phase: .finalize)
    }
    runtime.runEventLoop(
      until: EventLoop.StopConditions(
        virtualTimeBudget: options.finalizeTimeout, maxTasks: Runtime.defaultMaxTasks))
    collectUncaughtErrors(during: "finalize()")
  }

  /// Calls `function` as a task of the event loop (a microtask checkpoint follows).
  private func callAsTask(_ function: JSValue, this: JSValue, arguments: [JSValue])
    throws(JSException)
  {
    var failure: JSException?
    runtime.eventLoop.perform {
      do throws(JSException) {
        try function.call(this: this, arguments: arguments)
      } catch {
        failure = error
      }
    }
    if let failure { throw failure }
  }

  private var reportedErrors = 0

  /// Turns the runtime's uncaught errors (timers, listeners, unhandled rejections) into
  /// diagnostics; `phase` names when they happened (for the time limit's message), for
  /// example "run()".
  func collectUncaughtErrors(during phase: String) {
    let errors = runtime.errors
    guard errors.count > reportedErrors else { return }
    for error in errors[reportedErrors...] {
      if error.isTimeLimit {
        // An infinite loop in a timer, listener or microtask: stopped by the time limit.
        let limit = "\(options.scriptTimeLimit) s"
        diagnostics.append(
          RunDiagnostic(
            DiagnosticCode.timeLimit, .error,
            error.inMicrotasks
              ? "Microtasks queued during \(phase) (promise jobs, queueMicrotask or mutation "
                + "observer callbacks) ran longer than \(limit) and were stopped; the jobs left "
                + "were dropped."
              : "A timer, listener or callback during \(phase) ran longer than \(limit) and "
                + "was stopped.",
            location: error.sourceURL.map {
              RunDiagnostic.Location(file: $0, line: error.line, column: error.column)
            }))
        continue
      }
      let code =
        error.kind == .unhandledRejection
        ? DiagnosticCode.unhandledRejection : DiagnosticCode.uncaughtException
      let location = error.sourceURL.map {
        RunDiagnostic.Location(file: $0, line: error.line, column: error.column)
      }
      diagnostics.append(
        RunDiagnostic(
          code, error.kind == .unhandledRejection ? .warning : .error, error.message,
          location: location))
      exceptions.append(
        RunReport.Exception(
          phase: .eventLoop, message: error.message,
          isUnhandledRejection: error.kind == .unhandledRejection, location: location,
          stack: error.stack))
    }
    reportedErrors = errors.count
  }

  private func report(
    _ error: JSException, code: String, what: String, phase: RunReport.Exception.Phase
  ) {
    if error.isTimeLimit {
      diagnostics.append(
        RunDiagnostic(
          DiagnosticCode.timeLimit, .error,
          "\(what) ran longer than \(options.scriptTimeLimit) s and was stopped."))
      return
    }
    let name = error.name.map { "\($0): " } ?? ""
    let location = RunDiagnostic.Location(
      file: error.sourceURL ?? scriptURL, line: error.line, column: error.column)
    diagnostics.append(
      RunDiagnostic(code, .error, "\(what) threw \(name)\(error.message)", location: location))
    exceptions.append(
      RunReport.Exception(
        phase: phase, message: "\(name)\(error.message)", location: location, stack: error.stack))
  }

  private static func describe(_ value: JSValue) -> String {
    if value.isUndefined { return "undefined" }
    if value.isNull { return "null" }
    if value.isFunction { return "a function" }
    if value.isString { return "a string" }
    if value.isNumber { return "a number" }
    if value.isBoolean { return "a boolean" }
    return "a value"
  }
}
