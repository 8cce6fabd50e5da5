/// Something a run noticed: an error in the extension's script or handler, a warning about
/// what Safari might do differently, or information. Codes are stable (``DiagnosticCode``):
/// tools and CI configurations match on them.
public struct RunDiagnostic: Equatable, Sendable, CustomStringConvertible {
  /// How serious a diagnostic is. A run with an `error` failed.
  public enum Severity: String, Codable, Sendable, Comparable, CaseIterable {
    case info, warning, error

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
      allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
  }

  /// A place in a script.
  public struct Location: Equatable, Sendable {
    /// The script's URL or file name.
    public var url: String
    /// 1-based line, when known.
    public var line: Int?
    /// 1-based column, when known.
    public var column: Int?

    /// A location.
    public init(url: String, line: Int? = nil, column: Int? = nil) {
      self.url = url
      self.line = line
      self.column = column
    }
  }

  /// The stable kebab-case code (`run-threw`, `completion-not-called`…).
  public var code: String
  /// How serious it is.
  public var severity: Severity
  /// What happened, for a person.
  public var message: String
  /// Where in the script, when there is a place.
  public var location: Location?

  /// A diagnostic.
  public init(
    _ code: String, _ severity: Severity, _ message: String, location: Location? = nil
  ) {
    self.code = code
    self.severity = severity
    self.message = message
    self.location = location
  }

  /// `severity code: message (url:line:column)`.
  public var description: String {
    var text = "\(severity.rawValue) \(code): \(message)"
    if let location {
      text += " (\(location.url)"
      if let line = location.line { text += ":\(line)" }
      if let column = location.column { text += ":\(column)" }
      text += ")"
    }
    return text
  }
}
