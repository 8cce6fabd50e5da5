import PropertyList

/// An `NSExtensionActivationRule`: the dictionary form (§5.1) or a predicate format string
/// (§5.2) of docs/safari-behavior.md, read from `NSExtensionAttributes`.
public enum ActivationRule: Hashable, Sendable {
  /// The dictionary form.
  case dictionary(ActivationDictionary)
  /// A predicate string: the source, and its tree when it parsed (`nil` after a syntax error,
  /// reported as `activation-rule-invalid`).
  case predicate(source: String, parsed: Predicate?)

  /// Reads a rule from its plist value: a dictionary or a string. Any other type is
  /// `activation-rule-invalid` and gives `nil`.
  public static func read(_ value: PropertyList) -> (
    rule: ActivationRule?, diagnostics: [BundleDiagnostic]
  ) {
    switch value {
    case .dictionary(let dictionary):
      let (rule, diagnostics) = ActivationDictionary.read(dictionary)
      return (.dictionary(rule), diagnostics)
    case .string(let source):
      return readPredicate(source)
    default:
      return (
        nil,
        [
          BundleDiagnostic(
            .activationRuleInvalid,
            "NSExtensionActivationRule must be a dictionary or a predicate string, found "
              + "\(value.typeName); the extension is never offered")
        ]
      )
    }
  }

  /// Parses a predicate-string rule, reporting a syntax error with its offset and
  /// `TRUEPREDICATE` anywhere in the string (App Review rejects it, §5.2 [DOC] A1).
  public static func readPredicate(_ source: String) -> (
    rule: ActivationRule?, diagnostics: [BundleDiagnostic]
  ) {
    var diagnostics: [BundleDiagnostic] = []
    let parsed: Predicate?
    do {
      parsed = try PredicateParser.parse(source)
    } catch {
      parsed = nil
      diagnostics.append(
        BundleDiagnostic(
          .activationRuleInvalid,
          "NSExtensionActivationRule predicate has a syntax error at \(error); "
            + "the extension is never offered"))
    }
    if source.uppercased().contains("TRUEPREDICATE") {
      diagnostics.append(
        BundleDiagnostic(
          .activationRuleTruePredicate,
          "NSExtensionActivationRule contains TRUEPREDICATE, which is for development only: "
            + "App Review rejects an app whose extension contains it (docs/safari-behavior.md §5.2)"
        ))
    }
    return (.predicate(source: source, parsed: parsed), diagnostics)
  }

  /// Decides whether Safari would offer the extension for `offer` and run its JavaScript file
  /// (docs/safari-behavior.md §5.3).
  ///
  /// - Dictionary form: see ``ActivationDictionary/verdict(offer:types:declaresPreprocessingFile:)``:
  ///   for the web-page share, offered as a web page (JavaScript runs) iff
  ///   `WebPageWithMaxCount ≥ 1`; else with the URL only iff `WebURLWithMaxCount ≥ 1`; else not
  ///   offered.
  /// - Predicate form: evaluated over `offer`'s dictionary representation; when it matches and
  ///   a file is declared, actionjs assumes the file runs ([UNK]) and warns.
  ///
  /// - Parameter declaresPreprocessingFile: whether `NSExtensionJavaScriptPreprocessingFile`
  ///   is set; `webpage-activation-missing` is only reported when it is.
  public func verdict(
    offer: HostOffer = .safariWebPage, types: UniformTypeTable = .standard,
    declaresPreprocessingFile: Bool
  ) -> ActivationVerdict {
    switch self {
    case .dictionary(let rule):
      return rule.verdict(
        offer: offer, types: types, declaresPreprocessingFile: declaresPreprocessingFile)
    case .predicate(let source, let parsed):
      guard let parsed else {
        return ActivationVerdict(
          delivery: .notOffered, runsPreprocessingFile: false,
          reasons: ["the predicate \"\(source)\" does not parse, so it matches nothing"],
          diagnostics: [])
      }
      let evaluation = PredicateEvaluator(types: types).evaluate(parsed, on: offer)
      var diagnostics = evaluation.diagnostics
      guard evaluation.result else {
        return ActivationVerdict(
          delivery: .notOffered, runsPreprocessingFile: false,
          reasons: ["the predicate is false for an offer of \(Self.describe(offer))"],
          diagnostics: diagnostics)
      }
      var reasons = ["the predicate is true for an offer of \(Self.describe(offer))"]
      if declaresPreprocessingFile {
        reasons.append(
          "whether Safari runs the JavaScript file for a predicate rule is undocumented; "
            + "actionjs assumes it does")
        diagnostics.append(
          BundleDiagnostic(
            .webPageActivationMissing,
            "a predicate-string rule has no NSExtensionActivationSupportsWebPageWithMaxCount; "
              + "Apple documents that key as required for JavaScript preprocessing "
              + "(docs/safari-behavior.md §1.1, §5.3), so Safari may not run the file"))
      }
      return ActivationVerdict(
        delivery: .predicateMatched, runsPreprocessingFile: declaresPreprocessingFile,
        reasons: reasons, diagnostics: diagnostics)
    }
  }

  static func describe(_ offer: HostOffer) -> String {
    let attachments = offer.extensionItems.map { item in
      "["
        + item.attachments.map { $0.registeredTypeIdentifiers.joined(separator: ", ") }
        .map { "(\($0))" }.joined(separator: " ") + "]"
    }
    return attachments.joined(separator: " ")
  }
}
