import ActionExtension
import ExtensionCompat
import Foundation
import JSCore
import SavedPages
import Testing

/// `NSItemProvider` in `--plist jsc` mode: the results are JavaScriptCore's raw result as
/// Foundation objects, `NSNull` and cycles included.
@Suite struct PropertyListModeTests {
  final class Handler: NSObject, NSExtensionRequestHandling {
    var loaded: NSSecureCoding?
    var error: (any Error)?

    func beginRequest(with context: NSExtensionContext) {
      let item = context.inputItems.first as? NSExtensionItem
      guard let provider = item?.attachments?.first else { return }
      provider.loadItem(forTypeIdentifier: kUTTypePropertyList, options: nil) { item, error in
        self.loaded = item
        self.error = error
        context.completeRequest(returningItems: nil)
      }
    }
  }

  static let script = """
    var ExtensionPreprocessingJS = { run: function (a) {
      var r = { a: null, b: [1, null], c: 1, when: new Date(0) };
      r.self = r;
      a.completionFunction(r);
    } };
    """

  static let page = SavedPageLoader.load(
    text: "<!DOCTYPE html><title>Modes</title><p>x</p>", url: "https://example.com/")

  func run(_ mode: PropertyListConversionMode) -> (Handler, RunReport) {
    let handler = Handler()
    var options = RunOptions()
    options.propertyListMode = mode
    let report = PreprocessingRunner(options: options).run(
      page: Self.page, script: Self.script, handler: handler)
    return (handler, report)
  }

  @Test func jscModeGivesNSNullAndARealReferenceToTheCyclicDictionary() throws {
    let (handler, report) = run(.jsc)
    #expect(handler.error == nil)
    #expect(report.requestOutcome == .completed(itemCount: nil))
    let loaded = try #require(handler.loaded)
    let item = try #require(loaded as? [String: Any])
    let results = try #require(item[NSExtensionJavaScriptPreprocessingResultsKey] as? [String: Any])
    #expect(results["a"] is NSNull)
    #expect(results["a"] as? String == nil)
    let list = try #require(results["b"] as? [Any])
    #expect(list.count == 2)
    #expect(list[0] as? Double == 1)
    #expect(list[1] is NSNull)
    #expect(results["c"] as? Double == 1)
    #expect((results["when"] as? Date)?.timeIntervalSince1970 == 0)
    // The back-edge holds the very dictionary the item holds (identity, not a copy).
    let cycle = try #require(results["self"] as? CycleReference)
    #expect(cycle.path == "results")
    let itemDictionary = try #require(loaded as? NSDictionary)
    let resultsObject = try #require(itemDictionary.allValues.first as AnyObject?)
    #expect(cycle.target === resultsObject)
    let target = try #require(cycle.target as? NSDictionary)
    #expect(target.allValues.contains { ($0 as AnyObject) === cycle })
  }

  @Test func strictModeGivesThePropertyList() throws {
    let (handler, _) = run(.strict)
    let item = try #require(handler.loaded as? [String: Any])
    let results = try #require(item[NSExtensionJavaScriptPreprocessingResultsKey] as? [String: Any])
    #expect(results["a"] == nil)
    #expect(results["self"] == nil)
    #expect((results["b"] as? [Any])?.count == 1)
  }
}
