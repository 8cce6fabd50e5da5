import Foundation
import JSCore
import SavedPages
import TestSupport
import Testing

@testable import ActionExtension

/// A script reaches nothing outside the page: no files (even beside a `file:` page), no
/// network, no process or environment; navigations are recorded, not performed.
@Suite struct ContainmentTests {
  static let secret = "TOP-SECRET-\(UUID().uuidString)"

  @Test func aScriptCannotReadFilesOrReachTheNetwork() async throws {
    let scratch = try TemporaryFolder(prefix: "containment")
    let folder = scratch.url
    try Data(Self.secret.utf8).write(to: folder.appendingPathComponent("secret.txt"))
    let pagePath = folder.appendingPathComponent("page.html").path
    try Data(
      "<title>t</title><iframe src=\"secret.txt\"></iframe><iframe src=\"file:///etc/passwd\"></iframe>"
        .utf8
    ).write(to: URL(fileURLWithPath: pagePath))
    let script = """
      var ExtensionPreprocessingJS = { run: function (args) {
        var out = {};
        function note(k, v) { out[k] = String(v).slice(0, 200); }
        note("require", typeof require); note("process", typeof process);
        note("Deno", typeof Deno); note("Bun", typeof Bun);
        note("WebSocket", typeof WebSocket); note("Worker", typeof Worker);
        note("frames", Array.prototype.map.call(document.querySelectorAll("iframe"), function (f) {
          try { return f.contentDocument ? f.contentDocument.documentElement.textContent : "none"; }
          catch (e) { return "threw " + e.name; }
        }).join("|"));
        var xhr = new XMLHttpRequest();
        try { xhr.open("GET", "secret.txt", false); xhr.send(); note("xhrRelative", xhr.status + ":" + xhr.responseText); }
        catch (e) { note("xhrRelative", "threw " + e.name); }
        var xhr2 = new XMLHttpRequest();
        try { xhr2.open("GET", "file:///etc/passwd", false); xhr2.send(); note("xhrPasswd", xhr2.status + ":" + xhr2.responseText); }
        catch (e) { note("xhrPasswd", "threw " + e.name); }
        location.href = "file:///etc/passwd";
        note("afterNavigation", document.title);
        Promise.all([
          fetch("secret.txt").then(function (r) { return r.text(); }, function (e) { return "rejected " + e.message; }),
          fetch("file:///etc/passwd").then(function (r) { return r.text(); }, function (e) { return "rejected " + e.message; }),
          fetch("https://example.com/").then(function (r) { return r.status; }, function (e) { return "rejected " + e.message; }),
          import("file:///etc/passwd").then(function () { return "imported"; }, function (e) { return "rejected " + e.name; })
        ]).then(function (all) {
          note("fetchRelative", all[0]); note("fetchPasswd", all[1]);
          note("fetchNetwork", all[2]); note("import", all[3]);
          args.completionFunction(out);
        });
      } };
      """
    let report = PreprocessingRunner().run(
      pagePath: pagePath, scriptPath: try writeScript(script, in: folder), handler: EchoHandler())
    let results = try #require(report.results?.dictionaryValue)
    let text = report.results?.jsonString() ?? ""
    #expect(!text.contains(Self.secret), "\(text)")
    #expect(!text.contains("root:"), "\(text)")
    for name in ["require", "process", "Deno", "Bun", "WebSocket", "Worker"] {
      #expect(results[name] == .string("undefined"), "\(name)")
    }
    #expect(results["fetchRelative"]?.stringValue?.hasPrefix("rejected") == true)
    #expect(results["fetchPasswd"]?.stringValue?.hasPrefix("rejected") == true)
    #expect(results["fetchNetwork"]?.stringValue?.hasPrefix("rejected") == true)
    #expect(results["import"]?.stringValue?.hasPrefix("rejected") == true)
    // A synchronous request that meets a network error throws a "NetworkError" DOMException
    // (https://xhr.spec.whatwg.org/#request-error-steps).
    #expect(results["xhrRelative"] == .string("threw NetworkError"))
    #expect(results["xhrPasswd"] == .string("threw NetworkError"))
    #expect(results["afterNavigation"] == .string("t"))
    #expect(report.navigations.contains { $0.url == "file:///etc/passwd" })
    #expect(
      report.requests.allSatisfy {
        if case .served = $0.outcome { return false }
        return true
      })
  }

  private func writeScript(_ text: String, in folder: URL) throws -> String {
    let path = folder.appendingPathComponent("Action.js").path
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }
}
