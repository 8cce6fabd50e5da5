import Foundation

/// Apple's request-handler protocol: the principal class of an Action extension without a
/// user interface adopts it, and the host calls ``beginRequest(with:)`` once.
///
/// A class adopting it runs under ActionExtension's `PreprocessingRunner` directly (its
/// `run(page:script:scriptURL:handler:virtualMachine:)` and `run(pagePath:…)` overloads taking
/// an `NSExtensionRequestHandling`) or through a ``RequestHandlerAdapter``.
///
/// https://developer.apple.com/documentation/foundation/nsextensionrequesthandling
public protocol NSExtensionRequestHandling: AnyObject {
  /// Starts handling `context`'s request.
  func beginRequest(with context: NSExtensionContext)
}
