import Foundation
import SavedPages
import TestSupport
import Testing

/// ``SavedResources``: the URL map and fixture folders.
@Suite struct SavedResourcesTests {
  @Test func mapIgnoresFragmentsAndKeepsOrder() {
    var resources = SavedResources()
    resources.add(SavedResource(url: "https://a.example/b", bytes: [1], mimeType: "x/y"))
    resources.add(SavedResource(url: "https://a.example/a#frag", bytes: [2], mimeType: "x/y"))
    resources.add(SavedResource(url: "https://a.example/b", bytes: [3], mimeType: "x/z"))
    #expect(resources.urls == ["https://a.example/b", "https://a.example/a"])
    #expect(resources.resource(for: "https://a.example/b#x")?.bytes == [3])
    #expect(resources.resource(for: "https://a.example/a")?.bytes == [2])
    #expect(resources.resource(for: "https://a.example/A") == nil)
  }

  @Test func fixtureFolderAnswersHTTPAndHTTPS() throws {
    let scratch = try TemporaryFolder(prefix: "SavedPagesTests")
    defer { scratch.remove() }
    try scratch.write("cdn.example.com/lib/app.js", "run()")
    try scratch.write("cdn.example.com/index.html", "<p>home")
    try scratch.write("cdn.example.com/docs/index.html", "<p>docs")
    try scratch.write("cdn.example.com/a b.json", "{}")
    try scratch.write("secret.txt", "no")
    var resources = SavedResources()
    resources.add(
      SavedResource(url: "https://cdn.example.com/lib/app.js", bytes: [0], mimeType: "a/b"))
    resources.addFixtureDirectory(scratch.path)

    // The map wins over the folder.
    #expect(resources.resource(for: "https://cdn.example.com/lib/app.js")?.bytes == [0])
    let script = try #require(resources.resource(for: "http://CDN.example.com/lib/app.js?v=2"))
    #expect(script.text == "run()")
    #expect(script.mimeType == "text/javascript")
    #expect(script.url == "http://CDN.example.com/lib/app.js?v=2")
    #expect(resources.resource(for: "https://cdn.example.com")?.text == "<p>home")
    #expect(resources.resource(for: "https://cdn.example.com/docs/")?.mimeType == "text/html")
    #expect(resources.resource(for: "https://cdn.example.com/a%20b.json")?.text == "{}")
    #expect(resources.resource(for: "https://cdn.example.com/docs") == nil)  // a folder
    #expect(resources.resource(for: "https://cdn.example.com/../secret.txt") == nil)
    #expect(resources.resource(for: "ftp://cdn.example.com/lib/app.js") == nil)
    #expect(resources.resource(for: "https://other.example/lib/app.js") == nil)
  }

  @Test func fixtureFoldersNeverAnswerWithAFileOutsideThem() throws {
    let scratch = try TemporaryFolder(prefix: "SavedPagesTests")
    defer { scratch.remove() }
    try scratch.write("fixtures/cdn.example.com/ok.txt", "ok")
    try scratch.write("secret.txt", "secret")
    try scratch.write("fixtures/secret.txt", "secret")
    var resources = SavedResources()
    resources.addFixtureDirectory(scratch.path + "/fixtures")
    #expect(resources.resource(for: "https://cdn.example.com/ok.txt")?.text == "ok")
    for url in [
      "https://cdn.example.com/../secret.txt", "https://cdn.example.com/%2e%2e/secret.txt",
      "https://cdn.example.com/%2E%2E/%2e%2e/secret.txt",
      "https://cdn.example.com/x%2f..%2f..%2fsecret.txt", "https://../secret.txt",
      "https://./secret.txt", "https://%2e%2e/secret.txt", "https://cdn.example.com/./ok.txt",
      "file:///etc/passwd", "https://cdn.example.com/ok.txt%00.html",
    ] {
      #expect(resources.resource(for: url) == nil, "\(url)")
    }
  }

  @Test func mergeKeepsExistingEntries() {
    var first = SavedResources([SavedResource(url: "u:1", bytes: [1], mimeType: "a/b")])
    let second = SavedResources([
      SavedResource(url: "u:1", bytes: [9], mimeType: "a/b"),
      SavedResource(url: "u:2", bytes: [2], mimeType: "a/b"),
    ])
    first.merge(second)
    #expect(first.count == 2)
    #expect(first.resource(for: "u:1")?.bytes == [1])
  }
}
