import Foundation
import Testing

@testable import WebPlatform

/// The bindings generated from Web IDL (`Sources/WebPlatform/Bindings/IDL`,
/// `Scripts/generate-bindings.py`): the checked-in files are what the IDL gives, and the rows
/// carry what the IDL says (`length`, read-only, the [Custom] rows in their IDL places).
@Suite struct GeneratedBindingsTests {
  static let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static let python = ["/usr/bin/python3", "/usr/local/bin/python3"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  @Test(.enabled(if: python != nil, "python3 not found"))
  func generatedFilesAreFresh() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Self.python ?? "python3")
    process.arguments = [
      Self.repositoryRoot.appendingPathComponent("Scripts/generate-bindings.py").path, "--check",
    ]
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    process.waitUntilExit()
    let text =
      String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      + String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(process.terminationStatus == 0, "stale or failing generation: \(text)")
  }

  @Test func nodeRowsFollowTheIDL() throws {
    let members = NodeBinding.definition.members
    let names = members.map(\.name)
    #expect(names.first == "nodeType")
    #expect(names.firstIndex(of: "getRootNode") == 5, "in its IDL place")
    #expect(names.filter { $0.hasPrefix("DOCUMENT_POSITION_") }.count == 6)
    func length(_ name: String) -> Int? {
      guard let member = members.first(where: { $0.name == name }),
        case .operation(let length, _) = member.kind
      else { return nil }
      return length
    }
    #expect(length("insertBefore") == 2)
    #expect(length("cloneNode") == 0, "an optional argument does not count")
    #expect(length("appendChild") == 1)
    let nodeValue = try #require(members.first { $0.name == "nodeValue" })
    if case .attribute(_, let set) = nodeValue.kind {
      #expect(set != nil, "nodeValue is writable")
    }
    let nodeName = try #require(members.first { $0.name == "nodeName" })
    #expect(nodeName.remembered == .whileDocumentsAreOneKind)
  }

  @Test func theGeneratedNodeBindingBehavesAsTheStandardSays() throws {
    let runtime = RuntimeTestSupport.runtime("<!DOCTYPE html><p id=p>text</p>")
    let result = try RuntimeTestSupport.string(
      runtime,
      """
      var p = document.getElementById("p"), t = p.firstChild, out = [];
      out.push(Node.prototype.insertBefore.length, Node.prototype.cloneNode.length,
        Node.prototype.getRootNode.length, Node.ELEMENT_NODE, Node.prototype.TEXT_NODE);
      try { p.appendChild(); } catch (e) { out.push(e.constructor.name + ":" + e.message); }
      try { Node.prototype.appendChild.call({}, p); } catch (e) { out.push(e.constructor.name); }
      t.nodeValue = null; out.push(JSON.stringify(t.data));
      t.nodeValue = undefined; out.push(JSON.stringify(t.data));
      t.nodeValue = 5; out.push(JSON.stringify(t.data));
      out.push(p.compareDocumentPosition(document.body), p.cloneNode().outerHTML,
        p.cloneNode(true).outerHTML, p.isEqualNode(p.cloneNode(true)), p.contains(null));
      out.join("|")
      """)
    #expect(
      result
        == "2|0|0|1|3|TypeError:Not enough arguments|TypeError|\"\"|\"\"|\"5\"|10|<p id=\"p\"></p>|"
        + "<p id=\"p\">5</p>|true|false")
  }
}
