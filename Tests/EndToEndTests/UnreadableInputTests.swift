import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Files the tool may not read or write, through the built executable. As root every file is
/// readable, so the tool runs as `nobody` (util-linux `setpriv`) there.
@Suite struct UnreadableInputTests {
  /// A copy of the built tool in a fresh folder anyone may enter: the clone itself may sit
  /// where the unprivileged user cannot go (root's home, a `mktemp -d` folder).
  static let reachableTool: String? = {
    guard let tool = BuiltTool.path else { return nil }
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("actionjs-unprivileged-\(getpid())")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    chmod(folder.path, 0o755)
    let copy = folder.appendingPathComponent("actionjs").path
    try? FileManager.default.removeItem(atPath: copy)
    guard (try? FileManager.default.copyItem(atPath: tool, toPath: copy)) != nil else { return nil }
    chmod(copy, 0o755)
    return copy
  }()

  /// `actionjs arguments` as an unprivileged user: the command line for `Process`.
  static func unprivileged(_ arguments: [String]) -> (String, [String])? {
    guard let tool = BuiltTool.path else { return nil }
    if geteuid() != 0 { return (tool, arguments) }
    guard let tool = reachableTool else { return nil }
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else { return nil }
    return (
      "/usr/bin/setpriv",
      ["--reuid=nobody", "--regid=nogroup", "--clear-groups", tool] + arguments
    )
  }

  static func run(_ arguments: [String]) throws -> (status: Int32, stderr: String)? {
    guard let (executable, all) = unprivileged(arguments) else { return nil }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = all
    process.environment = ["PATH": "/usr/bin:/bin", "NO_COLOR": "1"]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let data = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  @Test func unreadablePageScriptAndOutputFolder() throws {
    let folder = try TemporaryFolder()
    // The folder must be reachable by the unprivileged user.
    chmod(folder.url.path, 0o755)
    let script = try folder.write(
      "ok.js",
      "var ExtensionPreprocessingJS = { run: function (a) { a.completionFunction({}); } };")
    let page = try folder.write("page.html", "<title>t</title>")
    let secretPage = try folder.write("secret.html", "<title>secret</title>")
    let secretScript = try folder.write("secret.js", "var ExtensionPreprocessingJS = {};")
    chmod(script, 0o644)
    chmod(page, 0o644)
    chmod(secretPage, 0o000)
    chmod(secretScript, 0o000)
    let locked = folder.url.appendingPathComponent("locked").path
    try FileManager.default.createDirectory(atPath: locked, withIntermediateDirectories: true)
    chmod(locked, 0o555)

    guard let pageResult = try Self.run(["run", script, secretPage]) else {
      Issue.record("neither an unprivileged user nor setpriv: cannot test permissions")
      return
    }
    #expect(pageResult.status == 2)
    #expect(pageResult.stderr.contains("secret.html: cannot be read"), "\(pageResult.stderr)")
    #expect(pageResult.stderr.contains("permission"), "\(pageResult.stderr)")

    let scriptResult = try #require(try Self.run(["run", secretScript, page]))
    #expect(scriptResult.status == 2)
    #expect(scriptResult.stderr.contains("secret.js"), "\(scriptResult.stderr)")

    // An output file in a folder the user may not write to: exit 3, nothing written.
    let output = locked + "/out.html"
    let outputResult = try #require(try Self.run(["run", script, page, "--output-html", output]))
    #expect(outputResult.status == 3, "\(outputResult.stderr)")
    #expect(outputResult.stderr.contains("cannot write"), "\(outputResult.stderr)")
    #expect((try? FileManager.default.contentsOfDirectory(atPath: locked)) == [])
  }
}
