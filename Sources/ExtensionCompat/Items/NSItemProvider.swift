import ActionExtension
import Foundation
import JSCore

/// An attachment of an ``NSExtensionItem`` with Apple's names and Foundation types
/// (`NSItemProvider`), over an ActionExtension `ItemProvider`.
///
/// Items are Foundation property-list objects, as on Apple's platforms: the run's
/// property-list item loads as an `NSDictionary` (castable to `[String: Any]`) whose
/// `NSExtensionJavaScriptPreprocessingResultsKey` entry holds the results, and a provider made
/// with ``init(item:typeIdentifier:)`` from an `NSDictionary` or `[String: Any]` hands its
/// item to the run as a `PropertyList`.
///
/// In `--plist jsc` mode (`RunOptions.propertyListMode`), the results are JavaScriptCore's raw
/// result as Foundation objects: `NSNull` where JavaScript had `null` (so handler code that
/// does not expect it fails as on Apple's platforms), every number an `NSNumber` double or
/// boolean, and a cycle a ``CycleReference`` holding the enclosing container (a deliberate
/// retain cycle; see there).
///
/// https://developer.apple.com/documentation/foundation/nsitemprovider
open class NSItemProvider: NSObject {
  /// What loading an item gives: the item, or an error (`NSItemProvider.CompletionHandler`).
  public typealias CompletionHandler = (NSSecureCoding?, (any Error)?) -> Void

  /// The provider the run sees (nil for a provider made without a type identifier).
  let provider: ItemProvider?
  /// The item a provider was made with, as it was given.
  private let foundationItem: Any?
  /// Why the given item does not reach the run, when it does not.
  private let conversionIssue: String?

  /// A provider of `item` as `typeIdentifier` (`NSItemProvider(item:typeIdentifier:)`).
  ///
  /// A property-list item (`NSDictionary`, `NSArray`, `NSString`, `NSNumber`, `NSDate`,
  /// `NSData` trees) reaches the run as a `PropertyList`; loading gives back `item`
  /// itself. Without a type identifier, the provider registers no type.
  public init(item: NSSecureCoding?, typeIdentifier: String?) {
    (provider, conversionIssue) = Self.makeProvider(item: item, typeIdentifier: typeIdentifier)
    foundationItem = item
    super.init()
  }

  /// A provider of a Swift property-list value (`[String: Any]`, `[Any]`, `String`…) as
  /// `typeIdentifier`, as Apple's Swift code passes one bridged to `NSSecureCoding`.
  public init(item: Any?, typeIdentifier: String?) {
    (provider, conversionIssue) = Self.makeProvider(item: item, typeIdentifier: typeIdentifier)
    foundationItem = item
    super.init()
  }

  /// A provider speaking for a provider of the run.
  init(provider: ItemProvider) {
    self.provider = provider
    foundationItem = nil
    conversionIssue = nil
    super.init()
  }

  /// The type identifiers the provider has items for.
  open var registeredTypeIdentifiers: [String] { provider?.registeredTypeIdentifiers ?? [] }

  /// Whether an item of `typeIdentifier`, or of a type conforming to it, is registered
  /// (`com.apple.property-list` conforms to `public.data` and `public.item`).
  open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
    provider?.hasItemConformingToTypeIdentifier(typeIdentifier) ?? false
  }

  /// Loads the item of `typeIdentifier`; `completionHandler` runs later (on the run's main
  /// queue, on the runner's thread) with a Foundation object (`NSDictionary` for a dictionary)
  /// or an error.
  open func loadItem(
    forTypeIdentifier typeIdentifier: String, options: [AnyHashable: Any]? = nil,
    completionHandler: CompletionHandler? = nil
  ) {
    guard let provider else {
      // No registered type: fail the way a provider of the run fails, on the run's queue.
      let unregistered = "\u{0}"
      ItemProvider(item: nil, typeIdentifier: unregistered).loadItem(
        forTypeIdentifier: unregistered
      ) { _, _ in
        completionHandler?(nil, ItemLoadingError.unavailableType(typeIdentifier))
      }
      return
    }
    let given = foundationItem
    if given == nil && provider.propertyListMode == .jsc {
      provider.loadConvertedItem(forTypeIdentifier: typeIdentifier) { item, error in
        guard let completionHandler else { return }
        if let error { return completionHandler(nil, error) }
        completionHandler(item.map(Self.rawItem) as? NSSecureCoding, nil)
      }
      return
    }
    provider.loadItem(forTypeIdentifier: typeIdentifier) { item, error in
      guard let completionHandler else { return }
      if let error {
        completionHandler(nil, error)
      } else if let given {
        completionHandler(given as? NSSecureCoding ?? item.flatMap(Self.secureCoding), nil)
      } else {
        completionHandler(item.flatMap(Self.secureCoding), nil)
      }
    }
  }

  /// The ActionExtension provider the run reads for a returned item.
  func itemProvider(issues: IssueLog) -> ItemProvider? {
    if let conversionIssue { issues.note(conversionIssue) }
    return provider
  }

  /// The run's property-list item in `jsc` mode, as Foundation objects: each entry of the
  /// item dictionary (the results) named `results` in cycles, as the conversion names it.
  static func rawItem(_ item: JSConvertedValue) -> AnyObject {
    guard case .dictionary(let entries) = item else { return item.foundationObject() }
    let dictionary = NSMutableDictionary(capacity: entries.count)
    for (key, value) in entries {
      dictionary.setObject(value.foundationObject(path: "results"), forKey: NSString(string: key))
    }
    return dictionary
  }

  /// A property-list value as the Foundation object Apple's `loadItem` gives.
  static func secureCoding(_ value: PropertyList) -> NSSecureCoding? {
    value.foundationObject as? NSSecureCoding
  }

  private static func makeProvider(item: Any?, typeIdentifier: String?) -> (
    ItemProvider?, String?
  ) {
    guard let typeIdentifier else {
      return (nil, "an item provider was made without a type identifier")
    }
    guard let item else { return (ItemProvider(item: nil, typeIdentifier: typeIdentifier), nil) }
    do {
      let value = try PropertyList(foundationObject: item)
      return (ItemProvider(item: value, typeIdentifier: typeIdentifier), nil)
    } catch {
      return (
        ItemProvider(item: nil, typeIdentifier: typeIdentifier),
        "the \(typeIdentifier) item is not a property list: \(error)"
      )
    }
  }
}
