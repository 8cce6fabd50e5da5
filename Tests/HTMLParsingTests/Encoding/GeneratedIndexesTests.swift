import Foundation
import Testing

/// Fails when `Sources/HTMLParsing/Encoding/*+Generated.swift` differ from what
/// `Scripts/generate-encoding-indexes.py` produces (python3 required).
@Suite struct GeneratedIndexesTests {
  static let repositoryRoot = SharedData.repositoryRoot

  static let python = ["/usr/bin/python3", "/usr/local/bin/python3"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  @Test(.enabled(if: python != nil, "python3 not found"))
  func generatedIndexesAreFresh() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Self.python ?? "python3")
    process.arguments = [
      Self.repositoryRoot.appendingPathComponent("Scripts/generate-encoding-indexes.py").path,
      "--check",
    ]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    process.waitUntilExit()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(process.terminationStatus == 0, "stale generated files: \(output)")
  }
}
