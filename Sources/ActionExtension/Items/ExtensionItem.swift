import JSCore

/// An item a host gives an extension, or an extension returns (`NSExtensionItem`).
///
/// https://developer.apple.com/documentation/foundation/nsextensionitem
public final class ExtensionItem {
  /// The item's attachments.
  public var attachments: [ItemProvider]?
  /// The item's title (Safari's is unknown: nil by default, docs/safari-behavior.md §2.3).
  public var attributedTitle: String?
  /// The item's text.
  public var attributedContentText: String?
  /// Extra information.
  public var userInfo: [String: PropertyList]?

  /// An empty item.
  public init() {}

  /// An item with `attachments`.
  public init(attachments: [ItemProvider]) {
    self.attachments = attachments
  }
}
