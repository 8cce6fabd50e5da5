import DOM
import Foundation
import HTMLParsing
import Testing

/// One case of an html5lib tree-construction `.dat` file.
struct TreeConstructionCase {
  enum Scripting: String { case unmarked, on, off }
  var file: String
  var number: Int
  var data: String
  var fragmentContext: String?
  var scripting: Scripting
  var expected: String

  /// The id used in the expectations file: `file:number`.
  var id: String { "\(file):\(number)" }

  /// Parses the cases of one `.dat` file.
  static func parse(file: String, contents: String) -> [TreeConstructionCase] {
    var cases: [TreeConstructionCase] = []
    var lines = contents.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    var i = 0
    var number = 0
    while i < lines.count {
      guard lines[i] == "#data" else {
        i += 1
        continue
      }
      number += 1
      var sections: [String: [String]] = [:]
      var current = "#data"
      sections[current] = []
      i += 1
      while i < lines.count && lines[i] != "#data" {
        let line = lines[i]
        if line.hasPrefix("#")
          && [
            "#errors", "#new-errors", "#document-fragment", "#script-on", "#script-off",
            "#document",
          ].contains(line)
        {
          current = line
          sections[current] = []
        } else {
          sections[current, default: []].append(line)
        }
        i += 1
      }
      var document = sections["#document"] ?? []
      // The blank separator line before the next case.
      if document.last == "" { document.removeLast() }
      let scripting: Scripting =
        sections["#script-on"] != nil ? .on : sections["#script-off"] != nil ? .off : .unmarked
      cases.append(
        TreeConstructionCase(
          file: file, number: number, data: (sections["#data"] ?? []).joined(separator: "\n"),
          fragmentContext: sections["#document-fragment"]?.first, scripting: scripting,
          expected: document.joined(separator: "\n")))
    }
    return cases
  }

  /// Runs the case through our parser and dumps the tree.
  func run() -> String {
    var options = HTMLParser.Options()
    options.scriptingEnabled = scripting != .off
    guard let contextName = fragmentContext else {
      return TreeDump.dump(childrenOf: HTMLParser.parseDocument(data, options: options))
    }
    let document = HTMLParser.makeDocument(options: options)
    let parts = contextName.split(separator: " ").map(String.init)
    let namespace: Namespace
    let localName: String
    if parts.count == 2 {
      namespace = parts[0] == "svg" ? .svg : parts[0] == "math" ? .mathml : .html
      localName = parts[1]
    } else {
      namespace = .html
      localName = contextName
    }
    let context = document.createElement(
      name: document.internName(namespace: namespace, localName: localName))
    return TreeDump.dump(
      childrenOf: HTMLParser.parseFragment(data, context: context, options: options))
  }
}

@Suite struct HTML5LibTreeConstructionTests {
  static let directory = SharedData.conformance("html5lib/tree-construction")
  static let expectationsFile = SharedData.fixture("html5lib/tree-construction-EXPECTATIONS")

  static var available: Bool { FileManager.default.fileExists(atPath: directory.path) }

  static func allCases() throws -> [TreeConstructionCase] {
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      .filter { $0.hasSuffix(".dat") }.sorted()
    return try files.flatMap { file in
      let contents = try String(
        contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
      return TreeConstructionCase.parse(file: file, contents: contents)
    }
  }

  /// WebKit's trees for the cases where WebKit differs from the html5lib expectation: those
  /// cases must give WebKit's tree.
  static let webKitRecordingsFile = SharedData.fixture("html5lib/tree-construction-webkit.txt")

  @Test(
    "html5lib tree construction (document and fragment cases, scripting on and off)",
    .enabled(if: available, "Tests/Conformance/html5lib/tree-construction not found"))
  func treeConstruction() throws {
    let cases = try Self.allCases()
    #expect(cases.count > 1500, "too few cases parsed: \(cases.count)")
    let file = Self.expectationsFile
    let fileName = file.lastPathComponent
    let expectations = try Expectations.load(file)
    let webKit = try WebKitTreeRecordings.load(Self.webKitRecordingsFile)
    #expect(webKit.count == 28, "WebKit recordings read: \(webKit.count)")
    var failures: [String: String] = [:]
    var equalToHTML5Lib = 0
    for testCase in cases {
      let actual = testCase.run()
      if actual == testCase.expected { equalToHTML5Lib += 1 }
      let reference = webKit[testCase.id] ?? testCase.expected
      if actual != reference {
        failures[testCase.id] =
          "input: \(testCase.data.debugDescription)\ncontext: \(testCase.fragmentContext ?? "-")"
          + " scripting: \(testCase.scripting)\n"
          + (webKit[testCase.id] == nil ? "expected" : "expected (WebKit's tree)")
          + ":\n\(reference)\nactual:\n\(actual)"
      }
    }
    let passed = cases.count - failures.count
    let byMode = Dictionary(grouping: cases, by: \.scripting).mapValues(\.count)
    let scripted =
      (try? FileManager.default.contentsOfDirectory(
        atPath: Self.directory.appendingPathComponent("scripted").path))?.count ?? 0
    print(
      "html5lib tree-construction: ran \(byMode[.unmarked] ?? 0) unmarked (scripting "
        + "on), \(byMode[.on] ?? 0) #script-on, \(byMode[.off] ?? 0) #script-off cases; skipped "
        + "\(scripted) files in scripted/ (they run scripts while parsing: HTML5LibScriptedTreeConstructionTests in WebPlatformTests)"
    )
    print(
      "html5lib tree-construction: \(passed)/\(cases.count) passed "
        + String(format: "(%.1f%%)", 100 * Double(passed) / Double(cases.count))
        + " (WebKit's tree where WebKit differs: \(webKit.count) cases), "
        + "\(failures.count) expected failures listed; \(equalToHTML5Lib) equal to the html5lib "
        + "expectation")
    if ProcessInfo.processInfo.environment["RECORD_EXPECTATIONS"] != nil {
      try Expectations.record(failures.keys.sorted(), previous: expectations, to: file)
      Issue.record("recorded \(failures.count) expectations; rerun without RECORD_EXPECTATIONS")
      return
    }
    if let dump = ProcessInfo.processInfo.environment["DUMP_FAILURES"] {
      let text = failures.sorted(by: { $0.key < $1.key }).map { "== \($0.key)\n\($0.value)" }
        .joined(separator: "\n\n")
      try text.write(toFile: dump, atomically: true, encoding: .utf8)
    }
    for (id, detail) in failures.sorted(by: { $0.key < $1.key }) where expectations[id] == nil {
      Issue.record("unexpected failure \(id)\n\(detail)")
    }
    for id in expectations.keys.sorted() where failures[id] == nil {
      Issue.record("unexpected pass \(id): remove it from \(fileName)")
    }
  }
}
