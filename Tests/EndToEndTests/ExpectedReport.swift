import ActionExtension
import Foundation
import JSCore

/// The part of a ``RunReport`` an example's `expected/<page>.json` pins down, and how the page
/// is run.
///
/// The file is typed JSON (``PropertyList/init(json:)``):
///
/// ```json
/// {
///   "options": { "selection": "text to select", "pageURL": "https://…" },
///   (or "selectionCSS": "a CSS selector" to select an element's contents)
///   "pageURL": "https://…",
///   "results": { … },
///   "requestOutcome": "completed(items: 1)",
///   "finalizeArgument": { … },
///   "finalizeCalled": true,
///   "dialogs": [ { "kind": "alert", "message": "…" } ],
///   "diagnosticCodes": [ "finalize-argument-missing" ]
/// }
/// ```
///
/// `options` and `pageURL` are optional. A missing `results` or `finalizeArgument` means the
/// report must have none. `requestOutcome` is `completed(items: N)`, `completed(items: nil)`,
/// `cancelled` or `not-answered`. `diagnosticCodes` lists every diagnostic's code, in order.
struct ExpectedReport {
  /// Why an expected file cannot be used.
  struct Invalid: Error, CustomStringConvertible {
    var description: String
  }

  /// Text to select before the run (its first occurrence).
  var selection: String?
  /// A CSS selector whose first match's contents are selected before the run.
  var selectionCSS: String?
  /// The page URL to give the runner (else the page's own).
  var givenPageURL: String?
  /// The page URL the report should show.
  var pageURL: String?
  /// The results `run()` should produce.
  var results: PropertyList?
  /// How the handler should answer.
  var requestOutcome: String
  /// The finalize argument the handler should return.
  var finalizeArgument: PropertyList?
  /// Whether `finalize()` should run.
  var finalizeCalled: Bool
  /// The dialogs, as `kind: message`.
  var dialogs: [String]
  /// The diagnostics' codes.
  var diagnosticCodes: [String]

  /// Reads the file at `path`.
  init(contentsOf path: String) throws {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw Invalid(description: "\(path): cannot be read")
    }
    let file = try PropertyList(jsonData: data)
    func string(_ value: PropertyList?, _ name: String) throws -> String {
      guard let text = value?.stringValue else {
        throw Invalid(description: "\(path): \(name) must be a string")
      }
      return text
    }
    func strings(_ value: PropertyList?, _ name: String) throws -> [String] {
      guard let array = value?.arrayValue else {
        throw Invalid(description: "\(path): \(name) must be an array")
      }
      return try array.map { try string($0, name + "[]") }
    }
    selection = try file["options"]?["selection"].map { try string($0, "options.selection") }
    selectionCSS = try file["options"]?["selectionCSS"].map {
      try string($0, "options.selectionCSS")
    }
    givenPageURL = try file["options"]?["pageURL"].map { try string($0, "options.pageURL") }
    pageURL = try file["pageURL"].map { try string($0, "pageURL") }
    results = file["results"]
    requestOutcome = try string(file["requestOutcome"], "requestOutcome")
    finalizeArgument = file["finalizeArgument"]
    guard let called = file["finalizeCalled"]?.booleanValue else {
      throw Invalid(description: "\(path): finalizeCalled must be a boolean")
    }
    finalizeCalled = called
    guard let dialogList = file["dialogs"]?.arrayValue else {
      throw Invalid(description: "\(path): dialogs must be an array")
    }
    dialogs = try dialogList.map {
      try string($0["kind"], "dialogs[].kind") + ": " + string($0["message"], "dialogs[].message")
    }
    diagnosticCodes = try strings(file["diagnosticCodes"], "diagnosticCodes")
  }

  /// How `outcome` is written in an expected file.
  static func describe(_ outcome: RunReport.RequestOutcome) -> String {
    switch outcome {
    case .completed(let count): return "completed(items: \(count.map(String.init) ?? "nil"))"
    case .cancelled: return "cancelled"
    case .notAnswered: return "not-answered"
    }
  }

  /// Every way `report` differs from this, one readable line each (none: it matches).
  func differences(from report: RunReport) -> [String] {
    var lines: [String] = []
    if let pageURL, pageURL != report.pageURL {
      lines.append("pageURL: expected \(pageURL), got \(report.pageURL)")
    }
    lines += PropertyListDifference.lines(
      expected: results, actual: report.results, path: "results")
    let outcome = Self.describe(report.requestOutcome)
    if outcome != requestOutcome {
      lines.append("requestOutcome: expected \(requestOutcome), got \(outcome)")
    }
    lines += PropertyListDifference.lines(
      expected: finalizeArgument, actual: report.finalizeArgument, path: "finalizeArgument")
    if finalizeCalled != report.finalizeCalled {
      lines.append("finalizeCalled: expected \(finalizeCalled), got \(report.finalizeCalled)")
    }
    let actualDialogs = report.dialogs.map { "\($0.kind.rawValue): \($0.message)" }
    if actualDialogs != dialogs {
      lines.append("dialogs: expected \(dialogs), got \(actualDialogs)")
    }
    let codes = report.diagnostics.map(\.code)
    if codes != diagnosticCodes {
      lines.append(
        "diagnosticCodes: expected \(diagnosticCodes), got \(codes)\n  "
          + report.diagnostics.map(\.description).joined(separator: "\n  "))
    }
    return lines
  }
}
