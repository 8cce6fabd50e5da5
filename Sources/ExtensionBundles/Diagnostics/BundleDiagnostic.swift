public import Diagnostics

/// A finding about an extension bundle, its `Info.plist` or its `NSExtensionActivationRule`.
///
/// Every diagnostic has a stable kebab-case ``code`` (for tools, SARIF rule ids and tests), a
/// ``severity`` and a one-line ``message`` for people. The facts behind each code are in
/// docs/safari-behavior.md §1.1 (declaring the file), §5 (activation rules) and §6 (templates).
public struct BundleDiagnostic: Hashable, Sendable, CustomStringConvertible {
  /// How serious a diagnostic is (the project's one scale): `error` when Safari would not
  /// offer the extension or not run its file as written; `warning` when legal but suspicious
  /// (App Review, an undocumented Safari behaviour, a likely mistake).
  public typealias Severity = Diagnostics.Severity

  /// The stable identifier of the kind of finding.
  public let code: BundleDiagnosticCode
  /// How serious the finding is.
  public let severity: Severity
  /// A one-line, human-readable explanation naming the key or offset involved.
  public let message: String

  /// Creates a diagnostic with the code's default severity, unless `severity` is given.
  public init(_ code: BundleDiagnosticCode, severity: Severity? = nil, _ message: String) {
    self.code = code
    self.severity = severity ?? code.defaultSeverity
    self.message = message
  }

  /// `severity[code]: message`, e.g. `warning[activation-rule-truepredicate]: …`.
  public var description: String {
    "\(severity.rawValue)[\(code.rawValue)]: \(message)"
  }
}

extension Array where Element == BundleDiagnostic {
  /// Whether any diagnostic is an error.
  public var containsError: Bool { contains { $0.severity == .error } }

  /// The codes, in order (handy in tests and summaries).
  public var codes: [BundleDiagnosticCode] { map(\.code) }
}
