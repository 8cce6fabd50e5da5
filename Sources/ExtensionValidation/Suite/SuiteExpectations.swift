/// Reads a suite object's `expect`: what a case's run must show (``Expectation``).
///
/// | key | type | expectation |
/// |---|---|---|
/// | `results` | object or any JSON value | ``Expectation/resultsEqual(json:)`` |
/// | `resultsContain` | object | ``Expectation/resultsContain(json:)`` |
/// | `finalizeCalled` | Boolean | ``Expectation/finalizeCalled(_:)`` |
/// | `alert` | string | ``Expectation/alert(_:)`` |
/// | `selector` | string | ``Expectation/selectorMatches(_:)`` |
/// | `noDiagnostics` | string or list of strings | ``Expectation/noDiagnostics(_:)`` |
enum SuiteExpectations {
  /// The keys of `expect`.
  static let keys = [
    "results", "resultsContain", "finalizeCalled", "alert", "selector", "noDiagnostics",
  ]

  /// The expectations `expect` lists, in the order of ``keys``.
  static func read(_ expect: SuiteObject) throws(SuiteFileError) -> [Expectation] {
    try expect.requireKnownKeys(keys)
    var expectations: [Expectation] = []
    if let results = expect.value("results") {
      expectations.append(.resultsEqual(json: results.jsonString()))
    }
    if let contained = expect.value("resultsContain") {
      guard contained.dictionaryValue != nil else {
        throw expect.error(
          "resultsContain", "must be an object, not \(SuiteObject.describe(contained))")
      }
      expectations.append(.resultsContain(json: contained.jsonString()))
    }
    if let called = try expect.bool("finalizeCalled") {
      expectations.append(.finalizeCalled(called))
    }
    if let alert = try expect.string("alert") { expectations.append(.alert(alert)) }
    if let selector = try expect.string("selector") {
      guard !selector.isEmpty else { throw expect.error("selector", "must not be empty") }
      expectations.append(.selectorMatches(selector))
    }
    if let codes = try expect.strings("noDiagnostics") {
      expectations.append(.noDiagnostics(codes))
    }
    return expectations
  }
}
