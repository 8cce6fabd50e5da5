import ExtensionBundles
import Testing

/// Evaluation of predicates over host offers and plain values (docs/safari-behavior.md §5.2, §5.3).
struct PredicateEvaluatorTests {
  private let evaluator = PredicateEvaluator()

  private func evaluate(_ source: String, on object: PredicateValue) throws
    -> PredicateEvaluation
  {
    evaluator.evaluate(try PredicateParser.parse(source), on: object)
  }

  private func holds(_ source: String, on object: PredicateValue) throws -> Bool {
    let evaluation = try evaluate(source, on: object)
    #expect(evaluation.diagnostics.isEmpty, "\(evaluation.diagnostics)")
    return evaluation.result
  }

  private func holds(_ source: String, offer: HostOffer) throws -> Bool {
    try holds(source, on: offer.predicateValue)
  }

  private static func offer(_ attachments: [[String]], items: Int = 1) -> HostOffer {
    let item = HostOffer.Item(
      attachments: attachments.map { HostOffer.Attachment(registeredTypeIdentifiers: $0) })
    return HostOffer(extensionItems: Array(repeating: item, count: items))
  }

  private let sample: PredicateValue = .dictionary([
    "name": .string("Café Noir"),
    "count": .number(3),
    "flag": .boolean(true),
    "types": .array([.string("public.jpeg"), .string("public.png")]),
    "numbers": .array([.number(1), .number(2), .number(3)]),
    "empty": .array([]),
  ])

