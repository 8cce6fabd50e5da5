import ExtensionBundles

/// The logic of the `FuzzPredicate` fuzz target (docs/fuzzing.md).
///
/// The bytes (UTF-8, invalid sequences replaced) are an `NSExtensionActivationRule` predicate
/// string. Asserted: nothing crashes — neither the parser nor the evaluator against Safari's
/// web-page share and a share that also offers a property list and text.
///
/// https://developer.apple.com/documentation/foundation/nspredicate
package enum PredicateFuzzing {
  /// The shares every parsed predicate is evaluated against.
  static let offers: [HostOffer] = [
    .safariWebPage,
    .safariWebPage(offering: ["public.url", "com.apple.property-list", "public.plain-text"]),
    HostOffer(extensionItems: []),
  ]

  /// Runs one input; returns what went wrong, or `nil`.
  package static func check(_ bytes: [UInt8]) -> String? {
    let source = String(decoding: bytes, as: UTF8.self)
    guard let predicate = try? PredicateParser.parse(source) else { return nil }
    let evaluator = PredicateEvaluator()
    for offer in offers {
      _ = evaluator.evaluate(predicate, on: offer)
    }
    _ = predicate.description
    return nil
  }
}
