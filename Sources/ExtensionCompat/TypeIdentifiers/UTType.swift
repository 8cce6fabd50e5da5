import ActionExtension

/// A uniform type, as far as an Action extension's request handler uses one: the
/// `UniformTypeIdentifiers` framework does not exist on Linux, so this stands in for its
/// `UTType` under the same name (`UTType.propertyList.identifier` compiles unchanged).
///
/// https://developer.apple.com/documentation/uniformtypeidentifiers/uttype-swift.struct
public struct UTType: Hashable, Sendable, CustomStringConvertible {
  /// The type's identifier (`com.apple.property-list`).
  public let identifier: String

  /// The type with `identifier`; nil for an empty one (Apple's initializer is failable too).
  public init?(_ identifier: String) {
    guard !identifier.isEmpty else { return nil }
    self.identifier = identifier
  }

  private init(known identifier: String) {
    self.identifier = identifier
  }

  /// Whether the type is `type` or conforms to it, in the table the bridge knows
  /// (property list → data → item; plain text → text → item).
  public func conforms(to type: UTType) -> Bool {
    TypeIdentifiers.conforms(identifier, to: type.identifier)
  }

  public var description: String { identifier }

  /// `com.apple.property-list`.
  public static let propertyList = UTType(known: TypeIdentifiers.propertyList)
  /// `public.url`.
  public static let url = UTType(known: TypeIdentifiers.url)
  /// `public.plain-text`.
  public static let plainText = UTType(known: TypeIdentifiers.plainText)
  /// `public.text`.
  public static let text = UTType(known: kUTTypeText)
  /// `public.data`.
  public static let data = UTType(known: TypeIdentifiers.data)
  /// `public.item`.
  public static let item = UTType(known: TypeIdentifiers.item)
}
