import Foundation
import JSCore
import TestSupport
import Testing

/// `--charset LABEL` and the report's encoding and its reason, through the built executable:
/// `run` (JSON and text), `validate` and `test` (command line and the suite's `charset`).
@Suite(.serialized) struct CharsetOptionTests {
  /// Reports `document.characterSet` and the body's text.
  static let script = """
    var ExtensionPreprocessingJS = {
      run: function (a) {
        a.completionFunction({ charset: document.characterSet, text: document.body.textContent });
      }
    };
    """

  /// A workspace with the script and pages in several encodings.
  func workspace() throws -> TemporaryFolder {
    let space = try TemporaryFolder(prefix: "charset-e2e")
    try space.makeFolder("pages")
    try space.write("charset.js", Self.script)
    let files: [(String, [UInt8])] = [
      // UTF-8 without any declaration.
      ("pages/utf8.html", Array("<title>u</title><body>café</body>".utf8)),
      // windows-1252 bytes declared by a meta: 0xA9 is © there, Š in iso-8859-2.
      ("pages/meta.html", Array("<meta charset=windows-1252><body>".utf8) + [0xA9]),
      // A UTF-8 BOM.
      ("pages/bom.html", [0xEF, 0xBB, 0xBF] + Array("<body>café</body>".utf8)),
    ]
    for (name, bytes) in files {
      try Data(bytes).write(to: space.url.appendingPathComponent(name))
    }
    return space
  }

  /// `run --json` and the report's page and results.
  func run(_ arguments: [String], in space: TemporaryFolder) throws -> (
    status: Int32, page: PropertyList?, results: PropertyList?, diagnostics: [PropertyList]
  ) {
    let result = try BuiltTool.run(
      ["run", "charset.js"] + arguments + ["--format", "json"], in: space.url)
    let json = try PropertyList(jsonData: result.stdout, omittingNulls: true)
    return (
      result.status, json["page"], json["results"], json["diagnostics"]?.arrayValue ?? []
    )
  }

  @Test func runReportsTheEncodingAndWhy() throws {
    let space = try workspace()
    let detected = try run(["pages/utf8.html"], in: space)
    #expect(detected.status == 0)
    #expect(detected.page?["encoding"] == .string("UTF-8"))
    #expect(detected.page?["encodingSource"] == .string("detected"))
    #expect(detected.results?["text"] == .string("café"))

    let restored = try run(["pages/utf8.html", "--charset", "windows-1252"], in: space)
    #expect(restored.page?["encoding"] == .string("windows-1252"))
    #expect(restored.page?["encodingSource"] == .string("transport"))
    #expect(restored.results?["text"] == .string("cafÃ©"))

    let meta = try run(["pages/meta.html"], in: space)
    #expect(meta.page?["encodingSource"] == .string("meta"))
    #expect(meta.results?["text"] == .string("©"))
    let transport = try run(["pages/meta.html", "--charset=ISO-8859-2"], in: space)
    #expect(transport.page?["encoding"] == .string("ISO-8859-2"))
    #expect(transport.results?["text"] == .string("Š"))

    let bom = try run(["pages/bom.html", "--charset", "windows-1252"], in: space)
    #expect(bom.page?["encoding"] == .string("UTF-8"))
    #expect(bom.page?["encodingSource"] == .string("bom"))
    #expect(bom.results?["text"] == .string("café"))
  }

  @Test func anUnknownLabelIsTheDiagnosticCharsetUnknown() throws {
    let space = try workspace()
    let unknown = try run(["pages/utf8.html", "--charset", "no-such-charset"], in: space)
    #expect(unknown.status == 1)
    #expect(unknown.results == nil)
    #expect(unknown.diagnostics.first?["code"] == .string("charset-unknown"))
    #expect(
      unknown.diagnostics.first?["message"]?.stringValue?.contains("'no-such-charset'") == true)
    let text = try BuiltTool.run(
      ["run", "charset.js", "pages/utf8.html", "--charset", "no-such-charset"], in: space.url)
    #expect(text.status == 1)
    #expect(String(decoding: text.stdout, as: UTF8.self).contains("charset-unknown"))
  }

  @Test func theTextReportHasAnEncodingLine() throws {
    let space = try workspace()
    let detected = try BuiltTool.run(["run", "charset.js", "pages/utf8.html"], in: space.url)
    #expect(String(decoding: detected.stdout, as: UTF8.self).contains("Encoding: UTF-8 (detected)"))
    let given = try BuiltTool.run(
      ["run", "charset.js", "pages/utf8.html", "--charset", "latin1"], in: space.url)
    #expect(
      String(decoding: given.stdout, as: UTF8.self).contains("Encoding: windows-1252 (transport)"))
  }

  @Test func validateAndTestTakeTheCharset() throws {
    let space = try workspace()
    try space.write(
      "actionjs.json",
      """
      {
        "options": { "charset": "windows-1252" },
        "cases": [
          { "name": "restored", "script": "charset.js", "page": "pages/utf8.html",
            "expect": { "resultsContain": { "text": "cafÃ©" } } },
          { "name": "case's own", "script": "charset.js", "page": "pages/meta.html",
            "charset": "iso-8859-2", "expect": { "resultsContain": { "text": "Š" } } },
          { "name": "unknown", "script": "charset.js", "page": "pages/utf8.html",
            "charset": "no-such-charset" }
        ]
      }
      """)
    let suite = try BuiltTool.run(
      ["validate", "--suite", "actionjs.json", "--format", "json"], in: space.url)
    #expect(suite.status == 1)
    let cases =
      try PropertyList(jsonData: suite.stdout, omittingNulls: true)["cases"]?
      .arrayValue ?? []
    let byName = Dictionary(
      cases.compactMap { item in item["name"]?.stringValue.map { ($0, item) } },
      uniquingKeysWith: { first, _ in first })
    #expect(byName["restored"]?["status"] == .string("passed"))
    #expect(byName["case's own"]?["status"] == .string("passed"))
    #expect(byName["unknown"]?["status"] == .string("failed"))
    #expect(byName["unknown"]?["problems"]?[0]?["code"] == .string("charset-unknown"))

    let command = try BuiltTool.run(
      [
        "validate", "charset.js", "--pages", "pages/utf8.html", "--charset", "windows-1252",
        "--format", "json",
      ], in: space.url)
    #expect(command.status == 0)

    let arguments = ["test", "charset.js", "--pages", "pages/utf8.html", "--charset", "cp1252"]
    #expect(try BuiltTool.run(arguments + ["--update"], in: space.url).status == 0)
    let stored = space.read("__snapshots__/charset.js---pages__utf8.html.json")
    #expect(stored.contains(#""charset": "windows-1252""#), "\(stored)")
    #expect(stored.contains("cafÃ©"))
    #expect(try BuiltTool.run(arguments, in: space.url).status == 0)
    // Without the charset the same case gives another report.
    let detected = try BuiltTool.run(
      ["test", "charset.js", "--pages", "pages/utf8.html"], in: space.url)
    #expect(detected.status == 1)
  }
}
