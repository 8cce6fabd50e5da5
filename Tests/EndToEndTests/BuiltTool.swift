import Foundation

/// The `actionjs` executable `swift build` / `swift test` made, run as a real process.
enum BuiltTool {
  /// What one run of the tool gave.
  struct Result {
    var status: Int32
    var stdout: Data
    var stderr: String
  }

  /// The executable: `$ACTIONJS_BINARY`, else `actionjs` beside the test bundle (both live in
  /// `.build/<configuration>/`), else `.build/debug/actionjs` under the repository.
  static var path: String? {
    let environment = ProcessInfo.processInfo.environment
    var candidates: [String] = []
    if let given = environment["ACTIONJS_BINARY"] { candidates.append(given) }
    let runner = URL(fileURLWithPath: CommandLine.arguments.first ?? "")
    var folder = runner.deletingLastPathComponent()
    // The runner may be inside `X.xctest/` (a bundle) or be the bundle itself.
    for _ in 0..<4 {
      candidates.append(folder.appendingPathComponent("actionjs").path)
      folder = folder.deletingLastPathComponent()
    }
    candidates.append(
      ExampleCase.repositoryRoot.appendingPathComponent(".build/debug/actionjs").path)
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  /// Runs `actionjs arguments` in `directory` and waits for it; its standard input is the
  /// file `standardInput` (default: none).
  static func run(
    _ arguments: [String], in directory: URL, environment: [String: String] = [:],
    standardInput: String? = nil
  ) throws -> Result {
    guard let path else {
      throw CocoaError(
        .fileNoSuchFile,
        userInfo: [NSLocalizedDescriptionKey: "the actionjs executable was not built"])
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.environment = ["PATH": "/usr/bin:/bin", "NO_COLOR": "1"].merging(environment) {
      $1
    }
    let output = Pipe()
    // Standard error goes to a file, so neither stream can fill its pipe and block the child
    // while the other is read.
    let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent(
      "actionjs-stderr-\(UUID().uuidString)")
    _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: errorFile) }
    let errors = try FileHandle(forWritingTo: errorFile)
    defer { try? errors.close() }
    process.standardOutput = output
    process.standardError = errors
    if let standardInput {
      process.standardInput = try FileHandle(forReadingFrom: URL(fileURLWithPath: standardInput))
    } else {
      process.standardInput = FileHandle.nullDevice
    }
    try process.run()
    let stdout = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let stderr = FileManager.default.contents(atPath: errorFile.path) ?? Data()
    return Result(
      status: process.terminationStatus, stdout: stdout,
      stderr: String(decoding: stderr, as: UTF8.self))
  }
}
