import ActionJSCLI
import Foundation
import TestSupport
import Testing

@Suite("actionjs inspect")
struct InspectCommandTests {
  @Test("an Action extension offered for web pages: facts, verdict, exit 0")
  func offered() throws {
    let folder = try Fixtures.folder()
    let result = actionjs(["inspect", folder.path("Test.appex")])
    #expect(result.status == 0)
    #expect(result.stdout.contains("Identifier: com.example.tests.action"))
    #expect(result.stdout.contains("Name: Test Action"))
    #expect(result.stdout.contains("Extension point: com.apple.ui-services"))
    #expect(result.stdout.contains("Principal class: ActionRequestHandler"))
    #expect(result.stdout.contains("Preprocessing file: Action"))
    #expect(
      result.stdout.contains(
        "Activation rule: NSExtensionActivationSupportsWebPageWithMaxCount = 1"))
    #expect(result.stdout.contains("Safari web-page share: offered (web-page)"))
    #expect(result.stdout.contains("Runs the preprocessing file: yes"))
  }

  @Test("--json gives the same facts")
  func json() throws {
    let folder = try Fixtures.folder()
    let result = actionjs(["inspect", folder.path("Test.appex"), "--format", "json"])
    #expect(result.status == 0)
    #expect(!result.stdout.contains(folder.url.path))
    let json = try result.json()
    let bundle = try #require(json["bundle"] as? [String: Any])
    #expect(bundle["identifier"] as? String == "com.example.tests.action")
    #expect(bundle["preprocessingFileFound"] as? Bool == true)
    let rule = try #require(bundle["activationRule"] as? [String: Any])
    #expect(rule["form"] as? String == "dictionary")
    let verdict = try #require(json["verdict"] as? [String: Any])
    #expect(verdict["offered"] as? Bool == true)
    #expect(verdict["delivery"] as? String == "web-page")
    #expect((verdict["reasons"] as? [String])?.isEmpty == false)
  }

  @Test("an extension only for images is not offered: exit 1 with reasons")
  func notOffered() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "Images.appex/Info.plist",
      Fixtures.infoPlist(
        rule:
          "<dict><key>NSExtensionActivationSupportsImageWithMaxCount</key><integer>1</integer></dict>"
      ))
    try folder.write("Images.appex/Action.js", Fixtures.actionScript)
    let result = actionjs(["inspect", folder.path("Images.appex")])
    #expect(result.status == 1)
    #expect(result.stdout.contains("not offered"))
    #expect(result.stdout.contains("Reasons:"))
  }

  @Test("a folder without Info.plist is an error diagnostic; a missing folder exits 2")
  func unreadable() throws {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(
      atPath: folder.path("Empty.appex"), withIntermediateDirectories: true)
    let empty = actionjs(["inspect", folder.path("Empty.appex")])
    #expect(empty.status == 1)
    #expect(empty.stdout.contains("info-plist-missing"))
    let missing = actionjs(["inspect", folder.path("Nope.appex")])
    #expect(missing.status == 2)
    #expect(missing.stderr.contains("no such folder"))
    #expect(actionjs(["inspect"]).status == 2)
    #expect(actionjs(["inspect", folder.path("Empty.appex"), "--all"]).stderr.contains("'--all'"))
  }
}
