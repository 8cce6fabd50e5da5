/// What a host app offers to extensions, in the shape an activation-rule predicate is
/// evaluated against: `{ extensionItems: [ { attachments: [ { registeredTypeIdentifiers:
/// [String] } ] } ] }` (docs/safari-behavior.md §5.2, [DOC] A1, A3).
///
/// ``safariWebPage`` is actionjs's model of Safari sharing a web page (§5.3): one item with one
/// attachment registering `public.url` [INF]. Whether Safari also offers a property-list type
/// is [UNK], so the types are configurable (``safariWebPage(offering:)``).
public struct HostOffer: Hashable, Sendable {
  /// One `NSItemProvider`, as its dictionary representation.
  public struct Attachment: Hashable, Sendable {
    /// The provider's `registeredTypeIdentifiers`.
    public var registeredTypeIdentifiers: [String]

    /// Creates an attachment registering `registeredTypeIdentifiers`.
    public init(registeredTypeIdentifiers: [String]) {
      self.registeredTypeIdentifiers = registeredTypeIdentifiers
    }
  }

  /// One `NSExtensionItem`: its attachments.
  public struct Item: Hashable, Sendable {
    /// The item's attachments.
    public var attachments: [Attachment]

    /// Creates an item with `attachments`.
    public init(attachments: [Attachment]) {
      self.attachments = attachments
    }
  }

  /// The offered items.
  public var extensionItems: [Item]

  /// Creates an offer of `extensionItems`.
  public init(extensionItems: [Item]) {
    self.extensionItems = extensionItems
  }

  /// A Safari web-page share: one item, one attachment registering `types` (default
  /// `["public.url"]`; add `com.apple.property-list` or `public.plain-text` to model other
  /// hosts or a text selection).
  public static func safariWebPage(offering types: [String] = ["public.url"]) -> HostOffer {
    HostOffer(extensionItems: [Item(attachments: [Attachment(registeredTypeIdentifiers: types)])])
  }

  /// The default Safari web-page share (`["public.url"]`, §5.3).
  public static let safariWebPage = safariWebPage()

  /// The dictionary representation that `SELF` denotes in a predicate.
  public var predicateValue: PredicateValue {
    .dictionary([
      "extensionItems": .array(
        extensionItems.map { item in
          .dictionary([
            "attachments": .array(
              item.attachments.map { attachment in
                .dictionary([
                  "registeredTypeIdentifiers": .array(
                    attachment.registeredTypeIdentifiers.map { .string($0) })
                ])
              })
          ])
        })
    ])
  }
}
