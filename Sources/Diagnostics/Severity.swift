/// How serious a diagnostic is: the one scale every report of the project uses (a run's
/// diagnostics, a validation case's problems, an extension bundle's findings, a property-list
/// conversion's notes). Ordered by seriousness: `info < warning < error` (sort descending to
/// put errors first). The raw values are what reports print.
public enum Severity: String, Codable, Sendable, Hashable, Comparable, CaseIterable {
  /// Worth knowing; nothing is wrong.
  case info
  /// Legal but suspicious, or different from what Safari would likely do; fails only under
  /// `--strict`.
  case warning
  /// Wrong: Safari would not behave as the script or bundle expects.
  case error

  /// Seriousness order.
  public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }

  private var rank: Int {
    switch self {
    case .info: 0
    case .warning: 1
    case .error: 2
    }
  }
}
