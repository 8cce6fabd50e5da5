// The template's own force casts and unwraps, kept as Xcode writes them.
// swift-format-ignore-file: NeverForceUnwrap

import ExtensionCompat
import Foundation

/// The same handler in the shape of the older template generation (MobileCoreServices'
/// `kUTTypePropertyList as String`, `NSSecureCoding?` items, `DispatchQueue.main.async`),
/// written for these tests.
class LegacyActionRequestHandler: NSObject, NSExtensionRequestHandling {
  var extensionContext: NSExtensionContext?

  func beginRequest(with context: NSExtensionContext) {
    self.extensionContext = context
    var found = false
    outer: for item in context.inputItems as! [NSExtensionItem] {
      if let attachments = item.attachments {
        for itemProvider in attachments {
          if itemProvider.hasItemConformingToTypeIdentifier(kUTTypePropertyList as String) {
            itemProvider.loadItem(
              forTypeIdentifier: kUTTypePropertyList as String, options: nil,
              completionHandler: { (item, error) in
                let dictionary = item as! [String: Any]
                DispatchQueue.main.async {
                  self.itemLoadCompletedWithPreprocessingResults(
                    dictionary[NSExtensionJavaScriptPreprocessingResultsKey] as! [String: Any])
                }
              })
            found = true
            break outer
          }
        }
      }
    }
    if !found {
      self.doneWithResults(nil)
    }
  }

  func itemLoadCompletedWithPreprocessingResults(_ javaScriptPreprocessingResults: [String: Any]) {
    let backgroundColor: Any? = javaScriptPreprocessingResults["currentBackgroundColor"]
    if backgroundColor == nil || backgroundColor! as! String == "" {
      self.doneWithResults(["newBackgroundColor": "red"])
    } else {
      self.doneWithResults(["newBackgroundColor": "green"])
    }
  }

  func doneWithResults(_ resultsForJavaScriptFinalizeArg: [String: Any]?) {
    if let resultsForJavaScriptFinalize = resultsForJavaScriptFinalizeArg {
      let resultsDictionary = [
        NSExtensionJavaScriptFinalizeArgumentKey: resultsForJavaScriptFinalize
      ]
      let resultsProvider = NSItemProvider(
        item: resultsDictionary as NSSecureCoding?, typeIdentifier: kUTTypePropertyList as String)
      let resultsItem = NSExtensionItem()
      resultsItem.attachments = [resultsProvider]
      self.extensionContext!.completeRequest(returningItems: [resultsItem], completionHandler: nil)
    } else {
      self.extensionContext!.completeRequest(returningItems: [], completionHandler: nil)
    }
    self.extensionContext = nil
  }
}
