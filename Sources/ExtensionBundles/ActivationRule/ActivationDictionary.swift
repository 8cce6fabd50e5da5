import PropertyList

/// The dictionary form of `NSExtensionActivationRule` (docs/safari-behavior.md §5.1, [DOC] A1, A3,
/// A5): maximum counts per kind of attachment, plus the dictionary version and strict matching.
///
/// `nil` means the key is absent, which Apple documents as "not supported", the same as `0`.
public struct ActivationDictionary: Hashable, Sendable {
  /// `NSExtensionActivationSupportsAttachmentsWithMaxCount`.
  public var attachmentsMaxCount: Int?
  /// `NSExtensionActivationSupportsAttachmentsWithMinCount`.
  public var attachmentsMinCount: Int?
  /// `NSExtensionActivationSupportsFileWithMaxCount`.
  public var fileMaxCount: Int?
  /// `NSExtensionActivationSupportsImageWithMaxCount`.
  public var imageMaxCount: Int?
  /// `NSExtensionActivationSupportsMovieWithMaxCount`.
  public var movieMaxCount: Int?
  /// `NSExtensionActivationSupportsText`.
  public var supportsText: Bool?
  /// `NSExtensionActivationSupportsWebURLWithMaxCount`.
  public var webURLMaxCount: Int?
  /// `NSExtensionActivationSupportsWebPageWithMaxCount`: needed for JavaScript preprocessing.
  public var webPageMaxCount: Int?
  /// `NSExtensionActivationDictionaryVersion` (1 or 2), if declared.
  public var declaredVersion: Int?
  /// `NSExtensionActivationUsesStrictMatching`, if declared.
  public var usesStrictMatching: Bool?
  /// Keys that are not in Apple's table, in plist order.
  public var unknownKeys: [String]

  /// Creates a rule; every key absent unless given.
  public init(
    attachmentsMaxCount: Int? = nil, attachmentsMinCount: Int? = nil, fileMaxCount: Int? = nil,
    imageMaxCount: Int? = nil, movieMaxCount: Int? = nil, supportsText: Bool? = nil,
    webURLMaxCount: Int? = nil, webPageMaxCount: Int? = nil, declaredVersion: Int? = nil,
    usesStrictMatching: Bool? = nil, unknownKeys: [String] = []
  ) {
    self.attachmentsMaxCount = attachmentsMaxCount
    self.attachmentsMinCount = attachmentsMinCount
    self.fileMaxCount = fileMaxCount
    self.imageMaxCount = imageMaxCount
    self.movieMaxCount = movieMaxCount
    self.supportsText = supportsText
    self.webURLMaxCount = webURLMaxCount
    self.webPageMaxCount = webPageMaxCount
    self.declaredVersion = declaredVersion
    self.usesStrictMatching = usesStrictMatching
    self.unknownKeys = unknownKeys
  }

  /// The version in effect: the declared one, else 1. Version 1 requires the extension to
  /// handle **all** types the host offers; version 2 **at least one** (§5.1, [DOC] A3).
  public var version: Int { declaredVersion ?? 1 }

  /// Whether Safari would run the JavaScript preprocessing file: `WebPageWithMaxCount ≥ 1`.
  public var supportsWebPage: Bool { (webPageMaxCount ?? 0) >= 1 }

  /// Whether a web URL is accepted: `WebURLWithMaxCount ≥ 1`.
  public var supportsWebURL: Bool { (webURLMaxCount ?? 0) >= 1 }

  /// The keys of Apple's table (§5.1).
  public enum Key {
    /// `NSExtensionActivationSupportsAttachmentsWithMaxCount`.
    public static let attachmentsMaxCount = "NSExtensionActivationSupportsAttachmentsWithMaxCount"
    /// `NSExtensionActivationSupportsAttachmentsWithMinCount`.
    public static let attachmentsMinCount = "NSExtensionActivationSupportsAttachmentsWithMinCount"
    /// `NSExtensionActivationSupportsFileWithMaxCount`.
    public static let fileMaxCount = "NSExtensionActivationSupportsFileWithMaxCount"
    /// `NSExtensionActivationSupportsImageWithMaxCount`.
    public static let imageMaxCount = "NSExtensionActivationSupportsImageWithMaxCount"
    /// `NSExtensionActivationSupportsMovieWithMaxCount`.
    public static let movieMaxCount = "NSExtensionActivationSupportsMovieWithMaxCount"
    /// `NSExtensionActivationSupportsText`.
    public static let supportsText = "NSExtensionActivationSupportsText"
    /// `NSExtensionActivationSupportsWebURLWithMaxCount`.
    public static let webURLMaxCount = "NSExtensionActivationSupportsWebURLWithMaxCount"
    /// `NSExtensionActivationSupportsWebPageWithMaxCount`.
    public static let webPageMaxCount = "NSExtensionActivationSupportsWebPageWithMaxCount"
    /// `NSExtensionActivationDictionaryVersion`.
    public static let version = "NSExtensionActivationDictionaryVersion"
    /// `NSExtensionActivationUsesStrictMatching`.
    public static let usesStrictMatching = "NSExtensionActivationUsesStrictMatching"
  }

