import Foundation

/// Where `actionjs test` keeps snapshots: one JSON file per case in a folder (by default
/// `__snapshots__` beside the suite file, or in the current directory), named after the case.
public struct SnapshotStore: Sendable {
  /// The folder.
  public let folder: String

  /// A store in `folder`.
  public init(folder: String) {
    self.folder = folder
  }

  /// The file of `validationCase`'s snapshot: its id with path separators and spaces made
  /// safe (`Examples/A.appex × pages/x.html` → `Examples__A.appex--pages__x.html.json`).
  public func path(for validationCase: ValidationCase) -> String {
    var name = ""
    for scalar in validationCase.id.unicodeScalars {
      switch scalar {
      case "/", "\\": name += "__"
      case "×": name += "-"
      case " ": name += "-"
      case ":", "*", "?", "\"", "<", ">", "|": name += "_"
      default:
        if scalar.value < 0x20 { name += "_" } else { name.unicodeScalars.append(scalar) }
      }
    }
    while name.hasPrefix(".") { name.removeFirst() }
    return folder + "/" + name + ".json"
  }

  /// The stored snapshot of `validationCase`, or nil when there is none.
  public func stored(for validationCase: ValidationCase) -> String? {
    FileManager.default.contents(atPath: path(for: validationCase)).map {
      String(decoding: $0, as: UTF8.self)
    }
  }

  /// What comparing `result`'s snapshot with the stored one finds: nothing when they are
  /// equal; `snapshot-missing` or `snapshot-mismatch` (with a line diff) otherwise.
  public func compare(_ result: CaseResult, of validationCase: ValidationCase) -> [CaseProblem] {
    guard let actual = result.snapshot else { return [] }
    let file = path(for: validationCase)
    guard let expected = stored(for: validationCase) else {
      return [
        CaseProblem(
          code: HarnessCode.snapshotMissing, severity: .error,
          message: "no stored snapshot (\(file)); run with --update to record it",
          location: CaseProblem.Location(file: file), origin: .snapshot)
      ]
    }
    let diff = LineDiff.lines(expected: expected, actual: actual)
    guard !diff.isEmpty else { return [] }
    let shown = diff.prefix(60)
    let more = diff.count > shown.count ? "\n… \(diff.count - shown.count) more diff lines" : ""
    return [
      CaseProblem(
        code: HarnessCode.snapshotMismatch, severity: .error,
        message: "the report differs from its snapshot (- stored, + now):\n"
          + shown.joined(separator: "\n") + more,
        location: CaseProblem.Location(file: file), origin: .snapshot)
    ]
  }

  /// Records `snapshot` for `validationCase` (atomically: a temporary file renamed over it).
  public func record(_ snapshot: String, for validationCase: ValidationCase) throws {
    let target = URL(fileURLWithPath: path(for: validationCase))
    try FileManager.default.createDirectory(
      at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
    let temporary = target.deletingLastPathComponent().appendingPathComponent(
      ".\(target.lastPathComponent).\(UUID().uuidString).tmp")
    try Data(snapshot.utf8).write(to: temporary)
    // rename(2) replaces the target in one step: a reader sees the old file or the new one.
    guard rename(temporary.path, target.path) == 0 else {
      let reason = String(cString: strerror(errno))
      try? FileManager.default.removeItem(at: temporary)
      throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: reason])
    }
  }
}
