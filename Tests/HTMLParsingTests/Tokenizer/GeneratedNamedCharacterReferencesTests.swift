import Foundation
import Testing

@testable import HTMLParsing

/// The named character references table: fresh against its generator, complete, searchable.
@Suite struct GeneratedNamedCharacterReferencesTests {
  static let python = ["/usr/bin/python3", "/usr/local/bin/python3"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  /// Fails when `NamedCharacterReferences+Generated.swift` differs from what
  /// `Scripts/generate-named-character-references.py` produces (python3 required).
  @Test(.enabled(if: python != nil, "python3 not found"))
  func generatedTableIsFresh() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Self.python ?? "python3")
    process.arguments = [
      SharedData.repositoryRoot
        .appendingPathComponent("Scripts/generate-named-character-references.py").path,
      "--check",
    ]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    process.waitUntilExit()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(process.terminationStatus == 0, "stale generated file: \(output)")
  }

  /// Every name of the table is found as the longest match of itself.
  @Test func everyNameIsFound() {
    #expect(NamedCharacterReferences.count == 2231)
    #expect(NamedCharacterReferences.nameOffsets.count == 2232)
    var withoutSemicolon = 0
    for index in 0..<NamedCharacterReferences.count {
      let start = Int(NamedCharacterReferences.nameOffsets[index])
      let end = Int(NamedCharacterReferences.nameOffsets[index + 1])
      let name = Array(NamedCharacterReferences.nameBytes[start..<end])
      if name.last != UInt8(ascii: ";") { withoutSemicolon += 1 }
      let match = NamedCharacterReferences.longestMatch(in: name + [0x20], from: 0)
      #expect(match?.length == name.count, "\(String(decoding: name, as: UTF8.self))")
      #expect(match?.first == NamedCharacterReferences.firstCodePoints[index])
    }
    #expect(withoutSemicolon == 106)
  }

  /// The longest name wins, and a prefix legal without `;` is found when the rest is not a name.
  @Test func longestMatch() {
    func match(_ text: String) -> Int? {
      NamedCharacterReferences.longestMatch(in: Array(text.utf8), from: 0)?.length
    }
    #expect(match("notin;") == 6)
    #expect(match("notit;") == 3)
    #expect(match("amp") == 3)
    #expect(match("ampx") == 3)
    #expect(match("am") == nil)
    #expect(match("zzz") == nil)
    #expect(match("") == nil)
  }
}