  /// Reads the dictionary form from a plist dictionary, with diagnostics for wrong types
  /// (`activation-rule-invalid`), a Boolean where an Integer belongs and the reverse
  /// (`activation-rule-boolean-as-integer`, read as 1/0 [INF]) and unknown keys
  /// (`activation-rule-key-unknown`). Never fails: a key with an unusable value is left absent.
  public static func read(_ dictionary: PropertyListDictionary) -> (
    rule: ActivationDictionary, diagnostics: [BundleDiagnostic]
  ) {
    var rule = ActivationDictionary()
    var diagnostics: [BundleDiagnostic] = []
    for (key, value) in dictionary {
      switch key {
      case Key.attachmentsMaxCount:
        rule.attachmentsMaxCount = count(key, value, &diagnostics)
      case Key.attachmentsMinCount:
        rule.attachmentsMinCount = count(key, value, &diagnostics)
      case Key.fileMaxCount: rule.fileMaxCount = count(key, value, &diagnostics)
      case Key.imageMaxCount: rule.imageMaxCount = count(key, value, &diagnostics)
      case Key.movieMaxCount: rule.movieMaxCount = count(key, value, &diagnostics)
      case Key.webURLMaxCount: rule.webURLMaxCount = count(key, value, &diagnostics)
      case Key.webPageMaxCount: rule.webPageMaxCount = count(key, value, &diagnostics)
      case Key.supportsText: rule.supportsText = flag(key, value, &diagnostics)
      case Key.usesStrictMatching: rule.usesStrictMatching = flag(key, value, &diagnostics)
      case Key.version:
        guard let number = integer(value), number == 1 || number == 2 else {
          diagnostics.append(
            BundleDiagnostic(
              .activationRuleInvalid,
              "\(key) must be the number 1 or 2, found \(describe(value)); using 1"))
          continue
        }
        rule.declaredVersion = number
      default:
        rule.unknownKeys.append(key)
        diagnostics.append(
          BundleDiagnostic(
            .activationRuleKeyUnknown,
            "\(key) is not an NSExtensionActivationRule key (docs/safari-behavior.md §5.1); ignored"
          ))
      }
    }
    return (rule, diagnostics)
  }

  private static func integer(_ value: PropertyList) -> Int? {
    switch value {
    case .integer(let number): return Int(exactly: number)
    case .real(let number): return Int(exactly: number)
    default: return nil
    }
  }

  private static func describe(_ value: PropertyList) -> String {
    switch value {
    case .string(let text): return "the string \"\(text)\""
    case .integer(let number): return "the integer \(number)"
    case .real(let number): return "the real \(number)"
    case .boolean(let flag): return flag ? "<true/>" : "<false/>"
    default: return "a value of type \(value.typeName)"
    }
  }

  private static func count(
    _ key: String, _ value: PropertyList, _ diagnostics: inout [BundleDiagnostic]
  ) -> Int? {
    if case .boolean(let flag) = value {
      diagnostics.append(
        BundleDiagnostic(
          .activationRuleBooleanAsInteger,
          "\(key) is an Integer, found \(describe(value)); read as \(flag ? 1 : 0)"))
      return flag ? 1 : 0
    }
    guard let number = integer(value), number >= 0 else {
      diagnostics.append(
        BundleDiagnostic(
          .activationRuleInvalid,
          "\(key) must be a non-negative Integer, found \(describe(value)); ignored"))
      return nil
    }
    return number
  }

  private static func flag(
    _ key: String, _ value: PropertyList, _ diagnostics: inout [BundleDiagnostic]
  ) -> Bool? {
    if case .boolean(let flag) = value { return flag }
    if let number = integer(value), number == 0 || number == 1 {
      diagnostics.append(
        BundleDiagnostic(
          .activationRuleBooleanAsInteger,
          "\(key) is a Boolean, found \(describe(value)); read as \(number == 1 ? "YES" : "NO")"))
      return number == 1
    }
    diagnostics.append(
      BundleDiagnostic(
        .activationRuleInvalid, "\(key) must be a Boolean, found \(describe(value)); ignored"))
    return nil
  }
}
