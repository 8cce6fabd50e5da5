import Foundation
import JSCore
import TestSupport
import Testing

/// `actionjs validate` and `actionjs test` as CI runs them: the built executable, real worker
/// processes, every report format, a case that crashes its worker, one that hangs, one that
/// allocates without bound, and a sharded suite whose parts add up to the whole.
@Suite(.serialized) struct ValidateCommandTests {
  static let goodScript = """
    var ExtensionPreprocessingJS = {
      run: function (a) { a.completionFunction({ title: document.title }); },
      finalize: function (x) { alert("saved " + x.title); }
    };
    """

  func workspace(pages: Int = 3) throws -> TemporaryFolder {
    let space = try TemporaryFolder(prefix: "validate-e2e")
    try space.makeFolder("pages")
    try space.write("good.js", Self.goodScript)
    try space.write(
      "hang.js", "var ExtensionPreprocessingJS = { run: function (a) { while (true) {} } };")
    try space.write(
      "hog.js",
      """
      var ExtensionPreprocessingJS = { run: function (a) {
        var kept = []; for (;;) kept.push(new Array(1e6).fill(Math.random()));
      } };
      """)
    try space.write("crash.js", Self.goodScript)
    for index in 1...pages {
      try space.write("pages/p\(index).html", "<title>Page \(index)</title><p>\(index)")
    }
    return space
  }

  @Test func aCrashAHangAndAMemoryBlowUpFailOnlyTheirCases() throws {
    let space = try workspace(pages: 1)
    let started = Date()
    let result = try BuiltTool.run(
      [
        "validate", "good.js", "crash.js", "hang.js", "hog.js", "--pages", "pages", "-j", "2",
        "--timeout", "3", "--memory-limit", "300", "--format", "junit", "--output",
        "out/junit.xml", "--format", "sarif", "--output", "out/report.sarif", "--format", "json",
        "--output", "out/report.json", "--format", "github",
      ], in: space.url, environment: ["ACTIONJS_WORKER_CRASH_ON": "crash.js"])
    #expect(Date().timeIntervalSince(started) < 30)
    #expect(result.status == 1, "\(result.stderr)")
    let json = try PropertyList(
      jsonData: Data(space.read("out/report.json").utf8), omittingNulls: true)
    let cases = json["cases"]?.arrayValue ?? []
    #expect(cases.count == 4)
    // Workers take the biggest pages first, but results come back in case (id) order.
    let ids = cases.compactMap { $0["id"]?.stringValue }
    #expect(ids == ids.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
    func codes(_ script: String) -> [String] {
      let found = cases.first { $0["script"]?.stringValue == script }
      return (found?["problems"]?.arrayValue ?? []).compactMap { $0["code"]?.stringValue }
    }
    #expect(codes("good.js").isEmpty, "\(codes("good.js"))")
    #expect(codes("crash.js") == ["worker-crashed"])
    #expect(codes("hang.js") == ["time-limit"])
    #expect(codes("hog.js") == ["memory-limit"])
    let statuses = cases.compactMap { $0["status"]?.stringValue }
    #expect(statuses.filter { $0 == "failed" }.count == 3)

    let junit = space.read("out/junit.xml")
    // One testcase per case, and one "(static checks)" testcase per script.
    #expect(junit.components(separatedBy: "<testcase ").count - 1 == 8)
    #expect(junit.components(separatedBy: #"name="(static checks)""#).count - 1 == 4)
    for type in ["worker-crashed", "time-limit", "memory-limit"] {
      #expect(junit.contains(#"type="\#(type)""#), "\(type)")
    }
    let sarif = try PropertyList(
      jsonData: Data(space.read("out/report.sarif").utf8), omittingNulls: true)
    #expect(sarif["version"] == .string("2.1.0"))
    let ruleIDs = (sarif["runs"]?[0]?["results"]?.arrayValue ?? []).compactMap {
      $0["ruleId"]?.stringValue
    }
    #expect(Set(ruleIDs) == ["worker-crashed", "time-limit", "memory-limit"])
    let stdout = String(decoding: result.stdout, as: UTF8.self)
    #expect(stdout.contains("::error file=crash.js,title=worker-crashed::"))
    #expect(stdout.contains("::notice title=actionjs validate::"))
  }

