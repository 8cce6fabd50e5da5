/// What one case gave: its problems, how long it took and how much memory it used, and (for
/// `actionjs test`) its snapshot.
public struct CaseResult: Codable, Sendable, Hashable {
  /// The case's ``ValidationCase/id``.
  public var caseID: String
  /// The case's name, if it has one.
  public var name: String?
  /// The script file or extension folder.
  public var scriptPath: String
  /// The page file.
  public var pagePath: String
  /// Everything found, in order.
  public var problems: [CaseProblem]
  /// Wall-clock milliseconds the case took (in its worker).
  public var durationMilliseconds: Double
  /// The worker's peak resident memory while it ran the case, in bytes, when measured.
  public var peakMemoryBytes: Int?
  /// The report's snapshot (stable JSON), when the case asked for one.
  public var snapshot: String?

  /// A result.
  public init(
    caseID: String, name: String? = nil, scriptPath: String, pagePath: String,
    problems: [CaseProblem] = [], durationMilliseconds: Double = 0,
    peakMemoryBytes: Int? = nil, snapshot: String? = nil
  ) {
    self.caseID = caseID
    self.name = name
    self.scriptPath = scriptPath
    self.pagePath = pagePath
    self.problems = problems
    self.durationMilliseconds = durationMilliseconds
    self.peakMemoryBytes = peakMemoryBytes
    self.snapshot = snapshot
  }

  /// A result for `validationCase` with `problems`.
  public init(for validationCase: ValidationCase, problems: [CaseProblem] = []) {
    self.init(
      caseID: validationCase.id, name: validationCase.name,
      scriptPath: validationCase.scriptPath, pagePath: validationCase.pagePath,
      problems: problems)
  }

  /// Whether the case failed: some problem is an error (or a warning, under `strict`).
  public func failed(strict: Bool) -> Bool {
    problems.contains { $0.fails(strict: strict) }
  }
}
