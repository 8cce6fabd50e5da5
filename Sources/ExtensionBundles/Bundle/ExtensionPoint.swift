/// The `NSExtensionPointIdentifier` of an extension (docs/safari-behavior.md §6, [DOC] A3).
public enum ExtensionPoint: Hashable, Sendable, CustomStringConvertible {
  /// `com.apple.ui-services`: an Action extension with a user interface (iOS, macOS).
  case actionWithUserInterface
  /// `com.apple.services`: an Action extension without a user interface (iOS).
  case actionWithoutUserInterface
  /// `com.apple.share-services`: a Share extension.
  case share
  /// Any other identifier.
  case other(String)

  /// Classifies an identifier.
  public init(identifier: String) {
    switch identifier {
    case "com.apple.ui-services": self = .actionWithUserInterface
    case "com.apple.services": self = .actionWithoutUserInterface
    case "com.apple.share-services": self = .share
    default: self = .other(identifier)
    }
  }

  /// The identifier as written in `Info.plist`.
  public var identifier: String {
    switch self {
    case .actionWithUserInterface: return "com.apple.ui-services"
    case .actionWithoutUserInterface: return "com.apple.services"
    case .share: return "com.apple.share-services"
    case .other(let identifier): return identifier
    }
  }

  /// Whether Safari can run a JavaScript preprocessing file for this kind of extension.
  public var isKnown: Bool {
    if case .other = self { return false }
    return true
  }

  /// The identifier.
  public var description: String { identifier }
}
