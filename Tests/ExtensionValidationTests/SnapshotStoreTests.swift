import Foundation
import TestSupport
import Testing

@testable import ExtensionValidation

/// Snapshot files: names, recording, comparing with a readable diff.
@Suite struct SnapshotStoreTests {
  @Test func namesAreSafeAndStable() {
    let store = SnapshotStore(folder: "snaps")
    let validationCase = ValidationCase(
      scriptPath: "Examples/A.appex", pagePath: "pages/x.html", name: "sel: 1")
    #expect(
      store.path(for: validationCase) == "snaps/Examples__A.appex---pages__x.html---sel_-1.json")
  }

  @Test func recordCompareAndDiff() throws {
    let folder = try TemporaryFolder(prefix: "snapshots")
    let store = SnapshotStore(folder: folder.path)
    let validationCase = ValidationCase(scriptPath: "a.js", pagePath: "p.html")
    var result = CaseResult(for: validationCase)
    result.snapshot = "{\n  \"a\": 1,\n  \"b\": 2,\n  \"c\": 3\n}\n"
    #expect(store.compare(result, of: validationCase).map(\.code) == [HarnessCode.snapshotMissing])
    try store.record(try #require(result.snapshot), for: validationCase)
    #expect(store.compare(result, of: validationCase).isEmpty)
    result.snapshot = "{\n  \"a\": 1,\n  \"b\": 5,\n  \"c\": 3\n}\n"
    let problems = store.compare(result, of: validationCase)
    #expect(problems.map(\.code) == [HarnessCode.snapshotMismatch])
    #expect(problems.first?.message.contains("-   \"b\": 2,\n+   \"b\": 5,") == true)
    try store.record(try #require(result.snapshot), for: validationCase)
    #expect(store.compare(result, of: validationCase).isEmpty)
  }

  @Test func diffsShowContextAndSkipTheRest() {
    let old = (1...20).map { "line \($0)" }.joined(separator: "\n")
    let new = old.replacingOccurrences(of: "line 10\n", with: "line ten\n")
    let diff = LineDiff.lines(expected: old, actual: new)
    #expect(
      diff == [
        "…", "  line 8", "  line 9", "- line 10", "+ line ten", "  line 11", "  line 12", "…",
      ])
    #expect(LineDiff.lines(expected: "same", actual: "same").isEmpty)
    #expect(LineDiff.lines(expected: "", actual: "x") == ["- ", "+ x"])
  }
}
