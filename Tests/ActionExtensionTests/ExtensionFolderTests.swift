import ActionExtension
import Foundation
import JSCore
import TestSupport
import Testing

/// `run(pagePath:scriptPath:)`: an extension folder's `Info.plist` names the script; pages load
/// from files; unreadable inputs give diagnostics, not crashes.
@Suite struct ExtensionFolderTests {
  static func infoPlist(file: String, webPage: Bool) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0"><dict>
      <key>CFBundleIdentifier</key><string>com.example.notes.action</string>
      <key>NSExtension</key><dict>
        <key>NSExtensionAttributes</key><dict>
          <key>NSExtensionActivationRule</key><dict>
            <key>\(webPage ? "NSExtensionActivationSupportsWebPageWithMaxCount" : "NSExtensionActivationSupportsWebURLWithMaxCount")</key><integer>1</integer>
          </dict>
          <key>NSExtensionJavaScriptPreprocessingFile</key><string>\(file)</string>
        </dict>
        <key>NSExtensionPointIdentifier</key><string>com.apple.ui-services</string>
        <key>NSExtensionPrincipalClass</key><string>ActionRequestHandler</string>
      </dict>
    </dict></plist>
    """
  }

  @Test func anExtensionFolderRunsItsDeclaredScript() throws {
    let scratch = try TemporaryFolder(prefix: "ActionExtensionTests")
    _ = try scratch.write("Notes.appex/Info.plist", Self.infoPlist(file: "Action", webPage: true))
    _ = try scratch.write(
      "Notes.appex/Action.js",
      """
      var ExtensionPreprocessingJS = { run: function (a) {
        a.completionFunction({ title: document.title, name: a.extensionName });
      } };
      """)
    let page = try scratch.write(
      "page.html", "<!-- saved from url=(0025)https://example.org/notes -->\n<title>Notes</title>")
    let report = PreprocessingRunner().run(
      pagePath: page, scriptPath: scratch.path + "/Notes.appex", handler: EchoHandler())
    #expect(report.results?["title"]?.stringValue == "Notes")
    #expect(report.results?["name"]?.stringValue == "com.example.notes.action")
    #expect(report.pageURL == "https://example.org/notes")
    #expect(report.scriptURL == "Action.js")
    #expect(!report.hasErrors, "\(report.diagnostics)")
  }

  @Test func aMissingWebPageKeyIsReported() throws {
    let scratch = try TemporaryFolder(prefix: "ActionExtensionTests")
    _ = try scratch.write("X.appex/Info.plist", Self.infoPlist(file: "Action", webPage: false))
    _ = try scratch.write(
      "X.appex/Action.js",
      "var ExtensionPreprocessingJS = { run: function (a) { a.completionFunction({}); } };")
    let page = try scratch.write("page.html", "<title>x</title>")
    let report = PreprocessingRunner().run(
      pagePath: page, scriptPath: scratch.path + "/X.appex", handler: EchoHandler())
    #expect(report.diagnostics.contains { $0.code == "webpage-activation-missing" })
    #expect(report.completionCalled, "the declared file still runs (docs/safari-behavior.md §1.1)")
  }

  @Test func unreadableInputsGiveDiagnostics() throws {
    let scratch = try TemporaryFolder(prefix: "ActionExtensionTests")
    let script = try scratch.write(
      "Action.js",
      "var ExtensionPreprocessingJS = { run: function (a) { a.completionFunction({}); } };")
    let missingPage = PreprocessingRunner().run(
      pagePath: scratch.path + "/nope.html", scriptPath: script, handler: EchoHandler())
    #expect(missingPage.diagnostics.first?.code == "page-unreadable")
    #expect(missingPage.hasErrors)
    let garbage = try scratch.write("broken.webarchive", "bplist00 this is not an archive")
    let badArchive = PreprocessingRunner().run(
      pagePath: garbage, scriptPath: script, handler: EchoHandler())
    #expect(badArchive.diagnostics.first?.code == "plist-invalid")
    let page = try scratch.write("page.html", "<title>x</title>")
    let missingScript = PreprocessingRunner().run(
      pagePath: page, scriptPath: scratch.path + "/none.js", handler: EchoHandler())
    #expect(missingScript.diagnostics.first?.code == "script-unreadable")
  }
}
