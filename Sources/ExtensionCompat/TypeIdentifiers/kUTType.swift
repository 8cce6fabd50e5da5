import ActionExtension

// MobileCoreServices' `CFString` constants, as `String`s: `kUTTypePropertyList as String` and
// `String(kUTTypePropertyList)` compile unchanged (swift-corelibs-foundation has no public
// `CFString`).

/// `com.apple.property-list` (MobileCoreServices' `kUTTypePropertyList`).
public let kUTTypePropertyList = TypeIdentifiers.propertyList
/// `public.url` (`kUTTypeURL`).
public let kUTTypeURL = TypeIdentifiers.url
/// `public.text` (`kUTTypeText`).
public let kUTTypeText = "public.text"
/// `public.plain-text` (`kUTTypePlainText`).
public let kUTTypePlainText = TypeIdentifiers.plainText
/// `public.data` (`kUTTypeData`).
public let kUTTypeData = TypeIdentifiers.data
/// `public.item` (`kUTTypeItem`).
public let kUTTypeItem = TypeIdentifiers.item
