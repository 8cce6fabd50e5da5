import ActionExtension

/// The key of the results dictionary in the property-list item an Action extension loads.
///
/// https://developer.apple.com/documentation/foundation/nsextensionjavascriptpreprocessingresultskey
// swift-format-ignore: AlwaysUseLowerCamelCase
public let NSExtensionJavaScriptPreprocessingResultsKey = ExtensionKeys.preprocessingResults

/// The key of the `finalize()` argument in the item an Action extension returns.
///
/// https://developer.apple.com/documentation/foundation/nsextensionjavascriptfinalizeargumentkey
// swift-format-ignore: AlwaysUseLowerCamelCase
public let NSExtensionJavaScriptFinalizeArgumentKey = ExtensionKeys.finalizeArgument
