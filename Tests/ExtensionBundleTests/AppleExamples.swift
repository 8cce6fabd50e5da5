/// Apple's canonical activation-rule predicates (docs/safari-behavior.md §5.2, [DOC] A1, A8),
/// written out for the tests.
enum AppleExamples {
  /// Exactly one PDF.
  static let onePDF = """
    SUBQUERY (
        extensionItems,
        $extensionItem,
        SUBQUERY (
            $extensionItem.attachments,
            $attachment,
            ANY $attachment.registeredTypeIdentifiers UTI-CONFORMS-TO "com.adobe.pdf"
        ).@count == $extensionItem.attachments.@count
    ).@count == 1
    """

  /// Exactly one item whose attachments are all PDFs or images.
  static let onePDFOrImage = """
    SUBQUERY (
        extensionItems,
        $extensionItem,
        SUBQUERY (
            $extensionItem.attachments,
            $attachment,
            (
                   ANY $attachment.registeredTypeIdentifiers UTI-CONFORMS-TO "com.adobe.pdf"
                || ANY $attachment.registeredTypeIdentifiers UTI-CONFORMS-TO "public.image"
            )
        ).@count == $extensionItem.attachments.@count
    ).@count == 1
    """

  /// A typical web-page rule: at least one attachment conforming to `public.url`.
  static let someURL = """
    SUBQUERY(extensionItems, $item, SUBQUERY($item.attachments, $attachment,
      ANY $attachment.registeredTypeIdentifiers UTI-CONFORMS-TO "public.url").@count >= 1
    ).@count >= 1
    """
}
