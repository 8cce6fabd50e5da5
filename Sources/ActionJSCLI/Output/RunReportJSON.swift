import ActionExtension
import JSCore
import WebPlatform

/// The JSON form of a ``RunReport`` (`actionjs run --json`), documented in
/// `docs/run-report.md`: byte-identical between runs with the default virtual clock and seed.
///
/// Members, in this order: `schemaVersion`, `script`, `page`, `completed`, `outcome`,
/// `preprocessingRan`, `completionCalled`, `finalizeCalled`, `hasErrors`, `propertyListMode`,
/// `inputItems`,
/// `results`, `finalizeArgument`, `dialogs`, `console`, `navigations`, `requests`,
/// `exceptions`, `diagnostics`, `timings`, `finalHTML`. Property-list values use JSCore's typed
/// JSON (`{"$date": …}`, `{"$data": …}`, reals with a decimal point). Local folders are
/// removed from paths and `file:` URLs. Timings are event-loop milliseconds (the same on every
/// run with the virtual clock) unless wall-clock timings are asked for. With `--plist jsc`,
/// `results` is the raw result (``JSConvertedValue/jsonString(options:)``: `null` for
/// `NSNull`, `{"$cycle": "results.a"}` for a cycle).
enum RunReportJSON {
  /// The schema version written as `schemaVersion`.
  static let schemaVersion = 1

  /// The report as a JSON value; `wallTimings` writes wall-clock timings (which vary between
  /// runs) instead of event-loop ones; `propertyListMode` `.jsc` writes the raw results.
  static func encode(
    _ report: RunReport, context: ReportContext, wallTimings: Bool = false,
    propertyListMode: PropertyListConversionMode = .strict
  ) -> JSONValue {
    let results: JSONValue =
      propertyListMode == .jsc
      ? report.rawResults.map { .converted($0) } ?? .null : .propertyList(report.results)
    return .object([
      ("schemaVersion", .int(schemaVersion)),
      (
        "script",
        .object([
          ("path", .string(context.stable(report.script.path))),
          ("url", .string(context.stable(report.script.url))),
          ("sha256", .string(report.script.sha256)),
        ])
      ),
      (
        "page",
        .object([
          ("path", .string(context.stable(report.page.path))),
          ("url", .string(context.stable(report.page.url))),
          ("title", .string(report.page.title)),
          ("encoding", .string(report.page.encoding)),
          ("format", .string(report.page.format)),
        ])
      ),
      ("completed", .bool(report.completed)),
      ("outcome", outcome(report.requestOutcome)),
      ("preprocessingRan", .bool(report.preprocessingRan)),
      ("completionCalled", .bool(report.completionCalled)),
      ("finalizeCalled", .bool(report.finalizeCalled)),
      ("hasErrors", .bool(report.hasErrors)),
      ("propertyListMode", .string(propertyListMode.rawValue)),
      ("inputItems", .array(report.inputItems.map { inputItem($0, context: context) })),
      ("results", results),
      ("finalizeArgument", .propertyList(report.finalizeArgument)),
      ("dialogs", .array(report.dialogs.map(dialog))),
      ("console", .array(report.console.map { console($0, context: context) })),
      ("navigations", .array(report.navigations.map { navigation($0, context: context) })),
      ("requests", .array(report.requests.map { request($0, context: context) })),
      ("exceptions", .array(report.exceptions.map { exception($0, context: context) })),
      ("diagnostics", .array(report.diagnostics.map { diagnostic($0, context: context) })),
      ("timings", timings(report.timings, wall: wallTimings)),
      ("finalHTML", .string(report.finalHTML)),
    ])
  }

  private static func inputItem(_ item: RunReport.InputItem, context: ReportContext) -> JSONValue {
    .object([
      (
        "attachments",
        .array(
          item.attachments.map { attachment in
            .object([
              ("typeIdentifiers", .array(attachment.typeIdentifiers.map { .string($0) })),
              ("loaded", .bool(attachment.loaded)),
              ("item", .propertyList(attachment.item)),
            ])
          })
      )
    ])
  }

  private static func request(_ entry: FetchLogEntry, context: ReportContext) -> JSONValue {
    var status: JSONValue = .null
    var responseType: JSONValue = .null
    var error: JSONValue = .null
    let outcome: String
    switch entry.outcome {
    case .served(let code, let type):
      outcome = "served"
      status = .int(code)
      responseType = .string(type.rawValue)
    case .notFound:
      outcome = "not-found"
    case .blocked(let reason):
      outcome = "blocked"
      error = .string(reason)
    case .failed(let reason):
      outcome = "failed"
      error = .string(String(describing: reason))
    }
    return .object([
      ("method", .string(entry.method)),
      ("url", .string(context.stable(entry.url))),
      ("initiator", .string(entry.initiator.rawValue)),
      ("outcome", .string(outcome)),
      ("status", status),
      ("responseType", responseType),
      ("error", error),
    ])
  }

  private static func exception(_ exception: RunReport.Exception, context: ReportContext)
    -> JSONValue
  {
    .object([
      ("phase", .string(exception.phase.rawValue)),
      ("kind", .string(exception.isUnhandledRejection ? "unhandled-rejection" : "exception")),
      ("message", .string(context.stable(exception.message))),
      ("location", location(exception.location, context: context)),
      ("stack", .string(context.stable(exception.stack))),
    ])
  }

  private static func timings(_ timings: RunReport.Timings, wall: Bool) -> JSONValue {
    let phases = wall ? timings.wall : timings.eventLoop
    return .object([
      ("clock", .string(wall ? "wall" : "event-loop")),
      ("parse", .milliseconds(phases.parse)),
      ("setup", .milliseconds(phases.setup)),
      ("run", .milliseconds(phases.run)),
      ("handler", .milliseconds(phases.handler)),
      ("finalize", .milliseconds(phases.finalize)),
      ("total", .milliseconds(phases.total)),
    ])
  }

  private static func location(_ place: RunDiagnostic.Location?, context: ReportContext)
    -> JSONValue
  {
    guard let place else { return .null }
    return .object([
      ("url", .string(context.stable(place.url))),
      ("line", .int(place.line)),
      ("column", .int(place.column)),
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
    .object([
      ("code", .string(diagnostic.code)),
      ("severity", .string(diagnostic.severity.rawValue)),
      ("message", .string(context.stable(diagnostic.message))),
      ("location", location(diagnostic.location, context: context)),
    ])
  }
}
