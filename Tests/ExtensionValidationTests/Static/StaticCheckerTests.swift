import Foundation
import TestSupport
import Testing

@testable import ExtensionValidation

/// Static checks of a script or extension folder, with no page: real files, real
/// JavaScriptCore.
@Suite struct StaticCheckerTests {
  static let valid = """
    var ExtensionPreprocessingJS = {
      run: function (args) { args.completionFunction({ title: document.title }); },
      finalize: function (arg) { document.body.textContent = arg.text; }
    };
    """

  private func check(_ source: String, timeLimit: Double = 5) throws -> (String, [CaseProblem]) {
    let folder = try TemporaryFolder()
    let file = try folder.write("Action.js", source)
    let result = StaticChecker(timeLimit: timeLimit).check(scriptPath: file)
    #expect(result.scriptPath == file)
    #expect(result.problems.allSatisfy { $0.origin == .staticCheck })
    return (file, result.problems)
  }

  @Test func aValidScriptHasNoProblems() throws {
    let (_, problems) = try check(Self.valid)
    #expect(problems.isEmpty, "\(problems)")
  }

  @Test func aSyntaxErrorIsLocatedWithTheEnginesMessage() throws {
    let (file, problems) = try check(
      "var a = 1;\nvar ExtensionPreprocessingJS = {\n  run: function () { return 1 +; }\n};\n")
    let problem = try #require(problems.first)
    #expect(problems.count == 1)
    #expect(problem.code == "script-syntax-error")
    #expect(problem.severity == .error)
    #expect(problem.message.hasPrefix("SyntaxError: "))
    #expect(problem.location?.file == file)
    #expect(problem.location?.line == 3)
    #expect(problem.message.contains("Unexpected"), "\(problem.message)")
  }

  @Test func aMissingObjectIsAnError() throws {
    let (file, problems) = try check("var Preprocessing = { run: function () {} };")
    #expect(problems.map(\.code) == ["no-preprocessing-object"])
    #expect(problems.first?.severity == .error)
    #expect(problems.first?.message.contains("undefined") == true)
    #expect(problems.first?.location == CaseProblem.Location(file: file))
  }

  @Test func anObjectThatIsNotOneIsAnError() throws {
    let (_, problems) = try check("var ExtensionPreprocessingJS = 42;")
    #expect(problems.map(\.code) == ["no-preprocessing-object"])
    #expect(problems.first?.message.contains("a number") == true)
  }

  @Test func runNotAFunctionIsAnErrorAndAMissingRunIsInformation() throws {
    let (_, notFunction) = try check("var ExtensionPreprocessingJS = { run: 'go' };")
    #expect(notFunction.map(\.code) == ["run-not-function"])
    #expect(notFunction.first?.severity == .error)
    #expect(notFunction.first?.message.contains("a string") == true)
    let (_, missing) = try check("var ExtensionPreprocessingJS = { finalize: function () {} };")
    #expect(missing.map(\.code) == ["run-not-function"])
    #expect(missing.first?.severity == .info)
  }

  @Test func finalizeNotAFunctionIsAnError() throws {
    let (_, problems) = try check(
      "var ExtensionPreprocessingJS = { run: function () {}, finalize: {} };")
    #expect(problems.map(\.code) == ["finalize-not-function"])
    #expect(problems.first?.severity == .error)
    #expect(problems.first?.message.contains("an object") == true)
  }

  @Test func aTopLevelThrowIsLocated() throws {
    let (file, problems) = try check(
      "var x = 1;\n\nnotDefinedAnywhere.go();\nvar ExtensionPreprocessingJS = {};")
    let threw = try #require(problems.first)
    #expect(threw.code == "top-level-threw")
    #expect(threw.severity == .error)
    #expect(threw.message.contains("ReferenceError"))
    #expect(threw.message.contains("notDefinedAnywhere"))
    #expect(threw.location?.file == file)
    #expect(threw.location?.line == 3)
    #expect(threw.location?.column != nil)
    // As in the runner, the object checks still run: the throw left no object.
    #expect(problems.map(\.code) == ["top-level-threw", "no-preprocessing-object"])
  }

  @Test func aSafariOnlyGlobalIsAWarningNotAnError() throws {
    let (_, problems) = try check(
      "var observer = new IntersectionObserver(function () {});\n" + Self.valid)
    #expect(problems.map(\.code) == ["top-level-api-missing"])
    #expect(problems.first?.severity == .warning)
    #expect(problems.first?.message.contains("IntersectionObserver") == true)
    #expect(problems.first?.location?.line == 1)
  }

  @Test func aTypeErrorAboutASafariOnlyGlobalIsAWarning() throws {
    let (_, problems) = try check("window.indexedDB.open('notes');\n" + Self.valid)
    #expect(problems.map(\.code) == ["top-level-api-missing"], "\(problems)")
    #expect(problems.first?.message.contains("indexedDB") == true)
  }

