import ActionExtension
import Foundation

/// The part of a run report `actionjs test` stores and compares: what the extension's script
/// and handler decided, with nothing that varies between runs or machines (no timings, no
/// absolute paths — not even inside the results — no script digest).
///
/// Members, in order: `case`, `outcome`, `results`, `finalizeCalled`, `finalizeArgument`,
/// `dialogs`, `navigations`, `diagnostics`, and `finalHTML` (an array of its lines) when the
/// case asks for the document after `finalize()`. Values are written as ``RunReport/json(paths:wallTimings:)``
/// writes them.
public enum Snapshot {
  /// The report's members a snapshot keeps.
  static let members = [
    "outcome", "results", "finalizeCalled", "finalizeArgument", "dialogs", "navigations",
    "diagnostics",
  ]

  /// The snapshot of `report`, the run of `validationCase`, as JSON text.
  public static func render(_ report: RunReport, of validationCase: ValidationCase) -> String {
    let folders = [validationCase.pagePath, validationCase.scriptPath].map {
      URL(fileURLWithPath: $0).standardizedFileURL.deletingLastPathComponent().path
    }
    let paths = ReportPaths(folders: folders)
    guard case .object(let all) = report.json(paths: paths) else {
      return "{}\n"
    }
    var kept: [(String, JSONValue)] = [("case", .string(validationCase.id))]
    for name in members {
      if let member = all.first(where: { $0.0 == name }) { kept.append(member) }
    }
    if validationCase.settings.finalHTML, let html = report.finalHTML {
      // One array element per line, so a diff shows the lines that changed.
      let lines = html.split(separator: "\n", omittingEmptySubsequences: false)
      kept.append(("finalHTML", .array(lines.map { .string(String($0)) })))
    }
    // The script's own values (a `file:` page's URL in its results, say) name local folders
    // too: they are removed from the whole text, so a snapshot recorded on one machine
    // matches on another.
    return paths.stable(JSONValue.object(kept).text)
  }
}
