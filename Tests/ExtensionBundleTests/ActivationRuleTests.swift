import ExtensionBundles
import JSCore
import Testing

/// Reading `NSExtensionActivationRule` values of either form and deciding the verdict
/// (docs/safari-behavior.md §5).
struct ActivationRuleTests {
  @Test(
    "a predicate string that matches a URL is offered; the file is assumed to run, with a warning")
  func predicateMatches() {
    let (rule, diagnostics) = ActivationRule.read(.string(AppleExamples.someURL))
    #expect(diagnostics.isEmpty)
    let verdict = rule?.verdict(declaresPreprocessingFile: true)
    #expect(verdict?.delivery == .predicateMatched)
    #expect(verdict?.runsPreprocessingFile == true)
    #expect(verdict?.diagnostics.codes == [.webPageActivationMissing])
    let noFile = rule?.verdict(declaresPreprocessingFile: false)
    #expect(noFile?.runsPreprocessingFile == false)
    #expect(noFile?.diagnostics.isEmpty == true)
  }

  @Test("Apple's one-PDF rule is not offered for a web page")
  func pdfRuleNotOffered() {
    let (rule, diagnostics) = ActivationRule.read(.string(AppleExamples.onePDF))
    #expect(diagnostics.isEmpty)
    let verdict = rule?.verdict(declaresPreprocessingFile: true)
    #expect(verdict?.delivery == .notOffered)
    #expect(verdict?.runsPreprocessingFile == false)
    let pdf = HostOffer(extensionItems: [
      .init(attachments: [.init(registeredTypeIdentifiers: ["com.adobe.pdf"])])
    ])
    #expect(rule?.verdict(offer: pdf, declaresPreprocessingFile: false).isOffered == true)
  }

  @Test("TRUEPREDICATE is offered and warned about (App Review)")
  func truePredicate() {
    let (rule, diagnostics) = ActivationRule.read("TRUEPREDICATE")
    #expect(diagnostics.codes == [.activationRuleTruePredicate])
    #expect(diagnostics.first?.severity == .warning)
    #expect(rule?.verdict(declaresPreprocessingFile: false).delivery == .predicateMatched)
    #expect(
      ActivationRule.read("a == 1 OR truepredicate").diagnostics.codes.contains(
        .activationRuleTruePredicate))
  }

  @Test("a syntax error is activation-rule-invalid with the offset, and never offered")
  func syntaxError() {
    let (rule, diagnostics) = ActivationRule.read("SUBQUERY(extensionItems, , TRUEPREDICATE)")
    #expect(diagnostics.codes == [.activationRuleInvalid, .activationRuleTruePredicate])
    #expect(diagnostics.first?.message.contains("offset 25") == true)
    #expect(rule == .predicate(source: "SUBQUERY(extensionItems, , TRUEPREDICATE)", parsed: nil))
    #expect(rule?.verdict(declaresPreprocessingFile: true).delivery == .notOffered)
  }

  @Test(
    "a rule of the wrong type is invalid",
    arguments: [PropertyList.integer(1), .boolean(true), .array(["TRUEPREDICATE"]), .data([1])])
  func wrongType(value: PropertyList) {
    let (rule, diagnostics) = ActivationRule.read(value)
    #expect(rule == nil)
    #expect(diagnostics.codes == [.activationRuleInvalid])
  }

  @Test("the offered types are configurable (property list, plain text)")
  func configurableOffer() {
    let rule = ActivationRule.read(
      """
      SUBQUERY(extensionItems, $e, SUBQUERY($e.attachments, $a,
        ANY $a.registeredTypeIdentifiers UTI-CONFORMS-TO "com.apple.property-list").@count == 1
      ).@count == 1
      """
    ).rule
    #expect(rule?.verdict(declaresPreprocessingFile: false).isOffered == false)
    let plist = HostOffer.safariWebPage(offering: ["public.url", "com.apple.property-list"])
    #expect(rule?.verdict(offer: plist, declaresPreprocessingFile: false).isOffered == true)
  }
}