  @Test func aScriptsOwnErrorNamingAGlobalIsStillAnError() throws {
    let (_, problems) = try check("throw new TypeError('Worker is busy');\n" + Self.valid)
    #expect(problems.map(\.code) == ["top-level-threw", "no-preprocessing-object"], "\(problems)")
  }

  /// Every entry of the list is really missing here (else it would be a plain error): an
  /// entry the runtime gains must leave the list.
  @Test(arguments: SafariOnlyGlobals.names.keys.sorted())
  func everySafariOnlyGlobalIsMissingHere(name: String) throws {
    let (_, problems) = try check("\(name).toString();\n" + Self.valid)
    #expect(problems.map(\.code) == ["top-level-api-missing"], "\(name): \(problems)")
  }

  @Test func anEndlessTopLevelLoopEndsAsATimeLimit() throws {
    let started = Date()
    let (file, problems) = try check("while (true) {}\n" + Self.valid, timeLimit: 0.2)
    #expect(problems.map(\.code) == ["time-limit"])
    #expect(problems.first?.severity == .error)
    #expect(problems.first?.location?.file == file)
    #expect(Date().timeIntervalSince(started) < 10)
  }

  @Test func aMissingScriptIsAnError() throws {
    let folder = try TemporaryFolder()
    let result = StaticChecker().check(scriptPath: folder.path + "/nothing.js")
    #expect(result.problems.map(\.code) == ["script-unreadable"])
    #expect(result.failed(strict: false))
  }

  @Test func theNoteTakerExampleIsClean() throws {
    let path = RepositoryPaths.root.path + "/Examples/NoteTaker/NoteTaker.appex"
    let result = StaticChecker().check(scriptPath: path)
    #expect(result.problems.isEmpty, "\(result.problems)")
  }

  static func infoPlist(file: String, rule: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0"><dict>
      <key>CFBundleIdentifier</key><string>com.example.bad</string>
      <key>NSExtension</key><dict>
        <key>NSExtensionAttributes</key><dict>
          <key>NSExtensionActivationRule</key>\(rule)
          <key>NSExtensionJavaScriptPreprocessingFile</key><string>\(file)</string>
        </dict>
        <key>NSExtensionPointIdentifier</key><string>com.apple.ui-services</string>
        <key>NSExtensionPrincipalClass</key><string>ActionHandler</string>
      </dict>
    </dict></plist>
    """
  }

  @Test func bundleProblemsAreLocatedAtTheInfoPlist() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "Bad.appex/Info.plist",
      Self.infoPlist(file: "Action.js", rule: "<string>TRUEPREDICATE</string>"))
    try folder.write("Bad.appex/Action.js", Self.valid)
    let extensionPath = folder.path + "/Bad.appex"
    let result = StaticChecker().check(scriptPath: extensionPath)
    let codes = result.problems.map(\.code)
    #expect(codes.contains("preprocessing-file-name-has-extension"), "\(codes)")
    #expect(codes.contains("activation-rule-truepredicate"), "\(codes)")
    for problem in result.problems {
      #expect(problem.location?.file == extensionPath + "/Info.plist", "\(problem)")
      #expect(problem.origin == .staticCheck)
    }
  }

  @Test func aMissingPreprocessingFileAndNoWebPageRuleAreReported() throws {
    let folder = try TemporaryFolder()
    let rule = """
      <dict><key>NSExtensionActivationSupportsText</key><true/></dict>
      """
    try folder.write("Bad.appex/Info.plist", Self.infoPlist(file: "Missing", rule: rule))
    let extensionPath = folder.path + "/Bad.appex"
    let result = StaticChecker().check(scriptPath: extensionPath)
    let codes = result.problems.map(\.code)
    #expect(codes.contains("preprocessing-file-missing"), "\(codes)")
    #expect(codes.contains("webpage-activation-missing"), "\(codes)")
    #expect(result.failed(strict: false))
    #expect(
      result.problems.filter { $0.location?.file == extensionPath + "/Info.plist" }.count >= 2)
  }

  @Test func scriptProblemsInAFolderPointAtTheFileInside() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "Ext.appex/Info.plist",
      Self.infoPlist(
        file: "Action",
        rule: """
          <dict><key>NSExtensionActivationSupportsWebPageWithMaxCount</key><integer>1</integer></dict>
          """))
    try folder.write("Ext.appex/Action.js", "\n\nthrow new TypeError('nope');")
    let extensionPath = folder.path + "/Ext.appex"
    let result = StaticChecker().check(scriptPath: extensionPath)
    let threw = try #require(result.problems.first { $0.code == "top-level-threw" })
    #expect(threw.location?.file == extensionPath + "/Action.js")
    #expect(threw.location?.line == 3)
    #expect(threw.message.contains("TypeError: nope"))
  }
}