  @Test("Apple's one-PDF example: false for a web page, true for one PDF")
  func applePDFExample() throws {
    #expect(try holds(AppleExamples.onePDF, offer: .safariWebPage) == false)
    #expect(try holds(AppleExamples.onePDF, offer: Self.offer([["com.adobe.pdf"]])))
    #expect(
      try holds(AppleExamples.onePDF, offer: Self.offer([["com.adobe.pdf"]], items: 2)) == false)
    #expect(
      try holds(AppleExamples.onePDF, offer: Self.offer([["com.adobe.pdf"], ["public.png"]]))
        == false)
    #expect(
      try holds(
        AppleExamples.onePDFOrImage, offer: Self.offer([["com.adobe.pdf"], ["public.png"]])))
    #expect(try holds(AppleExamples.onePDFOrImage, offer: .safariWebPage) == false)
  }

  @Test("TRUEPREDICATE and FALSEPREDICATE")
  func constantsPredicates() throws {
    #expect(try holds("TRUEPREDICATE", offer: .safariWebPage))
    #expect(try holds("FALSEPREDICATE", offer: .safariWebPage) == false)
    #expect(try holds("NOT FALSEPREDICATE AND TRUEPREDICATE", offer: .safariWebPage))
  }

  @Test("a URL rule matches the web-page share; the offered types are configurable")
  func webPageShare() throws {
    #expect(try holds(AppleExamples.someURL, offer: .safariWebPage))
    let plistOnly = HostOffer.safariWebPage(offering: ["com.apple.property-list"])
    #expect(try holds(AppleExamples.someURL, offer: plistOnly) == false)
    let dataRule = AppleExamples.someURL.replacingOccurrences(of: "public.url", with: "public.data")
    #expect(try holds(dataRule, offer: plistOnly))
    let textRule = AppleExamples.someURL.replacingOccurrences(
      of: "public.url", with: "public.text")
    #expect(
      try holds(textRule, offer: .safariWebPage(offering: ["public.url", "public.plain-text"])))
    #expect(try holds(textRule, offer: .safariWebPage) == false)
  }

  @Test("SUBQUERY with @count over nested collections")
  func subqueryCount() throws {
    let offer = Self.offer([["public.url"], ["public.jpeg"], ["public.folder"]])
    let rule = """
      SUBQUERY(extensionItems, $item, SUBQUERY($item.attachments, $a,
        ANY $a.registeredTypeIdentifiers UTI-CONFORMS-TO "public.data").@count == 2).@count == 1
      """
    #expect(try holds(rule, offer: offer))
    #expect(try holds("extensionItems.@count == 1", offer: offer))
    #expect(try holds("SUBQUERY(numbers, $n, $n > 1).@count == 2", on: sample))
    #expect(try holds("SUBQUERY(numbers, $n, $n > 5).@count == 0", on: sample))
    #expect(try holds("empty.@count == 0", on: sample))
  }

  @Test("ANY, SOME, ALL and NONE")
  func quantifiers() throws {
    #expect(try holds("ANY types UTI-CONFORMS-TO 'public.png'", on: sample))
    #expect(try holds("SOME types == 'public.jpeg'", on: sample))
    #expect(try holds("ALL types UTI-CONFORMS-TO 'public.image'", on: sample))
    #expect(try holds("ALL types UTI-CONFORMS-TO 'public.png'", on: sample) == false)
    #expect(try holds("NONE types UTI-CONFORMS-TO 'public.movie'", on: sample))
    #expect(try holds("NONE types UTI-CONFORMS-TO 'public.png'", on: sample) == false)
    #expect(try holds("ALL empty == 1", on: sample))
    #expect(try holds("ANY empty == 1", on: sample) == false)
    #expect(try holds("NONE empty == 1", on: sample))
  }

  @Test("UTI conformance is transitive; UTI-EQUALS is case-insensitive equality")
  func utiOperators() throws {
    let value: PredicateValue = .dictionary(["t": .string("public.jpeg")])
    #expect(try holds("t UTI-CONFORMS-TO 'public.image'", on: value))
    #expect(try holds("t UTI-CONFORMS-TO 'public.data'", on: value))
    #expect(try holds("t UTI-CONFORMS-TO 'public.item'", on: value))
    #expect(try holds("t UTI-CONFORMS-TO 'public.content'", on: value))
    #expect(try holds("t UTI-CONFORMS-TO 'public.text'", on: value) == false)
    #expect(try holds("t UTI-EQUALS 'PUBLIC.JPEG'", on: value))
    #expect(try holds("t UTI-EQUALS 'public.image'", on: value) == false)
  }

  @Test("string operators with [c], [d] and [cd]")
  func stringOperators() throws {
    #expect(try holds("name BEGINSWITH 'Café'", on: sample))
    #expect(try holds("name BEGINSWITH 'cafe'", on: sample) == false)
    #expect(try holds("name BEGINSWITH[c] 'cafe'", on: sample) == false)
    #expect(try holds("name BEGINSWITH[d] 'Cafe'", on: sample))
    #expect(try holds("name BEGINSWITH[cd] 'CAFE'", on: sample))
    #expect(try holds("name ENDSWITH 'Noir'", on: sample))
    #expect(try holds("name ENDSWITH[c] 'NOIR'", on: sample))
    #expect(try holds("name CONTAINS 'é N'", on: sample))
    #expect(try holds("name CONTAINS 'e N'", on: sample) == false)
    #expect(try holds("name CONTAINS[cd] 'E n'", on: sample))
    #expect(try holds("name CONTAINS ''", on: sample) == false)
    // A decomposed é in the literal equals the precomposed é of the value.
    #expect(try holds("name BEGINSWITH 'Cafe\u{301}'", on: sample))
    #expect(try holds("name == 'Café Noir'", on: sample))
    #expect(try holds("name != 'Cafe Noir'", on: sample))
  }

  @Test("LIKE with * and ?")
  func like() throws {
    #expect(try holds("name LIKE 'Caf? *'", on: sample))
    #expect(try holds("name LIKE '*Noir'", on: sample))
    #expect(try holds("name LIKE '*noir'", on: sample) == false)
    #expect(try holds("name LIKE[c] '*noir'", on: sample))
    #expect(try holds("name LIKE[cd] 'cafe*'", on: sample))
    #expect(try holds("name LIKE 'Caf'", on: sample) == false)
    #expect(try holds("name LIKE '*'", on: sample))
    #expect(try holds("name LIKE '?????????'", on: sample))
    #expect(try holds("name LIKE '??????????'", on: sample) == false)
    #expect(try holds(#"name LIKE 'Caf\\*'"#, on: sample) == false)
    let star: PredicateValue = .dictionary(["s": .string("a*b")])
    #expect(try holds(#"s LIKE 'a\\*b'"#, on: star))
    #expect(try holds(#"s LIKE 'a\\*'"#, on: star) == false)
  }

  @Test("MATCHES is a full-string regular expression; an invalid pattern is false")
  func matches() throws {
    #expect(try holds("name MATCHES 'Caf. [A-Z][a-z]+'", on: sample))
    #expect(try holds("name MATCHES 'Caf'", on: sample) == false)
    #expect(try holds("name MATCHES 'Noir'", on: sample) == false)
    #expect(try holds("name MATCHES '.*Noir'", on: sample))
    #expect(try holds("name MATCHES 'caf. noir'", on: sample) == false)
    #expect(try holds("name MATCHES[c] 'caf. noir'", on: sample))
    #expect(try holds("name MATCHES[cd] 'cafe noir'", on: sample))
    #expect(try holds("name MATCHES 'a|Café Noir'", on: sample))
    let invalid = try evaluate("name MATCHES 'Caf('", on: sample)
    #expect(invalid.result == false)
    #expect(invalid.diagnostics.codes == [.activationRuleRegexInvalid])
    let unbalanced = try evaluate("name MATCHES 'x)|(.*'", on: sample)
    #expect(unbalanced.result == false)
    #expect(unbalanced.diagnostics.codes == [.activationRuleRegexInvalid])
  }

  @Test("BETWEEN and IN")
  func betweenAndIn() throws {
    #expect(try holds("count BETWEEN {1, 5}", on: sample))
    #expect(try holds("count BETWEEN {3, 3}", on: sample))
    #expect(try holds("count BETWEEN {4, 5}", on: sample) == false)
    #expect(try holds("name BETWEEN {'A', 'D'}", on: sample))
    #expect(try holds("count IN {1, 2, 3}", on: sample))
    #expect(try holds("count IN {4, 5}", on: sample) == false)
    #expect(try holds("'public.png' IN types", on: sample))
    #expect(try holds("'Noir' IN name", on: sample))
    #expect(try holds("'noir' IN name", on: sample) == false)
    #expect(try holds("types CONTAINS 'public.png'", on: sample))
    #expect(try holds("ANY numbers BETWEEN {3, 9}", on: sample))
  }

  @Test("comparisons of numbers, Booleans, strings and nil")
  func basicComparisons() throws {
    #expect(try holds("count == 3 AND count != 4 AND count < 4 AND count <= 3", on: sample))
    #expect(try holds("count > 2 AND count >= 3 AND count =< 3 AND count => 3", on: sample))
    #expect(try holds("flag == 1 AND flag == TRUE AND flag == YES", on: sample))
    #expect(try holds("flag == NO", on: sample) == false)
    #expect(try holds("name > 'Ca' AND name < 'Cb'", on: sample))
    #expect(try holds("count == '3'", on: sample) == false)
    #expect(try holds("count < 'x'", on: sample) == false)
    #expect(try holds("SELF.count == 0x3", on: sample))
  }

  @Test("misuse is false with a diagnostic, never a crash")
  func misuse() throws {
    let unbound = try evaluate("$nobody == 1", on: sample)
    #expect(unbound.result == false)
    #expect(unbound.diagnostics.codes == [.activationRuleInvalid])

    let notACollection = try evaluate("ANY name == 'x'", on: sample)
    #expect(notACollection.result == false)
    #expect(notACollection.diagnostics.codes == [.activationRuleInvalid])

    let missingAny = try evaluate("types UTI-CONFORMS-TO 'public.image'", on: sample)
    #expect(missingAny.result == false)
    #expect(missingAny.diagnostics.codes == [.activationRuleInvalid])

    let typo = try evaluate("extensionItem.@count == 1", on: HostOffer.safariWebPage.predicateValue)
    #expect(typo.result == false)
    #expect(typo.diagnostics.codes == [.activationRuleKeyPathUnknown, .activationRuleInvalid])

    let countOfString = try evaluate("name.@count == 1", on: sample)
    #expect(countOfString.result == false)
    #expect(countOfString.diagnostics.codes == [.activationRuleInvalid])

    let subqueryOverString = try evaluate(
      "SUBQUERY(name, $c, TRUEPREDICATE).@count == 0", on: sample)
    #expect(subqueryOverString.result)
    #expect(subqueryOverString.diagnostics.codes == [.activationRuleInvalid])
  }
}
