import Foundation
import Testing

@testable import ActionJSCLI

/// Every help text, and the usage error for each kind of bad value, compared with the files
/// in `Snapshots/` (issue 20: options are declared once, and help comes from the
/// declarations). A change to an option shows up here as a diff to review; after reviewing
/// it, record the new texts with `ACTIONJS_UPDATE_SNAPSHOTS=1 swift test --filter
/// HelpSnapshotTests`.
@Suite struct HelpSnapshotTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Snapshots")
  static let updating = ProcessInfo.processInfo.environment["ACTIONJS_UPDATE_SNAPSHOTS"] == "1"

  /// Compares `text` with the snapshot `name` (or records it).
  static func expect(_ text: String, matches name: String) throws {
    let file = folder.appendingPathComponent(name)
    if updating {
      try text.write(to: file, atomically: true, encoding: .utf8)
      return
    }
    let recorded = try String(contentsOf: file, encoding: .utf8)
    #expect(text == recorded, "\(name) differs from its snapshot; new text:\n\(text)")
  }

  @Test(arguments: [
    (["--help"], "help.txt"),
    (["help", "run"], "help-run.txt"),
    (["help", "inspect"], "help-inspect.txt"),
    (["help", "validate"], "help-validate.txt"),
    (["help", "test"], "help-test.txt"),
  ])
  func helpText(arguments: [String], snapshot: String) throws {
    let result = actionjs(arguments)
    #expect(result.status == 0)
    try Self.expect(result.stdout, matches: snapshot)
  }

  /// Each command's help comes from the same declarations: a shared option reads the same in
  /// every command that takes it.
  @Test func sharedOptionsReadTheSameEverywhere() {
    let run = actionjs(["help", "run"]).stdout
    let validate = actionjs(["help", "validate"]).stdout
    let test = actionjs(["help", "test"]).stdout
    for option in [
      SharedOptions.scriptTimeout.spec, SharedOptions.timeout.spec, SharedOptions.memoryLimit.spec,
      SharedOptions.inProcess, SharedOptions.quiet,
    ] {
      let line = run.split(separator: "\n").first { $0.contains(option.synopsis + " ") }
      #expect(line != nil, "\(option.name)")
      guard let line else { continue }
      #expect(validate.contains(line) && test.contains(line), "\(line)")
    }
  }

  /// The usage error of each kind of bad value, and of each old spelling's warning.
  @Test func usageErrors() throws {
    let cases: [[String]] = [
      ["run", "a.js", "p.html", "--script-timeout", "0"],
      ["run", "a.js", "p.html", "--timeout", "soon"],
      ["run", "a.js", "p.html", "--memory-limit", "8"],
      ["run", "a.js", "p.html", "--format", "xml"],
      ["run", "a.js", "p.html", "--platform", "android"],
      ["run", "a.js", "p.html", "--seed", "-1"],
      ["run", "a.js", "p.html", "--occurrence", "0", "--select", "x"],
      ["run", "a.js", "p.html", "--url"],
      ["run", "a.js", "p.html", "--quiet=yes"],
      ["run", "a.js", "p.html", "--bogus"],
      ["run", "a.js", "p.html", "--in-process", "--timeout", "5"],
      ["validate", "a.js", "--jobs", "many"],
      ["validate", "a.js", "--shard", "3/2"],
      ["validate", "a.js", "--timeout", "-2"],
      ["validate", "a.js", "--memory-limit", "lots"],
      ["validate", "a.js", "--format", "xml"],
      ["validate", "a.js", "--in-process", "--memory-limit", "100"],
      ["inspect", "A.appex", "--format", "yaml"],
    ]
    var text = ""
    for arguments in cases {
      let result = actionjs(arguments)
      #expect(result.status == 2, "\(arguments)")
      text += "$ actionjs \(arguments.joined(separator: " "))\n\(result.stderr)\n"
    }
    try Self.expect(text, matches: "usage-errors.txt")
  }

  /// Old spellings still work, each with one warning naming its new form.
  @Test func deprecatedSpellings() throws {
    let cases: [[String]] = [
      ["run", "/no/such.js", "/no/such.html", "--json", "--run-timeout", "30"],
      ["inspect", "/no/such.appex", "--json"],
      ["validate", "/no/such.js", "-j", "0", "--quiet"],
    ]
    var text = ""
    for arguments in cases {
      let result = actionjs(arguments)
      let warnings = result.stderr.split(separator: "\n").filter { $0.contains("warning") }
      text += "$ actionjs \(arguments.joined(separator: " "))\n"
      text += warnings.joined(separator: "\n") + "\n\n"
    }
    try Self.expect(text, matches: "deprecated-spellings.txt")
  }
}