  @Test func shardsAddUpToTheWholeSuite() throws {
    let space = try workspace(pages: 7)
    var seen: [String] = []
    for index in 1...3 {
      let output = "out/shard\(index).xml"
      let result = try BuiltTool.run(
        [
          "validate", "good.js", "--pages", "pages/*.html", "--shard", "\(index)/3", "--format",
          "junit", "--output", output, "--quiet",
        ], in: space.url)
      #expect(result.status == 0, "\(result.stderr)")
      let junit = space.read(output)
      var names: [String] = []
      for element in junit.components(separatedBy: "<testcase ").dropFirst() {
        guard let range = element.range(of: #" name=""#) else { continue }
        let name = String(element[range.upperBound...].prefix { $0 != "\"" })
        if name != "(static checks)" { names.append(name) }
      }
      #expect(names.count == 2 || names.count == 3, "\(names)")
      seen += names
    }
    #expect(seen.sorted() == (1...7).map { "pages/p\($0).html" })
  }

  @Test func testRecordsComparesAndShowsADiff() throws {
    let space = try workspace(pages: 2)
    let arguments = ["test", "good.js", "--pages", "pages", "-j", "1"]
    let missing = try BuiltTool.run(arguments, in: space.url)
    #expect(missing.status == 1)
    #expect(String(decoding: missing.stdout, as: UTF8.self).contains("snapshot-missing"))
    #expect(try BuiltTool.run(arguments + ["--update"], in: space.url).status == 0)
    let stored = space.read("__snapshots__/good.js---pages__p1.html.json")
    #expect(stored.contains(#""message": "saved Page 1""#))
    #expect(!stored.contains(space.url.path))
    #expect(try BuiltTool.run(arguments, in: space.url).status == 0)
    try space.write("good.js", Self.goodScript.replacingOccurrences(of: "saved ", with: "kept "))
    let changed = try BuiltTool.run(arguments, in: space.url)
    #expect(changed.status == 1)
    let text = String(decoding: changed.stdout, as: UTF8.self)
    #expect(text.contains("snapshot-mismatch"))
    #expect(text.contains(#"-       "message": "saved Page 1","#))
    #expect(text.contains(#"+       "message": "kept Page 1","#))
  }

  @Test func aSuiteFileWithExpectations() throws {
    let space = try workspace(pages: 2)
    try space.write(
      "actionjs.json",
      """
      {
        "scripts": ["good.js"],
        "pages": ["pages"],
        "cases": [
          { "name": "alert", "script": "good.js", "page": "pages/p1.html",
            "expect": { "alert": "saved Page 1", "finalizeCalled": true,
                        "resultsContain": { "title": "Page 1" } } },
          { "name": "wrong", "script": "good.js", "page": "pages/p2.html",
            "expect": { "alert": "nope" } }
        ]
      }
      """)
    let result = try BuiltTool.run(
      ["validate", "--suite", "actionjs.json", "--format", "json"], in: space.url)
    #expect(result.status == 1)
    let json = try PropertyList(jsonData: result.stdout, omittingNulls: true)
    let cases = json["cases"]?.arrayValue ?? []
    #expect(cases.count == 4)
    let failed = cases.filter { $0["status"] == .string("failed") }
    #expect(failed.count == 1)
    #expect(failed.first?["name"] == .string("wrong"))
    #expect(
      failed.first?["problems"]?[0]?["message"]?.stringValue?.contains(
        #"alerts shown: "saved Page 2""#)
        == true)
  }

  @Test func inputErrorsExitTwoAndNameTheInput() throws {
    let space = try workspace(pages: 1)
    let noMatch = try BuiltTool.run(
      ["validate", "good.js", "--pages", "nothing/*.html"], in: space.url)
    #expect(noMatch.status == 2)
    #expect(noMatch.stderr.contains("nothing/*.html"))
    try space.write("bad.json", #"{"scripts": "good.js"}"#)
    let badSuite = try BuiltTool.run(["validate", "--suite", "bad.json"], in: space.url)
    #expect(badSuite.status == 2)
    #expect(badSuite.stderr.contains("bad.json"))
    #expect(badSuite.stderr.contains("scripts"))
    let usage = try BuiltTool.run(["validate", "good.js", "--format", "pdf"], in: space.url)
    #expect(usage.status == 2)
  }
}

/// The repository's own suite (`Examples/actionjs.json` with its snapshots in
/// `Examples/__snapshots__/`): what a team would keep under version control and run in CI.
@Suite struct ExampleSuiteTests {
  @Test func theExampleSuitePassesStrictlyAndMatchesItsSnapshots() throws {
    let root = ExampleCase.repositoryRoot
    let validate = try BuiltTool.run(
      ["validate", "--suite", "Examples/actionjs.json", "--strict", "--format", "json"], in: root)
    #expect(validate.status == 0, "\(String(decoding: validate.stdout, as: UTF8.self))")
    let json = try PropertyList(jsonData: validate.stdout, omittingNulls: true)
    #expect(json["summary"]?["cases"] == .integer(36))
    let test = try BuiltTool.run(["test", "--suite", "Examples/actionjs.json"], in: root)
    #expect(test.status == 0, "\(String(decoding: test.stdout, as: UTF8.self))")
  }
}
