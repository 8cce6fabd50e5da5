import ActionExtension
import Foundation

/// The request an extension handles, with Apple's names and Foundation types
/// (`NSExtensionContext`), over an ActionExtension `ExtensionContext`.
///
/// Handlers capture their context in `DispatchQueue.main` blocks, so it is `Sendable`: the
/// runner serializes every access (a ``RequestHandlerAdapter`` lets main-queue blocks run only
/// while the runner waits).
///
/// https://developer.apple.com/documentation/foundation/nsextensioncontext
open class NSExtensionContext: NSObject, @unchecked Sendable {
  /// The context this one speaks for.
  public let context: ExtensionContext
  private let items: [NSExtensionItem]
  private let issues: IssueLog

  /// The items the host offers: ``NSExtensionItem``s, typed `[Any]` as Apple types them.
  open var inputItems: [Any] { items }

  init(context: ExtensionContext, issues: IssueLog) {
    self.context = context
    self.issues = issues
    items = context.inputItems.map(NSExtensionItem.init(item:))
  }

  /// A context speaking for `context`.
  public convenience init(context: ExtensionContext) {
    self.init(context: context, issues: IssueLog())
  }

  /// Completes the request with `items` (``NSExtensionItem``s; anything else is left out and
  /// noted in ``conversionIssues``); `completionHandler(expired)` runs later with `false`.
  open func completeRequest(
    returningItems items: [Any]?, completionHandler: ((Bool) -> Void)? = nil
  ) {
    let converted = items.map { items in
      items.enumerated().compactMap { index, element -> ExtensionItem? in
        guard let item = element as? NSExtensionItem else {
          issues.note("returned item \(index) is a \(type(of: element)), not an NSExtensionItem")
          return nil
        }
        return item.extensionItem(issues: issues)
      }
    }
    context.completeRequest(returningItems: converted, completionHandler: completionHandler)
  }

  /// Cancels the request with `error`.
  open func cancelRequest(withError error: any Error) {
    context.cancelRequest(withError: error)
  }

  /// What could not be carried over to the run: returned items that are not
  /// ``NSExtensionItem``s, attachment items or `userInfo` values that are not property lists.
  public var conversionIssues: [String] { issues.messages }
}

/// The conversion issues of one request, shared by its context and adapter.
final class IssueLog {
  private(set) var messages: [String] = []

  func note(_ message: String) { messages.append(message) }
}
