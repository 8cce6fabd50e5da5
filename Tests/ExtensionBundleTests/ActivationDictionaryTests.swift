import ExtensionBundles
import JSCore
import Testing

/// The dictionary form of `NSExtensionActivationRule` and its verdict against a Safari web-page
/// share (docs/safari-behavior.md §5.1, §5.3).
struct ActivationDictionaryTests {
  private typealias Key = ActivationDictionary.Key

  private func read(_ entries: KeyValuePairs<String, PropertyList>) -> (
    ActivationDictionary, [BundleDiagnostic]
  ) {
    let (rule, diagnostics) = ActivationDictionary.read(
      PropertyListDictionary(entries.map { ($0.key, $0.value) }))
    return (rule, diagnostics)
  }

  private func verdict(
    _ entries: KeyValuePairs<String, PropertyList>, declaresFile: Bool = true
  ) -> ActivationVerdict {
    let (rule, _) = read(entries)
    return ActivationRule.dictionary(rule).verdict(declaresPreprocessingFile: declaresFile)
  }

  @Test("every key of Apple's table is read")
  func allKeys() {
    let (rule, diagnostics) = read([
      Key.attachmentsMaxCount: 5, Key.attachmentsMinCount: 1, Key.fileMaxCount: 2,
      Key.imageMaxCount: 3, Key.movieMaxCount: 4, Key.supportsText: true,
      Key.webURLMaxCount: 1, Key.webPageMaxCount: 1, Key.version: 2,
      Key.usesStrictMatching: true,
    ])
    #expect(diagnostics.isEmpty)
    #expect(
      rule
        == ActivationDictionary(
          attachmentsMaxCount: 5, attachmentsMinCount: 1, fileMaxCount: 2, imageMaxCount: 3,
          movieMaxCount: 4, supportsText: true, webURLMaxCount: 1, webPageMaxCount: 1,
          declaredVersion: 2, usesStrictMatching: true))
    #expect(rule.version == 2)
  }

  @Test("version defaults to 1; 1 and 2 are recorded; anything else is invalid")
  func versions() {
    #expect(read([:]).0.version == 1)
    #expect(read([:]).0.declaredVersion == nil)
    #expect(read([Key.version: 1]).0.declaredVersion == 1)
    #expect(read([Key.version: .real(2)]).0.declaredVersion == 2)
    let (three, diagnostics) = read([Key.version: 3])
    #expect(three.version == 1)
    #expect(diagnostics.codes == [.activationRuleInvalid])
    #expect(read([Key.version: "2"]).1.codes == [.activationRuleInvalid])
  }

  @Test("true where an Integer is expected reads as 1, with a warning")
  func booleanAsInteger() {
    let (rule, diagnostics) = read([Key.webPageMaxCount: true, Key.webURLMaxCount: false])
    #expect(rule.webPageMaxCount == 1)
    #expect(rule.webURLMaxCount == 0)
    #expect(
      diagnostics.codes == [.activationRuleBooleanAsInteger, .activationRuleBooleanAsInteger])
    #expect(diagnostics.allSatisfy { $0.severity == .warning })
    #expect(verdict([Key.webPageMaxCount: true]).delivery == .webPage)
  }

  @Test("an Integer 0/1 where a Boolean is expected reads as NO/YES, with a warning")
  func integerAsBoolean() {
    let (rule, diagnostics) = read([Key.supportsText: 1, Key.usesStrictMatching: 0])
    #expect(rule.supportsText == true)
    #expect(rule.usesStrictMatching == false)
    #expect(
      diagnostics.codes == [.activationRuleBooleanAsInteger, .activationRuleBooleanAsInteger])
  }

  @Test("wrong types are invalid and the key is left absent")
  func wrongTypes() {
    let (rule, diagnostics) = read([
      Key.webPageMaxCount: "1", Key.webURLMaxCount: -1, Key.imageMaxCount: [1],
      Key.supportsText: "YES", Key.fileMaxCount: .real(1.5),
    ])
    #expect(rule == ActivationDictionary())
    #expect(diagnostics.codes == Array(repeating: .activationRuleInvalid, count: 5))
    #expect(diagnostics.allSatisfy { $0.severity == .error })
  }

  @Test("unknown keys give a warning and are recorded")
  func unknownKeys() {
    let (rule, diagnostics) = read([
      "NSExtensionActivationSupportsWebPageWithMaxCounts": 1, Key.webURLMaxCount: 1,
    ])
    #expect(rule.unknownKeys == ["NSExtensionActivationSupportsWebPageWithMaxCounts"])
    #expect(diagnostics.codes == [.activationRuleKeyUnknown])
    #expect(diagnostics.first?.severity == .warning)
  }

  @Test("WebPage ≥ 1: offered as a web page and the JavaScript file runs")
  func webPage() {
    let result = verdict([Key.webPageMaxCount: 1, Key.webURLMaxCount: 1])
    #expect(result.delivery == .webPage)
    #expect(result.isOffered)
    #expect(result.runsPreprocessingFile)
    #expect(result.diagnostics.isEmpty)
    let withoutFile = verdict([Key.webPageMaxCount: 1], declaresFile: false)
    #expect(withoutFile.delivery == .webPage)
    #expect(withoutFile.runsPreprocessingFile == false)
  }

  @Test("WebURL only: URL-only delivery, no JavaScript, webpage-activation-missing")
  func webURLOnly() {
    let result = verdict([Key.webURLMaxCount: 1, Key.webPageMaxCount: 0])
    #expect(result.delivery == .webURLOnly)
    #expect(result.isOffered)
    #expect(result.runsPreprocessingFile == false)
    #expect(result.diagnostics.codes == [.webPageActivationMissing])
    #expect(verdict([Key.webURLMaxCount: 1], declaresFile: false).diagnostics.isEmpty)
  }

  @Test("neither key: not offered")
  func notOffered() {
    let result = verdict([Key.imageMaxCount: 1, Key.supportsText: true])
    #expect(result.delivery == .notOffered)
    #expect(result.isOffered == false)
    #expect(result.runsPreprocessingFile == false)
    #expect(result.diagnostics.codes == [.webPageActivationMissing])
  }

  @Test("v1 and v2, strict or not, give the same verdict for the single web-page share")
  func versionsDoNotChangeSinglePageVerdict() {
    for version: PropertyList in [1, 2] {
      for strict: PropertyList in [true, false] {
        let result = verdict([
          Key.version: version, Key.usesStrictMatching: strict, Key.webPageMaxCount: 1,
        ])
        #expect(result.delivery == .webPage)
        #expect(result.reasons.first?.hasPrefix("dictionary version") == true)
      }
    }
    #expect(
      verdict([Key.version: 2, Key.usesStrictMatching: true, Key.webURLMaxCount: 1])
        .reasons.first == "dictionary version 2, strict matching")
  }

  @Test("a minimum of two attachments excludes the single-attachment share")
  func minimumCount() {
    #expect(verdict([Key.attachmentsMinCount: 2, Key.webPageMaxCount: 1]).delivery == .notOffered)
    #expect(verdict([Key.attachmentsMinCount: 1, Key.webPageMaxCount: 1]).delivery == .webPage)
  }
}
