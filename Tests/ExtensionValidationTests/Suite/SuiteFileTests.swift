import Foundation
import TestSupport
import Testing

@testable import ExtensionValidation

/// `actionjs.json`: cases, options, expectations, and located errors.
@Suite struct SuiteFileTests {
  /// A folder with an extension, a script and pages.
  static func makeProject() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try folder.write("Ext.appex/Action.js", "var ExtensionPreprocessingJS = {};")
    try folder.write("Ext.appex/Info.plist", "")
    try folder.write("other.js", "var ExtensionPreprocessingJS = {};")
    try folder.write("pages/a.html", "<p>a")
    try folder.write("pages/b.html", "<p>b")
    try folder.write("pages/deep/c.htm", "<p>c")
    return folder
  }

  private func cases(_ json: String, in folder: TemporaryFolder) throws -> [ValidationCase] {
    let path = try folder.write("actionjs.json", json)
    return try SuiteFile(contentsOf: path).cases()
  }

  /// The message `json` fails with, as `actionjs.json: …` (the file named relatively).
  private func failure(_ json: String) throws -> String {
    let folder = try Self.makeProject()
    do {
      _ = try SuiteFile(jsonData: Data(json.utf8), path: "actionjs.json", folder: folder.path)
        .cases()
    } catch {
      return error.description
    }
    Issue.record("no error for \(json)")
    return ""
  }

  @Test func theHappyPath() throws {
    let folder = try Self.makeProject()
    let made = try cases(
      """
      {
        "scripts": ["./Ext.appex"],
        "pages": ["pages", "pages/a.html"],
        "options": { "platform": "macos", "reply": {"saved": true}, "timeout": 10, "seed": 7,
                     "fixtures": ["fixtures"] },
        "expect": { "finalizeCalled": true },
        "cases": [
          { "name": "selection", "script": "other.js", "page": "pages/a.html",
            "select": "every query", "reply": {"saved": true, "note": "every query"},
            "expect": { "resultsContain": {"selection": "every query"}, "finalizeCalled": true,
                        "alert": "Saved: every query", "selector": "body",
                        "noDiagnostics": ["run-threw"], "results": {"n": 1} },
            "snapshot": true, "finalHTML": true, "platform": "ios" },
          { "page": "pages/deep/*.htm", "name": "cancel", "cancel": "no thanks", "world": "page" },
          { "page": "pages/b.html", "handlerCommand": "cat", "handlerTimeout": 2, "name": "cmd" }
        ]
      }
      """, in: folder)
    #expect(
      made.map(\.id) == [
        "Ext.appex × pages/a.html", "Ext.appex × pages/b.html", "Ext.appex × pages/deep/c.htm",
        "other.js × pages/a.html × selection", "Ext.appex × pages/deep/c.htm × cancel",
        "Ext.appex × pages/b.html × cmd",
      ])
    // The ids above are written relative to the suite; the paths to open are resolved.
    let first = try #require(made.first)
    #expect(first.id == "Ext.appex × pages/a.html")
    #expect(first.scriptPath == folder.path + "/Ext.appex")
    #expect(first.pagePath == folder.path + "/pages/a.html")
    #expect(first.settings.platform == "macos")
    #expect(first.settings.handler == .reply(json: #"{"saved":true}"#))
    #expect(first.settings.scriptTimeout == 10)
    #expect(first.settings.seed == 7)
    #expect(first.settings.fixtures == [folder.path + "/fixtures"])
    #expect(first.expectations == [.finalizeCalled(true)])
    #expect(first.wantsSnapshot)  // snapshots are on unless a case says "snapshot": false

    let named = try #require(made.first { $0.name == "selection" })
    #expect(named.id == "other.js × pages/a.html × selection")
    #expect(named.settings.platform == "ios", "the case's own option wins")
    #expect(named.settings.scriptTimeout == 10, "top-level options apply")
    #expect(named.settings.selectText == "every query")
    #expect(named.settings.finalHTML)
    #expect(named.wantsSnapshot)
    #expect(
      named.expectations == [
        .resultsEqual(json: #"{"n":1}"#), .resultsContain(json: #"{"selection":"every query"}"#),
        .finalizeCalled(true), .alert("Saved: every query"), .selectorMatches("body"),
        .noDiagnostics(["run-threw"]),
      ])
    let reply = try #require(
      { if case .reply(let json) = named.settings.handler { return json } else { return nil } }())
    #expect(reply.contains(#""note":"every query""#))

    let cancelled = try #require(
      made.first { $0.settings.handler == .cancel(message: "no thanks") })
    #expect(cancelled.settings.world == "page")
    #expect(cancelled.expectations.isEmpty, "the top-level expect is for scripts × pages")
    let command = try #require(made.first { $0.name == "cmd" })
    #expect(command.settings.handler == .command("cat", timeLimit: 2))
    #expect(made.count == 6)
  }

  @Test func idsStayTheSameWhereverTheSuiteIs() throws {
    let folder = try Self.makeProject()
    let json = #"{"scripts": ["other.js"], "pages": ["./pages/*.html"]}"#
    let fromFile = try cases(json, in: folder)
    let elsewhere = try SuiteFile(
      jsonData: Data(json.utf8), path: "x/actionjs.json", folder: folder.path
    ).cases()
    #expect(fromFile.map(\.id) == ["other.js × pages/a.html", "other.js × pages/b.html"])
    #expect(elsewhere.map(\.id) == fromFile.map(\.id))
  }

  @Test func relativeSuitesResolveAgainstTheirFolder() throws {
    let folder = try Self.makeProject()
    try folder.write("suite/actionjs.json", #"{"scripts": ["../other.js"], "pages": ["../pages"]}"#)
    let made = try SuiteFile(contentsOf: folder.path + "/suite/actionjs.json").cases()
    #expect(made.count == 3)
    #expect(made.first?.id == "../other.js × ../pages/a.html")
    #expect(made.first.map { FileManager.default.fileExists(atPath: $0.scriptPath) } == true)
    #expect(made.first.map { FileManager.default.fileExists(atPath: $0.pagePath) } == true)
  }

  @Test func aWrongBooleanDeepInside() throws {
    #expect(
      try failure(
        #"{"cases": [{"script": "other.js", "page": "pages/a.html"}, {"script": "other.js", "page": "pages/b.html"}, {"script": "other.js", "page": "pages/a.html", "name": "x", "expect": {"finalizeCalled": "yes"}}]}"#
      )
        == #"actionjs.json: cases[2].expect.finalizeCalled: must be true or false, not "yes""#)
  }

  @Test(arguments: [
    (
      #"{"scripts": "other.js", "pages": 3}"#,
      "actionjs.json: pages: must be a string or a list of strings, not 3"
    ),
    (
      #"{"scripts": ["other.js", 4], "pages": ["pages"]}"#,
      "actionjs.json: scripts[1]: must be a string, not 4"
    ),
    (
      #"{"options": {"timeout": "10"}}"#,
      #"actionjs.json: options.timeout: must be a number, not "10""#
    ),
    (
      #"{"cases": {"page": "a"}}"#,
      "actionjs.json: cases: must be a list of objects, not an object"
    ),
    (
      #"{"cases": [{"script": "other.js", "page": "pages/a.html", "occurrence": 1.5}]}"#,
      "actionjs.json: cases[0].occurrence: must be an integer, not 1.5"
    ),
    (
      #"{"cases": [{"script": "other.js", "page": "pages/a.html", "expect": {"finalizeCaled": true}}]}"#,
      "actionjs.json: cases[0].expect.finalizeCaled: unknown key; did you mean finalizeCalled?"
    ),
    (
      #"{"scripts": ["other.js"], "pages": ["pages"], "option": {}}"#,
      "actionjs.json: option: unknown key; did you mean options?"
    ),
    (
      #"{"cases": [{"script": "other.js", "page": "pages/a.html", "colour": "red"}]}"#,
      "actionjs.json: cases[0].colour: unknown key"
    ),
    (
      #"{"cases": [{"script": "missing.js", "page": "pages/a.html"}]}"#,
      "actionjs.json: cases[0].script: no such script file or extension folder 'missing.js'"
    ),
    (
      #"{"scripts": ["other.js"], "pages": ["pages", "x/*.html"]}"#,
      "actionjs.json: pages[1]: no pages match 'x/*.html'"
    ),
    (
      #"{"cases": [{"script": "other.js", "page": "pages/a.html"}, {"script": "./other.js", "page": "pages//a.html"}]}"#,
      "actionjs.json: cases[1]: the case 'other.js × pages/a.html' is defined twice (first by cases[0]); give it a name"
    ),
    (
      #"{"scripts": ["other.js"], "pages": ["pages/a.html"], "cases": [{"page": "pages/a.html"}]}"#,
      "actionjs.json: cases[0]: the case 'other.js × pages/a.html' is defined twice (first by scripts × pages); give it a name"
    ),
    (
      #"{"cases": [{"script": "other.js", "page": "pages/a.html", "platform": "android"}]}"#,
      "actionjs.json: cases[0]: platform must be ios or macos, not android"
    ),
    (
      #"{"options": {"clock": "wall"}}"#,
      "actionjs.json: options: clock must be virtual or real, not wall"
    ),
    (
      #"{"cases": [{"script": "other.js", "page": "pages/a.html", "timeout": -1}]}"#,
      "actionjs.json: cases[0]: timeout must be a number of seconds > 0"
    ),
    (
      #"{"cases": [{"script": "other.js", "page": "pages/a.html", "reply": {}, "cancel": true}]}"#,
      "actionjs.json: cases[0]: reply and cancel exclude each other: choose one handler"
    ),
    (
      #"{"cases": [{"script": "other.js", "page": "pages/a.html", "reply": [1]}]}"#,
      "actionjs.json: cases[0].reply: must be an object (the finalize argument), not a list"
    ),
    (
      #"{"cases": [{"script": "other.js", "page": "pages/a.html", "handlerTimeout": 3}]}"#,
      "actionjs.json: cases[0]: handlerTimeout needs handlerCommand"
    ),
    (
      #"{"cases": [{"script": "other.js"}]}"#,
      "actionjs.json: cases[0]: missing key page"
    ),
    (
      #"{"cases": [{"page": "pages/a.html"}]}"#,
      "actionjs.json: cases[0]: missing key script"
    ),
    (
      #"{"scripts": ["other.js"]}"#, #"actionjs.json: scripts: needs pages to run on (add "pages")"#
    ),
    (#"[1, 2]"#, "actionjs.json: must be an object, not a list"),
    (
      "{\n  \"cases\": [\n    {\"page\": null}\n  ]\n}",
      "actionjs.json: 3:14: invalid JSON: null is not a property-list value"
    ),
    (
      #"{"cases": [{"script": "other.js", "page": "pages/a.html", "seed": -2}]}"#,
      "actionjs.json: cases[0].seed: must be an integer ≥ 0, not -2"
    ),
  ])
  func errorsAreLocated(json: String, message: String) throws {
    #expect(try failure(json) == message)
  }

  @Test func aMissingSuiteFileIsAnError() throws {
    let folder = try TemporaryFolder()
    #expect(throws: SuiteFileError.self) {
      try SuiteFile(contentsOf: folder.path + "/actionjs.json")
    }
  }

  @Test func theNoteTakerExampleAsASuite() throws {
    let root = RepositoryPaths.root.path
    let suite = try SuiteFile(
      jsonData: Data(
        #"""
        {"scripts": ["Examples/NoteTaker/NoteTaker.appex"], "pages": ["Examples/NoteTaker/pages"],
         "expect": {"finalizeCalled": true}}
        """#.utf8), path: "actionjs.json", folder: root)
    let made = try suite.cases()
    #expect(
      made.map(\.id) == [
        "Examples/NoteTaker/NoteTaker.appex × Examples/NoteTaker/pages/blog-post.html",
        "Examples/NoteTaker/NoteTaker.appex × Examples/NoteTaker/pages/release-notes.html",
      ])
    // The cases run: the example's script and pages load from the resolved paths.
    var runnable = try #require(made.first)
    runnable.settings.handler = .reply(json: #"{"saved": true}"#)
    let result = CaseRunner().run(runnable)
    #expect(!result.failed(strict: false), "\(result.problems)")
  }
}
