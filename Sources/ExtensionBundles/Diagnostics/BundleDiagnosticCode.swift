/// The stable kebab-case codes of ``BundleDiagnostic``.
///
/// The raw value is the code written in reports; never rename one, add a new case instead.
public enum BundleDiagnosticCode: String, Hashable, Sendable, CaseIterable {
  /// The extension folder has no `Info.plist` (nor `Contents/Info.plist`).
  case infoPlistMissing = "info-plist-missing"
  /// `Info.plist` is not a readable property list, or its root is not a dictionary.
  case plistInvalid = "plist-invalid"
  /// A key holds a value of the wrong property-list type (for example an array where a
  /// string is expected). Activation-rule type errors use ``activationRuleInvalid`` instead.
  case plistValueWrongType = "plist-value-wrong-type"
  /// `Info.plist` has no `NSExtension` dictionary, so it does not describe an app extension.
  case extensionDictionaryMissing = "extension-dictionary-missing"
  /// `NSExtensionPointIdentifier` is absent (docs/safari-behavior.md §6).
  case extensionPointMissing = "extension-point-missing"
  /// `NSExtensionPointIdentifier` is not an Action or Share extension point (§6.1, §6.2).
  case extensionPointUnknown = "extension-point-unknown"
  /// Neither `NSExtensionPrincipalClass` nor `NSExtensionMainStoryboard` is present (§6).
  case principalClassMissing = "principal-class-missing"
  /// `NSExtensionJavaScriptPreprocessingFile` names a file the folder does not hold (§1.1).
  case preprocessingFileMissing = "preprocessing-file-missing"
  /// `NSExtensionJavaScriptPreprocessingFile` includes `.js`, which Apple says to leave out
  /// (§1.1).
  case preprocessingFileNameHasExtension = "preprocessing-file-name-has-extension"
  /// `NSExtensionAttributes` has no `NSExtensionActivationRule`: the extension is never offered.
  case activationRuleMissing = "activation-rule-missing"
  /// The activation rule cannot be used: a syntax error, a wrong type, an unknown operator, a
  /// bad version, or a predicate that fails when evaluated (§5).
  case activationRuleInvalid = "activation-rule-invalid"
  /// The rule contains `TRUEPREDICATE`, which App Review rejects (§5.2).
  case activationRuleTruePredicate = "activation-rule-truepredicate"
  /// The dictionary-form rule has a key that is not in Apple's table (§5.1).
  case activationRuleKeyUnknown = "activation-rule-key-unknown"
  /// A Boolean stands where the dictionary form expects an Integer, or the reverse; read as
  /// 1 or 0 (§5.1, [INF]).
  case activationRuleBooleanAsInteger = "activation-rule-boolean-as-integer"
  /// A `MATCHES` pattern is not a valid regular expression; the comparison is false (§5.2).
  case activationRuleRegexInvalid = "activation-rule-regex-invalid"
  /// A predicate key path names a key the host offer does not have; it reads as `nil` (§5.2).
  case activationRuleKeyPathUnknown = "activation-rule-key-path-unknown"
  /// A JavaScript file is declared but the rule gives no `WebPageWithMaxCount ≥ 1`, so Safari
  /// is documented not to run it (§1.1, §5.3).
  case webPageActivationMissing = "webpage-activation-missing"

  /// The severity a diagnostic with this code has unless stated otherwise.
  public var defaultSeverity: BundleDiagnostic.Severity {
    switch self {
    case .infoPlistMissing, .plistInvalid, .plistValueWrongType, .extensionDictionaryMissing,
      .preprocessingFileMissing, .activationRuleMissing, .activationRuleInvalid,
      .activationRuleRegexInvalid:
      return .error
    case .extensionPointMissing, .extensionPointUnknown, .principalClassMissing,
      .preprocessingFileNameHasExtension, .activationRuleTruePredicate, .activationRuleKeyUnknown,
      .activationRuleBooleanAsInteger, .activationRuleKeyPathUnknown, .webPageActivationMissing:
      return .warning
    }
  }
}
