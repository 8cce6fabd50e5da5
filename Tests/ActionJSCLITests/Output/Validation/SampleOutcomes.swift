import ExtensionValidation

/// Hand-made outcomes the report-format tests write.
enum SampleOutcomes {
  /// One script, one page, nothing found.
  static let passing = ValidationOutcome(
    command: "validate",
    scriptChecks: [ScriptCheckResult(scriptPath: "Examples/A.appex", problems: [])],
    cases: [
      CaseResult(
        caseID: "Examples/A.appex × pages/a.html", scriptPath: "Examples/A.appex",
        pagePath: "pages/a.html", durationMilliseconds: 12.3456, peakMemoryBytes: 1_048_576)
    ],
    durationSeconds: 0.5)

  /// A failing static check, a failing case with a location, a passing case with a warning,
  /// a named case, an info; shard 2/3.
  static let failing = ValidationOutcome(
    command: "validate",
    scriptChecks: [
      ScriptCheckResult(
        scriptPath: "Examples/A.appex",
        problems: [
          CaseProblem(
            code: "finalize-not-function", severity: .error,
            message: "ExtensionPreprocessingJS.finalize is not a function",
            location: .init(file: "Examples/A.appex/Action.js", line: 12, column: 3),
            origin: .staticCheck)
        ]),
      ScriptCheckResult(
        scriptPath: "b.js",
        problems: [
          CaseProblem(
            code: "top-level-api", severity: .warning, message: "top level uses chrome",
            location: .init(file: "b.js", line: 1), origin: .staticCheck)
        ]),
    ],
    cases: [
      CaseResult(
        caseID: "Examples/A.appex × pages/a.html", scriptPath: "Examples/A.appex",
        pagePath: "pages/a.html",
        problems: [
          CaseProblem(
            code: "run-threw", severity: .error, message: "TypeError: x is undefined",
            location: .init(file: "Examples/A.appex/Action.js", line: 4, column: 9)),
          CaseProblem(
            code: "results-not-property-list", severity: .warning,
            message: "results.when is not a property-list value"),
        ], durationMilliseconds: 20, peakMemoryBytes: 2048),
      CaseResult(
        caseID: "b.js × pages/b.html × selected", name: "selected", scriptPath: "b.js",
        pagePath: "pages/b.html",
        problems: [
          CaseProblem(
            code: "saved-page-warning", severity: .warning, message: "a resource was skipped",
            location: .init(file: "pages/b.html")),
          CaseProblem(code: "note", severity: .info, message: "just so you know"),
        ], durationMilliseconds: 1500.25),
      CaseResult(
        caseID: "b.js × pages/c.html", scriptPath: "b.js", pagePath: "pages/c.html",
        problems: [
          CaseProblem(
            code: "worker-crashed", severity: .error, message: "the worker died (signal 11)",
            origin: .harness)
        ], durationMilliseconds: 3),
    ],
    shard: Shard(index: 2, count: 3) ?? .whole, durationSeconds: 1.25)

  /// `failing` with `--strict`: the passing case's warning fails it too.
  static var strict: ValidationOutcome {
    var outcome = failing
    outcome.strict = true
    return outcome
  }

  /// A message with every character that needs care in some format.
  static let hostileMessage =
    "He said \"hi\" & <b>'x'</b>\nline 2\r\nnul\u{0}bell\u{7}esc\u{1B}[31m 100% done :: a,b"
    + " é 漢字 🎉 \u{FFFE}]]>"

  /// Hostile strings in paths, codes, names and messages.
  static let hostile = ValidationOutcome(
    command: "test",
    scriptChecks: [
      ScriptCheckResult(
        scriptPath: "scripts/<weird> & \"odd\".js",
        problems: [
          CaseProblem(
            code: "syntax,error", severity: .error, message: hostileMessage,
            location: .init(file: "scripts/<weird> & \"odd\".js", line: 2, column: 1),
            origin: .staticCheck)
        ])
    ],
    cases: [
      CaseResult(
        caseID: "scripts/<weird> & \"odd\".js × pages/my page,1:%.html × ünï \"q\"",
        name: "ünï \"q\"", scriptPath: "scripts/<weird> & \"odd\".js",
        pagePath: "pages/my page,1:%.html",
        problems: [
          CaseProblem(
            code: "run-threw", severity: .error, message: hostileMessage,
            location: .init(file: "pages/my page,1:%.html", line: 0, column: 0)),
          CaseProblem(code: "odd::code", severity: .warning, message: "50%\nof\u{0}it"),
        ], durationMilliseconds: 0.4)
    ],
    strict: false, durationSeconds: 0.001)
}
