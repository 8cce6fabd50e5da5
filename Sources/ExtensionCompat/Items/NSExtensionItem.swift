import ActionExtension
import Foundation
import JSCore

/// An item a host gives an extension, or an extension returns, with Apple's names and
/// Foundation types (`NSExtensionItem`).
///
/// https://developer.apple.com/documentation/foundation/nsextensionitem
open class NSExtensionItem: NSObject {
  /// The item's attachments.
  open var attachments: [NSItemProvider]?
  /// The item's title.
  open var attributedTitle: NSAttributedString?
  /// The item's text.
  open var attributedContentText: NSAttributedString?
  /// Extra information: property-list values under string keys carry over to the run.
  open var userInfo: [AnyHashable: Any]?

  /// An empty item.
  public override init() {
    super.init()
  }

  /// An item speaking for an ActionExtension item (an input item of the run).
  init(item: ExtensionItem) {
    super.init()
    attachments = item.attachments?.map(NSItemProvider.init(provider:))
    attributedTitle = item.attributedTitle.map { NSAttributedString(string: $0) }
    attributedContentText = item.attributedContentText.map { NSAttributedString(string: $0) }
    if let info = item.userInfo {
      var converted: [AnyHashable: Any] = [:]
      for (key, value) in info { converted[key] = value.foundationObject }
      userInfo = converted
    }
  }

  /// The ActionExtension item this one stands for, as the runner reads returned items.
  func extensionItem(issues: IssueLog) -> ExtensionItem {
    let item = ExtensionItem()
    item.attachments = attachments?.compactMap { $0.itemProvider(issues: issues) }
    item.attributedTitle = attributedTitle?.string
    item.attributedContentText = attributedContentText?.string
    if let userInfo {
      var converted: [String: PropertyList] = [:]
      for (key, value) in userInfo {
        guard let key = key.base as? String else {
          issues.note("userInfo key \(key) is not a string")
          continue
        }
        do {
          converted[key] = try PropertyList(foundationObject: value)
        } catch {
          issues.note("userInfo[\(key)]: \(error)")
        }
      }
      item.userInfo = converted
    }
    return item
  }
}
