import ExtensionBundles
import JSCore
import Testing

/// The dictionary form against multi-attachment offers: version 1 (every kind) against
/// version 2 (at least one kind), per-kind counts and attachment totals (docs/safari-behavior.md §5.1).
struct ActivationDictionaryVerdictTests {
  private typealias Key = ActivationDictionary.Key

  private static func offer(_ attachments: [String]...) -> HostOffer {
    HostOffer(extensionItems: [
      .init(attachments: attachments.map { .init(registeredTypeIdentifiers: $0) })
    ])
  }

  private static let pageAndText = offer(["public.url"], ["public.plain-text"])

  private func verdict(
    _ entries: KeyValuePairs<String, PropertyList>, offer: HostOffer, declaresFile: Bool = true
  ) -> ActivationVerdict {
    ActivationDictionary.read(PropertyListDictionary(entries.map { ($0.key, $0.value) })).rule
      .verdict(offer: offer, declaresPreprocessingFile: declaresFile)
  }

  @Test(
    "attachment kinds follow the §5.1 mapping",
    arguments: [
      (["public.url"], ActivationDictionary.AttachmentKind.webPage),
      (["public.url", "com.apple.property-list"], .webPage),
      (["public.file-url"], .file),
      (["com.apple.property-list"], .file),
      (["com.adobe.pdf"], .file),
      (["public.jpeg"], .image),
      (["com.apple.quicktime-movie"], .movie),
      (["public.utf8-plain-text"], .text),
      (["public.folder"], .other),
      ([], .other),
    ])
  func kinds(types: [String], kind: ActivationDictionary.AttachmentKind) {
    #expect(ActivationDictionary.AttachmentKind(.init(registeredTypeIdentifiers: types)) == kind)
  }

  @Test("version 1 needs every offered kind; version 2 at least one")
  func versionOneAgainstTwo() {
    let v1 = verdict([Key.webPageMaxCount: 1], offer: Self.pageAndText)
    #expect(v1.delivery == .notOffered)
    #expect(v1.reasons.last?.contains("unsupported: text") == true)
    let v2 = verdict([Key.webPageMaxCount: 1, Key.version: 2], offer: Self.pageAndText)
    #expect(v2.delivery == .webPage)
    #expect(v2.runsPreprocessingFile)
    #expect(v2.reasons.contains { $0.contains("although text") })
    let v1WithText = verdict(
      [Key.webPageMaxCount: 1, Key.supportsText: true], offer: Self.pageAndText)
    #expect(v1WithText.delivery == .webPage)
  }

  @Test("version 2 with text only: offered for the text, the file does not run")
  func textOnly() {
    let result = verdict([Key.supportsText: true, Key.version: 2], offer: Self.pageAndText)
    #expect(result.delivery == .otherAttachments)
    #expect(result.isOffered)
    #expect(result.runsPreprocessingFile == false)
    #expect(result.diagnostics.codes == [.webPageActivationMissing])
  }

  @Test("per-kind maximum counts")
  func perKindCounts() {
    let twoImages = Self.offer(["public.png"], ["public.jpeg"])
    #expect(verdict([Key.imageMaxCount: 1], offer: twoImages).delivery == .notOffered)
    #expect(verdict([Key.imageMaxCount: 2], offer: twoImages).delivery == .otherAttachments)
  }

  @Test("attachment totals: minimum and maximum")
  func totals() {
    let rule: KeyValuePairs<String, PropertyList> = [
      Key.webPageMaxCount: 1, Key.supportsText: true, Key.attachmentsMaxCount: 1,
    ]
    #expect(verdict(rule, offer: Self.pageAndText).delivery == .notOffered)
    #expect(verdict(rule, offer: .safariWebPage).delivery == .webPage)
    #expect(
      verdict([Key.webPageMaxCount: 1, Key.attachmentsMinCount: 2], offer: Self.pageAndText)
        .delivery == .notOffered)
    #expect(
      verdict(
        [Key.webPageMaxCount: 1, Key.attachmentsMinCount: 2, Key.supportsText: true],
        offer: Self.pageAndText
      ).delivery == .webPage)
  }

  @Test("an empty offer is never served")
  func emptyOffer() {
    let result = verdict([Key.webPageMaxCount: 1], offer: HostOffer(extensionItems: []))
    #expect(result.delivery == .notOffered)
  }
}
