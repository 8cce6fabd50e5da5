import ActionExtension
import JSCore
import WebPlatform

/// The JSON form of a ``RunReport`` (`actionjs run --json`): stable between runs and machines.
///
/// Members, in this order: `schemaVersion` (1), `page`, `script`, `outcome`, `flags`,
/// `results`, `finalizeArgument`, `dialogs`, `console`, `navigations`, `diagnostics`.
/// Property-list values use JSCore's typed JSON (`{"$date": …}`, `{"$data": …}`, reals with a
/// decimal point). No timings; local folders are removed from paths and `file:` URLs.
enum RunReportJSON {
  /// The schema version written as `schemaVersion`.
  static let schemaVersion = 1

  /// The report as a JSON value.
  static func encode(_ report: RunReport, context: ReportContext) -> JSONValue {
    .object([
      ("schemaVersion", .int(schemaVersion)),
      ("page", .string(context.stable(report.pageURL))),
      ("script", .string(context.stable(report.scriptURL))),
      ("outcome", outcome(report.requestOutcome)),
      (
        "flags",
        .object([
          ("preprocessingRan", .bool(report.preprocessingRan)),
          ("completionCalled", .bool(report.completionCalled)),
          ("finalizeCalled", .bool(report.finalizeCalled)),
          ("hasErrors", .bool(report.hasErrors)),
        ])
      ),
      ("results", .propertyList(report.results)),
      ("finalizeArgument", .propertyList(report.finalizeArgument)),
      ("dialogs", .array(report.dialogs.map(dialog))),
      ("console", .array(report.console.map { console($0, context: context) })),
      ("navigations", .array(report.navigations.map { navigation($0, context: context) })),
      ("diagnostics", .array(report.diagnostics.map { diagnostic($0, context: context) })),
    ])
  }

  /// `{"request": "completed", "itemCount": 1, "cancelMessage": null}`.
  static func outcome(_ outcome: RunReport.RequestOutcome) -> JSONValue {
    switch outcome {
    case .completed(let count):
      return .object([
        ("request", .string("completed")), ("itemCount", .int(count)), ("cancelMessage", .null),
      ])
    case .cancelled(let message):
      return .object([
        ("request", .string("cancelled")), ("itemCount", .null),
        ("cancelMessage", .string(message)),
      ])
    case .notAnswered:
      return .object([
        ("request", .string("not-answered")), ("itemCount", .null), ("cancelMessage", .null),
      ])
    }
  }

  private static func dialog(_ record: DialogRecord) -> JSONValue {
    let answer: JSONValue
    switch record.answer {
    case .none: answer = .null
    case .confirmed(let value): answer = .bool(value)
    case .text(let text): answer = .string(text)
    }
    return .object([
      ("kind", .string(record.kind.rawValue)),
      ("message", .string(record.message)),
      ("defaultValue", .string(record.defaultValue)),
      ("answer", answer),
    ])
  }

  private static func console(_ message: ConsoleMessage, context: ReportContext) -> JSONValue {
    var source: JSONValue = .null
    if let location = message.source {
      source = .object([
        ("url", .string(context.stable(location.url))),
        ("line", .int(location.line)),
        ("column", .int(location.column)),
      ])
    }
    return .object([
      ("level", .string(message.level.rawValue)),
      ("severity", .string(message.severity.rawValue)),
      ("text", .string(message.text)),
      ("groupDepth", .int(message.groupDepth)),
      ("source", source),
    ])
  }

  private static func navigation(_ record: NavigationRecord, context: ReportContext) -> JSONValue {
    .object([
      ("kind", .string(record.kind.rawValue)),
      ("url", .string(context.stable(record.url))),
      ("target", .string(record.target)),
      ("detail", .string(record.detail)),
      ("delta", .int(record.delta)),
      ("replacesEntry", .bool(record.replacesEntry)),
      ("sameDocument", .bool(record.sameDocument)),
    ])
  }

  /// `{"code", "severity", "message", "location": {"url", "line", "column"} | null}`.
  static func diagnostic(_ diagnostic: RunDiagnostic, context: ReportContext) -> JSONValue {
    var location: JSONValue = .null
    if let place = diagnostic.location {
      location = .object([
        ("url", .string(context.stable(place.url))),
        ("line", .int(place.line)),
        ("column", .int(place.column)),
      ])
    }
    return .object([
      ("code", .string(diagnostic.code)),
      ("severity", .string(diagnostic.severity.rawValue)),
      ("message", .string(context.stable(diagnostic.message))),
      ("location", location),
    ])
  }
}
