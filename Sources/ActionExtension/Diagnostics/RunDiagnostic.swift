public import Diagnostics

/// Something a run noticed: an error in the extension's script or handler, a warning about
/// what Safari might do differently, or information. Codes are stable (``DiagnosticCode``):
/// tools and CI configurations match on them.
public struct RunDiagnostic: Equatable, Sendable, CustomStringConvertible {
  /// How serious a diagnostic is. A run with an `error` failed.
  public typealias Severity = Diagnostics.Severity

  /// A place in a script (its `file` is the script's URL or file name).
  public typealias Location = SourceLocation

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
      text += " (\(location.file)"
      if let line = location.line { text += ":\(line)" }
      if let column = location.column { text += ":\(column)" }
      text += ")"
    }
    return text
  }
}
