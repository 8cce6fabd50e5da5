import JSCore
import WebPlatform

/// The JSON form of a ``RunReport`` (`actionjs run --json`), documented in
/// `docs/run-report.md`: byte-identical between runs with the default virtual clock and seed.
///
/// Members, in this order: `schemaVersion`, `script`, `page`, `completed`, `outcome`,
/// `preprocessingRan`, `completionCalled`, `finalizeCalled`, `hasErrors`, `propertyListMode`,
/// `inputItems`, `results`, `finalizeArgument`, `dialogs`, `console`, `navigations`, `requests`,
/// `exceptions`, `diagnostics`, `timings`, `finalHTML`. Property-list values use JSCore's typed
/// JSON (`{"$date": …}`, `{"$data": …}`, reals with a decimal point). Local folders are
/// removed from paths and `file:` URLs. Timings are event-loop milliseconds (the same on every
/// run with the virtual clock) unless wall-clock timings are asked for. With `--plist jsc`,
/// `results` is the raw result (``JSConvertedValue/jsonString(options:)``: `null` for
/// `NSNull`, `{"$cycle": "results.a"}` for a cycle).
extension RunReport {
  /// The schema version written as `schemaVersion`.
  public static let jsonSchemaVersion = 1

  /// The report as JSON (see ``JSONValue/text``): `paths` says which local folders to leave out
  /// of paths, URLs and messages; `wallTimings` writes wall-clock timings (which vary between
  /// runs) instead of event-loop ones. In ``RunOptions/propertyListMode`` `.jsc`, `results` is
  /// the raw result.
  public func json(paths: ReportPaths = ReportPaths(), wallTimings: Bool = false) -> JSONValue {
    let report = self
    let resultsJSON: JSONValue =
      propertyListMode == .jsc
      ? rawResults.map { .converted($0) } ?? .null : .propertyList(results)
    return .object([
      ("schemaVersion", .int(Self.jsonSchemaVersion)),
      (
        "script",
        .object([
          ("path", .string(paths.stable(report.script.path))),
          ("url", .string(paths.stable(report.script.url))),
          ("sha256", .string(report.script.sha256)),
        ])
      ),
      (
        "page",
        .object([
          ("path", .string(paths.stable(report.page.path))),
          ("url", .string(paths.stable(report.page.url))),
          ("title", .string(report.page.title)),
          ("encoding", .string(report.page.encoding)),
          ("encodingSource", .string(report.page.encodingSource?.rawValue)),
          ("format", .string(report.page.format)),
        ])
      ),
      ("completed", .bool(report.completed)),
      ("outcome", Self.outcome(report.requestOutcome)),
      ("preprocessingRan", .bool(report.preprocessingRan)),
      ("completionCalled", .bool(report.completionCalled)),
      ("finalizeCalled", .bool(report.finalizeCalled)),
      ("hasErrors", .bool(report.hasErrors)),
      ("propertyListMode", .string(propertyListMode.rawValue)),
      ("inputItems", .array(report.inputItems.map { Self.inputItem($0, paths: paths) })),
      ("results", resultsJSON),
      ("finalizeArgument", .propertyList(report.finalizeArgument)),
      ("dialogs", .array(report.dialogs.map(Self.dialog))),
      ("console", .array(report.console.map { Self.console($0, paths: paths) })),
      ("navigations", .array(report.navigations.map { Self.navigation($0, paths: paths) })),
      ("requests", .array(report.requests.map { Self.request($0, paths: paths) })),
      ("exceptions", .array(report.exceptions.map { Self.exception($0, paths: paths) })),
      ("diagnostics", .array(report.diagnostics.map { Self.diagnostic($0, paths: paths) })),
      ("timings", Self.timings(report.timings, wall: wallTimings)),
      ("finalHTML", .string(report.finalHTML)),
    ])
  }

  private static func inputItem(_ item: RunReport.InputItem, paths: ReportPaths) -> JSONValue {
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

  private static func request(_ entry: FetchLogEntry, paths: ReportPaths) -> JSONValue {
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
      ("url", .string(paths.stable(entry.url))),
      ("initiator", .string(entry.initiator.rawValue)),
      ("outcome", .string(outcome)),
      ("status", status),
      ("responseType", responseType),
      ("error", error),
    ])
  }

  private static func exception(_ exception: RunReport.Exception, paths: ReportPaths)
    -> JSONValue
  {
    .object([
      ("phase", .string(exception.phase.rawValue)),
      ("kind", .string(exception.isUnhandledRejection ? "unhandled-rejection" : "exception")),
      ("message", .string(paths.stable(exception.message))),
      ("location", location(exception.location, paths: paths)),
      ("stack", .string(paths.stable(exception.stack))),
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

  private static func location(_ place: RunDiagnostic.Location?, paths: ReportPaths)
    -> JSONValue
  {
    guard let place else { return .null }
    return .object([
      ("url", .string(paths.stable(place.file))),
      ("line", .int(place.line)),
      ("column", .int(place.column)),
    ])
  }

  /// `{"request": "completed", "itemCount": 1, "cancelMessage": null}`.
  private static func outcome(_ outcome: RunReport.RequestOutcome) -> JSONValue {
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

  private static func console(_ message: ConsoleMessage, paths: ReportPaths) -> JSONValue {
    var source: JSONValue = .null
    if let location = message.source {
      source = .object([
        ("url", .string(paths.stable(location.url))),
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

  private static func navigation(_ record: NavigationRecord, paths: ReportPaths) -> JSONValue {
    .object([
      ("kind", .string(record.kind.rawValue)),
      ("url", .string(paths.stable(record.url))),
      ("target", .string(record.target)),
      ("detail", .string(record.detail)),
      ("delta", .int(record.delta)),
      ("replacesEntry", .bool(record.replacesEntry)),
      ("sameDocument", .bool(record.sameDocument)),
    ])
  }

  /// `{"code", "severity", "message", "location": {"url", "line", "column"} | null}`.
  private static func diagnostic(_ diagnostic: RunDiagnostic, paths: ReportPaths) -> JSONValue {
    .object([
      ("code", .string(diagnostic.code)),
      ("severity", .string(diagnostic.severity.rawValue)),
      ("message", .string(paths.stable(diagnostic.message))),
      ("location", location(diagnostic.location, paths: paths)),
    ])
  }
}
