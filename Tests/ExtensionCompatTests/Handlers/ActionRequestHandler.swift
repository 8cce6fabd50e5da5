// The template's own force casts and unwraps, kept as Xcode writes them.
// swift-format-ignore-file: NeverForceUnwrap

import ExtensionCompat
import Foundation

/// A request handler in the shape of Xcode's Action template ("No User Interface", the
/// `UTType` generation, docs/safari-behavior.md §6.1), written for these tests: on Apple's
/// platforms it would compile with `import UIKit` and `import UniformTypeIdentifiers` in place
/// of `import ExtensionCompat`.
class ActionRequestHandler: NSObject, NSExtensionRequestHandling {
  var extensionContext: NSExtensionContext?

  func beginRequest(with context: NSExtensionContext) {
    // An Action extension without a user interface does not call super here.
    self.extensionContext = context
    var found = false
    outer: for item in context.inputItems as! [NSExtensionItem] {
      if let attachments = item.attachments {
        for itemProvider in attachments {
          if itemProvider.hasItemConformingToTypeIdentifier(UTType.propertyList.identifier) {
            itemProvider.loadItem(forTypeIdentifier: UTType.propertyList.identifier, options: nil) {
              item, error in
              let dictionary = item as! [String: Any]
              OperationQueue.main.addOperation {
                self.itemLoadCompletedWithPreprocessingResults(
                  dictionary[NSExtensionJavaScriptPreprocessingResultsKey] as? [String: Any] ?? [:])
              }
            }
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
    // The script reported the page's background colour: ask for red when there is none,
    // green otherwise.
    let backgroundColor = javaScriptPreprocessingResults["currentBackgroundColor"] as? String
    if backgroundColor == nil || backgroundColor == "" {
      self.doneWithResults(["newBackgroundColor": "red"])
    } else {
      self.doneWithResults(["newBackgroundColor": "green"])
    }
  }

  func doneWithResults(_ resultsForJavaScriptFinalizeArg: [String: Any]?) {
    if let resultsForJavaScriptFinalize = resultsForJavaScriptFinalizeArg {
      // The dictionary under this key becomes finalize()'s argument.
      let resultsDictionary = [
        NSExtensionJavaScriptFinalizeArgumentKey: resultsForJavaScriptFinalize
      ]
      let resultsProvider = NSItemProvider(
        item: resultsDictionary as NSDictionary, typeIdentifier: UTType.propertyList.identifier)
      let resultsItem = NSExtensionItem()
      resultsItem.attachments = [resultsProvider]
      self.extensionContext!.completeRequest(returningItems: [resultsItem], completionHandler: nil)
    } else {
      // Nothing to hand back, but the request still has to end.
      self.extensionContext!.completeRequest(returningItems: [], completionHandler: nil)
    }
    // The context is not needed any more.
    self.extensionContext = nil
  }
}
