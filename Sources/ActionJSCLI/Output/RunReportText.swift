import ActionExtension
import JSCore
import WebPlatform

/// The readable form of a ``RunReport`` (`actionjs run` without `--json`).
///
/// Sections in order: the header, the page's encoding and why (`Encoding: UTF-8 (meta)`: `bom`,
/// `transport`, `meta`, `detected` or `default`, as ``RunReport/Page/EncodingSource``), results, the handler's answer, the finalize argument and
/// whether `finalize()` ran, then dialogs, console, navigations and diagnostics when there are
/// any, and a last line saying whether the run passed.
struct RunReportText {
  /// Colours, or none.
  var style: TextStyle
  /// Whether to show the wall-clock timings (`--timings`).
  var showsTimings = false

  /// The report as text.
  func render(_ report: RunReport) -> String {
    var lines: [String] = []
    lines.append(style.bold("actionjs run") + " \(report.scriptURL) on \(report.pageURL)")
    lines.append("")
    if let source = report.page.encodingSource {
      lines.append(style.bold("Encoding:") + " \(report.page.encoding) (\(source.rawValue))")
    }
    lines.append(style.bold("Results:") + value(report.results, absent: "none"))
    lines.append(style.bold("Handler:") + " " + outcome(report.requestOutcome))
    lines.append(style.bold("Finalize argument:") + value(report.finalizeArgument, absent: "none"))
    lines.append(
      style.bold("finalize():") + (report.finalizeCalled ? " called" : " not called"))
    if !report.dialogs.isEmpty {
      lines.append("")
      lines.append(style.bold("Dialogs (\(report.dialogs.count)):"))
      lines += report.dialogs.map { "  " + dialog($0) }
    }
    if !report.console.isEmpty {
      lines.append("")
      lines.append(style.bold("Console (\(report.console.count)):"))
      lines += report.console.map { "  " + console($0) }
    }
    if !report.navigations.isEmpty {
      lines.append("")
      lines.append(style.bold("Navigations (\(report.navigations.count)):"))
      lines += report.navigations.map { "  " + navigation($0) }
    }
    if !report.requests.isEmpty {
      lines.append("")
      lines.append(style.bold("Requests (\(report.requests.count)):"))
      lines += report.requests.map { "  " + request($0) }
    }
    if let html = report.finalHTML {
      lines.append("")
      lines.append(style.bold("Final HTML:"))
      lines += html.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
    }
    if showsTimings {
      let wall = report.timings.wall
      lines.append("")
      lines.append(
        style.bold("Timings (ms):")
          + " parse \(Self.format(wall.parse)), setup \(Self.format(wall.setup)), run "
          + "\(Self.format(wall.run)), handler \(Self.format(wall.handler)), finalize "
          + "\(Self.format(wall.finalize)), total \(Self.format(wall.total))")
    }
    if !report.diagnostics.isEmpty {
      lines.append("")
      lines.append(style.bold("Diagnostics (\(report.diagnostics.count)):"))
      lines += report.diagnostics.map { "  " + diagnostic($0) }
    }
    lines.append("")
    lines.append(summary(report))
    return lines.joined(separator: "\n") + "\n"
  }

  /// `GET https://example.com/data.json: 200` / `: not found` / `: blocked (reason)`.
  private func request(_ entry: FetchLogEntry) -> String {
    let outcome: String
    switch entry.outcome {
    case .served(let status, _): outcome = String(status)
    case .notFound: outcome = style.dim("not found (not saved with the page)")
    case .blocked(let reason): outcome = "blocked (\(reason))"
    case .failed(let reason): outcome = "failed (\(reason))"
    }
    return "\(entry.method) \(entry.url) [\(entry.initiator.rawValue)]: \(outcome)"
  }

  /// Milliseconds with two decimals.
  private static func format(_ milliseconds: Double) -> String {
    let hundredths = Int((milliseconds * 100).rounded())
    let fraction = hundredths % 100
    return "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
  }

  /// ` none`, ` "text"` on the same line, or a pretty JSON block indented under the heading.
  private func value(_ value: PropertyList?, absent: String) -> String {
    guard let value else { return " " + style.dim(absent) }
    let json = value.jsonString(options: .prettyPrinted)
    guard json.contains("\n") else { return " " + json }
    return "\n"
      + json.split(separator: "\n", omittingEmptySubsequences: false)
      .map { "  " + $0 }.joined(separator: "\n")
  }

  private func outcome(_ outcome: RunReport.RequestOutcome) -> String {
    switch outcome {
    case .completed(let count?):
      return "completed with \(count) item\(count == 1 ? "" : "s")"
    case .completed(nil):
      return "completed with nil"
    case .cancelled(let message):
      return style.yellow("cancelled") + ": \(message)"
    case .notAnswered:
      return style.red("not answered")
    }
  }

  private func dialog(_ record: DialogRecord) -> String {
    var text = "\(record.kind.rawValue) \(JSONValue.quoted(record.message))"
    switch record.answer {
    case .none: break
    case .confirmed(let value): text += " → \(value)"
    case .text(let answer?): text += " → \(JSONValue.quoted(answer))"
    case .text(nil): text += " → null"
    }
    return text
  }

  private func console(_ message: ConsoleMessage) -> String {
    var level = "[\(message.level.rawValue)]"
    switch message.severity {
    case .error: level = style.red(level)
    case .warning: level = style.yellow(level)
    default: level = style.dim(level)
    }
    var text = "\(level) \(message.indentedText)"
    if let source = message.source, let url = source.url {
      text += " " + style.dim("(" + Self.location(url, source.line, source.column) + ")")
    }
    return text.replacingOccurrences(of: "\n", with: "\n    ")
  }

  private func navigation(_ record: NavigationRecord) -> String {
    var text = "\(record.kind.rawValue) \(record.url)"
    if let target = record.target { text += " target=\(target)" }
    if let detail = record.detail { text += " (\(detail))" }
    if record.sameDocument { text += " " + style.dim("[same document]") }
    return text
  }

  private func diagnostic(_ diagnostic: RunDiagnostic) -> String {
    var severity = diagnostic.severity.rawValue
    switch diagnostic.severity {
    case .error: severity = style.red(severity)
    case .warning: severity = style.yellow(severity)
    case .info: severity = style.cyan(severity)
    }
    var text = "\(severity) \(diagnostic.code): \(diagnostic.message)"
    if let location = diagnostic.location {
      text +=
        " " + style.dim("(" + Self.location(location.file, location.line, location.column) + ")")
    }
    return text
  }

  private func summary(_ report: RunReport) -> String {
    let errors = report.diagnostics.filter { $0.severity == .error }.count
    let warnings = report.diagnostics.filter { $0.severity == .warning }.count
    let counts =
      "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning"
      + (warnings == 1 ? "" : "s")
    return errors > 0 ? style.red("FAILED") + " (\(counts))" : style.green("OK") + " (\(counts))"
  }

  /// `url:line:column`.
  static func location(_ url: String, _ line: Int?, _ column: Int?) -> String {
    var text = url
    if let line { text += ":\(line)" }
    if let column { text += ":\(column)" }
    return text
  }
}
