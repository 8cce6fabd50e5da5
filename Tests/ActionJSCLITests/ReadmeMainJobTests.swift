import ActionJSCLI
import Foundation
import TestSupport
import Testing

/// The README's main-job command prints what the README shows: the command and its output are
/// read from README.md and the command is run in process.
@Suite struct ReadmeMainJobTests {
  static let root = RepositoryPaths.root

  /// The words of a shell command line: single-quoted and double-quoted runs kept whole.
  static func words(_ line: String) -> [String] {
    var words: [String] = []
    var current = ""
    var quote: Character?
    var inWord = false
    for character in line {
      if let open = quote {
        if character == open { quote = nil } else { current.append(character) }
      } else if character == "'" || character == "\"" {
        quote = character
        inWord = true
      } else if character == " " {
        if inWord { words.append(current) }
        current = ""
        inWord = false
      } else {
        current.append(character)
        inWord = true
      }
    }
    if inWord { words.append(current) }
    return words
  }

  @Test func theMainJobPrintsWhatTheREADMEShows() throws {
    let readme = try String(
      contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    let lines = readme.components(separatedBy: "\n")
    // The command: `… swift run actionjs run …` with `\` continuation lines.
    let start = try #require(lines.firstIndex { $0.contains("swift run actionjs run ") })
    var command = ""
    var index = start
    while index < lines.count {
      let line = lines[index]
      if line.hasSuffix("\\") {
        command += String(line.dropLast()) + " "
        index += 1
      } else {
        command += line
        break
      }
    }
    let afterRun = try #require(command.range(of: "swift run actionjs "))
    let arguments = Self.words(String(command[afterRun.upperBound...]))
    // The output: the first fenced block after "It prints:".
    let prints = try #require(
      lines.firstIndex { $0.hasPrefix("alert. It prints:") || $0.hasSuffix("It prints:") })
    let open = try #require(lines[prints...].firstIndex { $0.hasPrefix("```") })
    let close = try #require(lines[(open + 1)...].firstIndex { $0.hasPrefix("```") })
    let expected = lines[(open + 1)..<close].joined(separator: "\n")

    // Paths in the command are relative to the repository root (no chdir: tests run in
    // parallel in one process).
    let resolved = arguments.map {
      $0.hasPrefix("Examples/") ? Self.root.appendingPathComponent($0).path : $0
    }
    let run = actionjs(resolved, environment: ["NO_COLOR": "1"])
    #expect(run.status == 0, "\(run.stderr)")
    let printed = run.stdout.components(separatedBy: "\n")
      .map { $0.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }
      .joined(separator: "\n").trimmingCharacters(in: .newlines)
    #expect(printed == expected.trimmingCharacters(in: .newlines))
  }
}
