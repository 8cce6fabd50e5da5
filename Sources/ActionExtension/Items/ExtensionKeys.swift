import ExtensionBundles

/// The keys and type identifiers of Safari's preprocessing bridge.
///
/// https://developer.apple.com/documentation/foundation/nsextensionjavascriptpreprocessingresultskey
public enum ExtensionKeys {
  /// The key of the results dictionary in the property-list item the extension loads
  /// (`NSExtensionJavaScriptPreprocessingResultsKey`).
  public static let preprocessingResults = "NSExtensionJavaScriptPreprocessingResultsKey"
  /// The key of the finalize argument in the item the extension returns
  /// (`NSExtensionJavaScriptFinalizeArgumentKey`).
  public static let finalizeArgument = "NSExtensionJavaScriptFinalizeArgumentKey"
}

/// Uniform type identifiers the bridge uses.
public enum TypeIdentifiers {
  /// `com.apple.property-list` (`kUTTypePropertyList`, `UTType.propertyList`).
  public static let propertyList = "com.apple.property-list"
  /// `public.url`.
  public static let url = "public.url"
  /// `public.plain-text`.
  public static let plainText = "public.plain-text"
  /// `public.data`, which the property-list type conforms to.
  public static let data = "public.data"
  /// `public.item`, which every type conforms to.
  public static let item = "public.item"

  /// Whether `type` conforms to `other` (`UTTypeConformsTo`), in ExtensionBundles' standard
  /// conformance table (docs/safari-behavior.md §2.3: `hasItemConformingToTypeIdentifier`
  /// uses conformance, so `public.data` matches the property-list provider).
  public static func conforms(_ type: String, to other: String) -> Bool {
    UniformTypeTable.standard.conforms(type, to: other)
  }
}
