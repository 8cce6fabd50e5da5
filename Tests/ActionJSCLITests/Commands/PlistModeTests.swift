import ActionJSCLI
import Foundation
import Testing

@Suite("actionjs run --plist")
struct PlistModeTests {
  static let script = """
    var ExtensionPreprocessingJS = { run: function (a) {
      var r = { a: null, b: [1, null], c: 1 };
      r.self = r;
      a.completionFunction(r);
    } };
    """

  func run(_ extra: [String]) throws -> Invocation {
    let folder = try Fixtures.folder()
    let script = try folder.write("Cyclic.js", Self.script)
    return actionjs(
      ["run", script, folder.path("page.html"), "--format", "json", "--no-reply"] + extra)
  }

  @Test("--plist jsc --json prints null and {\"$cycle\": …} in the results")
  func jsc() throws {
    let result = try run(["--plist", "jsc"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains(#""$cycle": "results""#), "\(result.stdout)")
    let json = try result.json()
    #expect(json["propertyListMode"] as? String == "jsc")
    let results = try #require(json["results"] as? [String: Any])
    #expect(results["a"] is NSNull)
    let list = try #require(results["b"] as? [Any])
    #expect(list.count == 2 && list[1] is NSNull)
    #expect((results["self"] as? [String: Any])?["$cycle"] as? String == "results")
    let diagnostics = try #require(json["diagnostics"] as? [[String: Any]])
    let kept = diagnostics.filter { ($0["message"] as? String)?.contains("kept") == true }
    #expect(kept.count == 3)
  }

  @Test("the default, --plist strict, removes them")
  func strict() throws {
    let result = try run([])
    #expect(result.status == 0, "\(result.stderr)")
    let json = try result.json()
    #expect(json["propertyListMode"] as? String == "strict")
    let results = try #require(json["results"] as? [String: Any])
    #expect(results["a"] == nil)
    #expect(results["self"] == nil)
    #expect((results["b"] as? [Any])?.count == 1)
    #expect(!result.stdout.contains("$cycle"))
  }
}
