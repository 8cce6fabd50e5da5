import ExtensionValidation

extension WorkerPool {
  /// The cases of one ``WorkerPool/run(_:strict:progress:)``: which are waiting, the results so
  /// far (in case order), and the progress report after each case.
  struct Batch {
    private let cases: [ValidationCase]
    private let strict: Bool
    private let progress: (Int, Int, Int, CaseResult) -> Void
    private var slots: [CaseResult?]
    private var nextWaiting = 0
    private var done = 0
    private var failed = 0

    init(
      cases: [ValidationCase], strict: Bool, progress: @escaping (Int, Int, Int, CaseResult) -> Void
    ) {
      self.cases = cases
      self.strict = strict
      self.progress = progress
      slots = Array(repeating: nil, count: cases.count)
    }

    /// Whether every case has its result.
    var isFinished: Bool { done == cases.count }

    /// Whether a case was not handed out yet.
    var hasWaitingCase: Bool { nextWaiting < cases.count }

    /// The next case to hand out, with its index.
    mutating func takeWaitingCase() -> (Int, ValidationCase)? {
      guard hasWaitingCase else { return nil }
      defer { nextWaiting += 1 }
      return (nextWaiting, cases[nextWaiting])
    }

    /// Records the result of case `index` and reports progress.
    mutating func finish(_ index: Int, _ result: CaseResult) {
      guard slots[index] == nil else { return }
      slots[index] = result
      done += 1
      if result.failed(strict: strict) { failed += 1 }
      progress(done, cases.count, failed, result)
    }

    /// The results, in case order (a case without one, which cannot happen once finished,
    /// gets a `worker-crashed` problem).
    var results: [CaseResult] {
      zip(cases, slots).map { validationCase, result in
        result
          ?? CaseResult(
            for: validationCase,
            problems: [
              CaseProblem(
                code: HarnessCode.workerCrashed, severity: .error,
                message: "the case was not run", origin: .harness)
            ])
      }
    }
  }
}
