/// The console method that produced a message (the console standard's log levels plus the
/// other namespace methods).
///
/// https://console.spec.whatwg.org/#loglevel-severity
public enum ConsoleLevel: String, Sendable, CaseIterable, Equatable {
  case log, info, warn, error, debug, trace, table, group, groupCollapsed, groupEnd, time,
    timeLog, timeEnd, assert, count, countReset, dir, dirxml, clear

  /// The severity a message of this method has by default.
  public var defaultSeverity: ConsoleSeverity {
    switch self {
    case .info: .info
    case .warn: .warning
    case .error, .assert: .error
    case .debug, .count, .time, .timeLog, .timeEnd: .debug
    case .log, .trace, .table, .group, .groupCollapsed, .groupEnd, .countReset, .dir, .dirxml,
      .clear:
      .log
    }
  }
}

/// How serious a console message is, as a console filters it.
///
/// https://console.spec.whatwg.org/#loglevel-severity
public enum ConsoleSeverity: String, Sendable, CaseIterable, Comparable {
  case debug, log, info, warning, error

  private var rank: Int {
    switch self {
    case .debug: 0
    case .log: 1
    case .info: 2
    case .warning: 3
    case .error: 4
    }
  }

  public static func < (lhs: ConsoleSeverity, rhs: ConsoleSeverity) -> Bool {
    lhs.rank < rhs.rank
  }
}
