import ActionExtension
import ExtensionValidation

/// The SARIF 2.1.0 report of `actionjs validate` and `actionjs test` (`--format sarif`), for
/// GitHub code scanning and other static-analysis viewers.
///
/// Static Analysis Results Interchange Format 2.1.0 (OASIS Standard):
/// https://docs.oasis-open.org/sarif/sarif/v2.1.0/sarif-v2.1.0.html
///
/// - One `run` whose `tool.driver` is `actionjs` (its version, and `informationUri` when one
///   is given) with one `rule` per distinct problem code, in order of first use: `id` the code,
///   `shortDescription.text` a sentence about it (``ProblemCodeSummary``).
/// - One `result` per problem, in ``ReportedProblem/all(in:)`` order: `ruleId` and
///   `ruleIndex`; `level` `error`, `warning` or `note` (information) — the problem's own
///   severity, also under `--strict`; `message.text` the message, followed by
///   ` (page: PAGE)` for a case's problem.
/// - `locations[0].physicalLocation`: `artifactLocation.uri` the problem's file, or the script
///   when it has none (``ArtifactURI``), and `region` `{startLine, startColumn}` when the line
///   (and column) are known and at least 1 (SARIF §3.30.5: they are 1-based).
/// - `partialFingerprints` `{"actionjsProblem/v1": HASH}`: FNV-1a of code, file and message
///   (``FNV1a``), so the same problem on several pages or in later runs is one alert.
enum SARIFReport {
  /// The `$schema` member.
  static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"
  /// The key of each result's fingerprint in `partialFingerprints`.
  static let fingerprintKey = "actionjsProblem/v1"

  /// The report as pretty-printed JSON, ending with a line feed.
  static func render(
    _ outcome: ValidationOutcome, version: String = ActionJSCommandLine.version,
    informationURI: String? = nil
  ) -> String {
    value(outcome, version: version, informationURI: informationURI).text
  }

  /// The report as a JSON value.
  static func value(
    _ outcome: ValidationOutcome, version: String = ActionJSCommandLine.version,
    informationURI: String? = nil
  ) -> JSONValue {
    let problems = ReportedProblem.all(in: outcome)
    var codes: [String] = []
    var indexes: [String: Int] = [:]
    for reported in problems where indexes[reported.problem.code] == nil {
      indexes[reported.problem.code] = codes.count
      codes.append(reported.problem.code)
    }
    var driver: [(String, JSONValue)] = [("name", .string("actionjs"))]
    if let informationURI { driver.append(("informationUri", .string(informationURI))) }
    driver.append(("version", .string(version)))
    driver.append(("rules", .array(codes.map(rule))))
    let results = problems.map { result($0, ruleIndex: indexes[$0.problem.code] ?? 0) }
    let run: JSONValue = .object([
      ("tool", .object([("driver", .object(driver))])),
      ("results", .array(results)),
    ])
    return .object([
      ("$schema", .string(schemaURI)),
      ("version", .string("2.1.0")),
      ("runs", .array([run])),
    ])
  }

  private static func rule(_ code: String) -> JSONValue {
    .object([
      ("id", .string(code)),
      ("shortDescription", .object([("text", .string(ProblemCodeSummary.text(for: code)))])),
    ])
  }

  private static func result(_ reported: ReportedProblem, ruleIndex: Int) -> JSONValue {
    let problem = reported.problem
    var text = problem.message
    if let page = reported.pagePath { text += " (page: \(page))" }
    var physical: [(String, JSONValue)] = [
      ("artifactLocation", .object([("uri", .string(ArtifactURI.uri(forPath: reported.file)))]))
    ]
    if let line = problem.location?.line, line >= 1 {
      var region: [(String, JSONValue)] = [("startLine", .int(line))]
      if let column = problem.location?.column, column >= 1 {
        region.append(("startColumn", .int(column)))
      }
      physical.append(("region", .object(region)))
    }
    let fingerprint = FNV1a.hex(problem.code + "\u{0}" + reported.file + "\u{0}" + problem.message)
    return .object([
      ("ruleId", .string(problem.code)),
      ("ruleIndex", .int(ruleIndex)),
      ("level", .string(level(problem.severity))),
      ("message", .object([("text", .string(text))])),
      ("locations", .array([.object([("physicalLocation", .object(physical))])])),
      ("partialFingerprints", .object([(fingerprintKey, .string(fingerprint))])),
    ])
  }

  /// SARIF §3.27.10: `error`, `warning`, `note`.
  private static func level(_ severity: CaseProblem.Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .info: "note"
    }
  }
}
