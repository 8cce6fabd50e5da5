import ActionJSCLI
import Foundation
import Testing

@Suite("actionjs help, version and the binary")
struct ActionJSCommandLineTests {
  @Test("--version prints the one version string")
  func version() {
    let result = actionjs(["--version"])
    #expect(result.status == 0)
    #expect(result.stdout == "actionjs \(ActionJSCommandLine.version)\n")
  }

  @Test("--help, help run and help inspect describe the commands")
  func help() {
    let overview = actionjs(["--help"])
    #expect(overview.status == 0)
    #expect(overview.stdout.contains("actionjs run <script.js | extension-folder>"))
    #expect(overview.stdout.contains("actionjs inspect"))
    let run = actionjs(["help", "run"])
    #expect(run.status == 0)
    for option in [
      "--handler-command CMD", "--cancel [MESSAGE]", "--select TEXT", "--format text|json",
    ] {
      #expect(run.stdout.contains(option))
    }
    #expect(actionjs(["run", "--help"]).stdout == run.stdout)
    #expect(actionjs(["help", "inspect"]).stdout.contains("--format text|json"))
  }

  @Test("no command, or an unknown one, is a usage error")
  func unknown() {
    #expect(actionjs([]).status == 2)
    let unknown = actionjs(["frobnicate"])
    #expect(unknown.status == 2)
    #expect(unknown.stderr.contains("unknown command 'frobnicate'"))
    #expect(actionjs(["--frob"]).stderr.contains("unknown option '--frob'"))
  }

  /// The `actionjs` executable beside the test bundle, if it was built.
  static let binary: URL? = {
    let candidates = [
      URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
      Bundle.main.bundleURL.deletingLastPathComponent(),
      Bundle.main.bundleURL,
    ]
    for folder in candidates {
      let url = folder.appendingPathComponent("actionjs")
      if FileManager.default.isExecutableFile(atPath: url.path) { return url }
    }
    return nil
  }()

  @Test(
    "the built actionjs binary runs as a real process",
    .enabled(
      if: binary != nil,
      "the actionjs executable is not next to the test bundle (swift build --product actionjs)"))
  func realProcess() throws {
    let binary = try #require(Self.binary)
    let folder = try Fixtures.folder()
    let process = Process()
    process.executableURL = binary
    process.arguments = [
      "run", folder.path("Test.appex"), "-", "--format", "json", "--reply", #"{"k":1}"#,
    ]
    process.environment = ["PATH": "/usr/bin:/bin", "NO_COLOR": "1"]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    input.fileHandleForWriting.write(Data("<title>Process</title>".utf8))
    try input.fileHandleForWriting.close()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect((json["results"] as? [String: Any])?["title"] as? String == "Process")
    #expect((json["finalizeArgument"] as? [String: Any])?["k"] as? Int == 1)

    let usage = Process()
    usage.executableURL = binary
    usage.arguments = ["run", "--nope"]
    usage.standardError = Pipe()
    try usage.run()
    usage.waitUntilExit()
    #expect(usage.terminationStatus == 2)
  }
}
