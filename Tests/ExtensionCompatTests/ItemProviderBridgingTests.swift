import ActionExtension
import ExtensionCompat
import Foundation
import JSCore
import SavedPages
import Testing

/// `NSItemProvider` over `ItemProvider`: Foundation objects in, property lists to the run, and
/// Foundation objects back out, as on Apple's platforms.
@Suite struct ItemProviderBridgingTests {
  /// A handler that records what it loads, then answers with what `answer` gives.
  final class RecordingHandler: NSObject, NSExtensionRequestHandling {
    var loaded: NSSecureCoding?
    var loadError: (any Error)?
    var types: [String] = []
    var conformance: [String: Bool] = [:]
    let answer: (NSExtensionContext) -> Void

    init(answer: @escaping (NSExtensionContext) -> Void) {
      self.answer = answer
    }

    func beginRequest(with context: NSExtensionContext) {
      let item = context.inputItems.first as? NSExtensionItem
      guard let provider = item?.attachments?.first else { return }
      types = provider.registeredTypeIdentifiers
      for type in ["public.data", "public.item", UTType.propertyList.identifier, kUTTypeURL] {
        conformance[type] = provider.hasItemConformingToTypeIdentifier(type)
      }
      provider.loadItem(forTypeIdentifier: kUTTypeData, options: nil) { item, error in
        self.loaded = item
        self.loadError = error
        self.answer(context)
      }
    }
  }

  static let script = """
    var ExtensionPreprocessingJS = { run: function (a) {
      a.completionFunction({ title: document.title, count: 3, ratio: 0.5, flag: true,
        list: ["a", 1], nested: { deep: "yes" } });
    }, finalize: function (a) { document.title = JSON.stringify(a); } };
    """

  static let page = SavedPageLoader.load(
    text: "<!DOCTYPE html><title>Bridge</title><p>x</p>", url: "https://example.com/")

  func run(_ handler: RecordingHandler) -> RunReport {
    var options = RunOptions()
    options.includeFinalHTML = true
    return PreprocessingRunner(options: options).run(
      page: Self.page, script: Self.script, handler: handler)
  }

  @Test func thePropertyListItemConformsToPublicDataAndLoadsAsAnNSDictionary() throws {
    let handler = RecordingHandler { $0.completeRequest(returningItems: nil) }
    _ = run(handler)
    #expect(handler.types == ["com.apple.property-list"])
    #expect(
      handler.conformance == [
        "public.data": true, "public.item": true, "com.apple.property-list": true,
        "public.url": false,
      ])
    #expect(handler.loadError == nil)
    let loaded = try #require(handler.loaded)
    #expect(loaded is NSDictionary)
    let dictionary = try #require(loaded as? [String: Any])
    let results = try #require(
      dictionary[NSExtensionJavaScriptPreprocessingResultsKey] as? [String: Any])
    #expect(results["title"] as? String == "Bridge")
    #expect(results["count"] as? Int == 3)
    #expect(results["ratio"] as? Double == 0.5)
    #expect(results["flag"] as? Bool == true)
    #expect((results["list"] as? [Any])?.count == 2)
    #expect((results["nested"] as? [String: Any])?["deep"] as? String == "yes")
  }

  @Test func aSwiftDictionaryItemReachesFinalizeWithItsTypes() {
    let handler = RecordingHandler { context in
      let argument: [String: Any] = [
        "text": "hi", "number": 42, "real": 1.5, "yes": true, "array": [1, "two"],
        "date": Date(timeIntervalSinceReferenceDate: 0), "bytes": Data([1, 2]),
      ]
      let item = NSExtensionItem()
      item.attachments = [
        NSItemProvider(
          item: [NSExtensionJavaScriptFinalizeArgumentKey: argument],
          typeIdentifier: kUTTypePropertyList)
      ]
      context.completeRequest(returningItems: [item])
    }
    let report = run(handler)
    let argument = report.finalizeArgument
    #expect(argument?["text"] == .string("hi"))
    #expect(argument?["number"] == .integer(42))
    #expect(argument?["real"] == .real(1.5))
    #expect(argument?["yes"] == .boolean(true))
    #expect(argument?["array"] == .array([.integer(1), .string("two")]))
    #expect(argument?["date"]?.dateValue == Date(timeIntervalSinceReferenceDate: 0))
    #expect(argument?["bytes"] == .data([1, 2]))
    #expect(report.finalizeCalled)
    #expect(report.finalHTML?.contains(#""text":"hi""#) == true)
  }

  @Test func aProviderGivesBackTheItemItWasMadeWith() throws {
    let dictionary = NSMutableDictionary()
    dictionary.setObject(NSNumber(value: 7), forKey: NSString(string: "seven"))
    var loaded: NSSecureCoding?
    let handler = RecordingHandler { context in
      let provider = NSItemProvider(item: dictionary, typeIdentifier: kUTTypePropertyList)
      #expect(provider.hasItemConformingToTypeIdentifier("public.data"))
      #expect(!provider.hasItemConformingToTypeIdentifier(kUTTypePlainText))
      provider.loadItem(forTypeIdentifier: UTType.propertyList.identifier, options: nil) {
        item, _ in
        loaded = item
        context.completeRequest(returningItems: [])
      }
    }
    let report = run(handler)
    #expect(report.requestOutcome == .completed(itemCount: 0))
    #expect((loaded as? NSDictionary) === dictionary)
  }

  @Test func loadingAnUnregisteredTypeFails() {
    var error: (any Error)?
    var item: NSSecureCoding?
    let handler = RecordingHandler { context in
      let provider = NSItemProvider(item: "text" as NSString, typeIdentifier: kUTTypePlainText)
      provider.loadItem(forTypeIdentifier: kUTTypeURL, options: nil) { loaded, failure in
        item = loaded
        error = failure
        context.cancelRequest(withError: failure ?? ItemLoadingError.unavailableType(""))
      }
    }
    let report = run(handler)
    #expect(item == nil)
    #expect(error as? ItemLoadingError == .unavailableType("public.url"))
    #expect(report.requestOutcome == .cancelled("no item of type public.url"))
  }

  @Test func nonPropertyListItemsAreNotedAndDoNotReachFinalize() {
    let handler = RecordingHandler { context in
      let item = NSExtensionItem()
      item.attachments = [
        NSItemProvider(
          item: [NSExtensionJavaScriptFinalizeArgumentKey: ["bad": NSNull()]] as NSDictionary,
          typeIdentifier: kUTTypePropertyList)
      ]
      context.completeRequest(returningItems: [item, "not an item"])
    }
    let adapter = RequestHandlerAdapter(handler)
    let report = PreprocessingRunner().run(
      page: Self.page, script: Self.script, handler: adapter)
    #expect(report.requestOutcome == .completed(itemCount: 1))
    #expect(report.finalizeArgument == nil)
    #expect(!report.finalizeCalled)
    #expect(adapter.conversionIssues.count == 2)
    #expect(adapter.conversionIssues.contains { $0.contains("NSNull") })
  }

  @Test func uniformTypes() {
    #expect(UTType.propertyList.identifier == "com.apple.property-list")
    #expect(UTType.url.identifier == "public.url")
    #expect(UTType.plainText.identifier == kUTTypePlainText)
    #expect(UTType.text.identifier == kUTTypeText)
    #expect(UTType.propertyList.conforms(to: .data))
    #expect(UTType.plainText.conforms(to: .text))
    #expect(!UTType.url.conforms(to: .text))
    #expect(UTType("") == nil)
    #expect(UTType("com.apple.property-list") == .propertyList)
    #expect(String(kUTTypePropertyList) == UTType.propertyList.identifier)
  }
}
