/// What the static checks found in one script or extension folder, before any page ran.
public struct ScriptCheckResult: Codable, Sendable, Hashable {
  /// The script file or extension folder.
  public var scriptPath: String
  /// What was found (origin ``CaseProblem/Origin/staticCheck``).
  public var problems: [CaseProblem]

  /// A result.
  public init(scriptPath: String, problems: [CaseProblem]) {
    self.scriptPath = scriptPath
    self.problems = problems
  }

  /// Whether the checks failed: some problem is an error (or a warning, under `strict`).
  public func failed(strict: Bool) -> Bool {
    problems.contains { $0.fails(strict: strict) }
  }
}
