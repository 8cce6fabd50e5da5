import ActionExtension
import JSCore
import SavedPages
import Testing

/// `RunOptions.propertyListMode` (docs/safari-behavior.md §4.4): strict removes what is not
/// a property list; jsc hands on JavaScriptCore's raw result with `NSNull`s and cycles kept.
@Suite struct PropertyListModeTests {
  /// A handler that loads the property-list item both ways, then completes.
  final class LoadingHandler: RequestHandler {
    var item: PropertyList?
    var converted: JSConvertedValue?
    var convertedError: (any Error)?
    var convertedBeforeReturn = false

    func beginRequest(with context: ExtensionContext) {
      guard let provider = context.propertyListProvider else { return }
      var returned = false
      provider.loadConvertedItem(forTypeIdentifier: TypeIdentifiers.propertyList) {
        converted, error in
        self.convertedBeforeReturn = !returned
        self.converted = converted
        self.convertedError = error
        provider.loadItem(forTypeIdentifier: TypeIdentifiers.propertyList) { item, _ in
          self.item = item
          context.completeRequest(returningItems: [])
        }
      }
      returned = true
    }
  }

  static let script = """
    var ExtensionPreprocessingJS = { run: function (a) {
      var r = { a: null, b: [1, null], c: 1 };
      r.self = r;
      a.completionFunction(r);
    } };
    """

  static let page = SavedPageLoader.load(
    text: "<!DOCTYPE html><title>Modes</title><p>x</p>", url: "https://example.com/")

  static let raw: JSConvertedValue = .dictionary([
    ("a", .null), ("b", .array([.number(1), .null])), ("c", .number(1)),
    ("self", .cycle(to: "results")),
  ])

  static let strict: PropertyList = .dictionary(
    PropertyListDictionary([("b", .array([.real(1)])), ("c", .real(1))]))

  func run(_ mode: PropertyListConversionMode, handler: LoadingHandler) -> RunReport {
    var options = RunOptions()
    options.propertyListMode = mode
    return PreprocessingRunner(options: options).run(
      page: Self.page, script: Self.script, handler: handler)
  }

  func conversionMessages(_ report: RunReport) -> [String] {
    report.diagnostics(DiagnosticCode.resultsNotPropertyList).map(\.message)
  }

  @Test func strictModeRemovesNullsAndCyclesWithADiagnosticEach() {
    let handler = LoadingHandler()
    let report = run(.strict, handler: handler)
    #expect(report.results == Self.strict)
    #expect(report.rawResults == Self.raw)
    let messages = conversionMessages(report)
    #expect(messages.count == 3, "\(messages)")
    #expect(messages.allSatisfy { $0.hasSuffix("removed.") })
    #expect(
      messages.map { $0.prefix { $0 != ":" } } == ["results.a", "results.b[1]", "results.self"])
    // Both loads give the strict value.
    #expect(handler.item?[ExtensionKeys.preprocessingResults] == Self.strict)
    #expect(
      handler.converted
        == .dictionary([
          (
            ExtensionKeys.preprocessingResults,
            .dictionary([("b", .array([.number(1)])), ("c", .number(1))])
          )
        ]))
  }

  @Test func jscModeKeepsNullsAndCyclesForTheHandler() throws {
    let handler = LoadingHandler()
    let report = run(.jsc, handler: handler)
    #expect(report.rawResults == Self.raw)
    #expect(report.results == Self.strict)
    #expect(!report.hasErrors, "\(report.diagnostics)")
    let messages = conversionMessages(report)
    #expect(messages.count == 3, "\(messages)")
    #expect(messages.allSatisfy { $0.contains("kept") && !$0.contains("removed") })
    #expect(
      messages.map { $0.prefix { $0 != ":" } } == ["results.a", "results.b[1]", "results.self"])
    // loadConvertedItem gives the raw results (and ran preprocessing, lazily); loadItem the
    // strict ones, since a PropertyList cannot hold NSNull.
    #expect(handler.convertedError == nil)
    #expect(!handler.convertedBeforeReturn)
    #expect(handler.converted == .dictionary([(ExtensionKeys.preprocessingResults, Self.raw)]))
    #expect(handler.item?[ExtensionKeys.preprocessingResults] == Self.strict)
    #expect(report.preprocessingRan)
  }

  @Test func convertedLoadsOfAFailedRunFail() {
    let handler = LoadingHandler()
    var options = RunOptions()
    options.propertyListMode = .jsc
    _ = PreprocessingRunner(options: options).run(
      page: Self.page, script: "throw new Error('no');", handler: handler)
    #expect(handler.converted == nil)
    #expect(handler.convertedError as? ItemLoadingError != nil)
  }

  @Test func aHandlersProviderMapsItsPropertyList() {
    let provider = ItemProvider(
      item: ["n": .integer(3), "d": .data([1, 255]), "s": "x"], typeIdentifier: "public.data")
    #expect(provider.propertyListMode == .strict)
    var converted: JSConvertedValue?
    provider.loadConvertedItem(forTypeIdentifier: "public.data") { value, _ in converted = value }
    #expect(
      converted
        == .dictionary([
          ("n", .number(3)), ("d", .array([.number(1), .number(255)])), ("s", .string("x")),
        ]))
  }
}
