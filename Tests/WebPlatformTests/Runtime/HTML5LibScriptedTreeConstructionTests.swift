import DOM
import Foundation
import HTMLParsing
import TestSupport
import Testing

@testable import WebPlatform

/// html5lib's `tree-construction/scripted/` cases, which need scripts to run while the document
/// is parsed (at `</script>`) and `document.write` to insert markup at the insertion point: run
/// through the page environment (``Runtime/parseDocumentRunningScripts(_:options:)``), their
/// trees compared with the expected ones. WebKit 2.50 (the WebKit oracle, page scripts on)
/// builds the same four trees.
@Suite struct HTML5LibScriptedTreeConstructionTests {
  static let directory = RepositoryPaths.root.appendingPathComponent(
    "Tests/Conformance/html5lib/tree-construction/scripted")

  /// A case: its input and expected tree (html5lib's `| ` dump).
  struct Case: CustomTestStringConvertible {
    var id: String
    var data: String
    var expected: String
    var testDescription: String { id }
  }

  /// The cases of the `.dat` files (none of them a fragment case, all `#script-on`).
  static func cases() throws -> [Case] {
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      .filter { $0.hasSuffix(".dat") }.sorted()
    return try files.flatMap { file -> [Case] in
      let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
      return text.components(separatedBy: "#data\n").dropFirst().enumerated().map {
        number, block in
        let data = block.components(separatedBy: "\n#errors\n").first ?? ""
        let document = block.components(separatedBy: "#document\n").last ?? ""
        let expected = document.split(separator: "\n").filter { $0.hasPrefix("|") }
          .joined(separator: "\n")
        return Case(id: "\(file):\(number + 1)", data: data, expected: expected)
      }
    }
  }

  @Test func allFourCasesAreRead() throws {
    #expect(
      try Self.cases().map(\.id) == [
        "adoption01.dat:1", "ark.dat:1", "webkit01.dat:1", "webkit01.dat:2",
      ])
  }

  @Test(arguments: try cases())
  func scriptedCase(_ testCase: Case) throws {
    let document = HTMLParser.makeDocument()
    let runtime = Runtime(document: document)
    runtime.parseDocumentRunningScripts(testCase.data)
    #expect(runtime.errors.isEmpty, "\(runtime.errors)")
    #expect(TreeDump.dump(childrenOf: document) == testCase.expected)
  }
}
