import JSCore

extension RunReport {
  /// One item the host offered the request handler (`ExtensionContext.inputItems`), as the
  /// handler could see it.
  public struct InputItem: Sendable, Equatable {
    /// One attachment (an item provider).
    public struct Attachment: Sendable, Equatable {
      /// The types it has items for.
      public var typeIdentifiers: [String]
      /// What loading it gave: for the property-list attachment the dictionary holding the
      /// results under `NSExtensionJavaScriptPreprocessingResultsKey` (nil when the handler
      /// did not load it or preprocessing failed); for another attachment its item.
      public var item: PropertyList?
      /// Whether the handler asked for it (`loadItem`).
      public var loaded: Bool

      /// A record.
      public init(typeIdentifiers: [String], item: PropertyList?, loaded: Bool) {
        self.typeIdentifiers = typeIdentifiers
        self.item = item
        self.loaded = loaded
      }
    }

    /// The attachments, in order.
    public var attachments: [Attachment]

    /// A record.
    public init(attachments: [Attachment]) {
      self.attachments = attachments
    }
  }
}
