import ActionExtension
import Foundation
import JSCore

/// NoteTaker's request handler: saves the page's selected text (else its title) as a
/// ``Note`` and replies `{ saved: true, note: text }`, which `finalize()` shows in an alert.
///
/// The preprocessing results carry `URL`, `title` and `selection` (see `Action.js`). When
/// there are no results or nothing to save, the request is cancelled.
public final class NoteTakerHandler: RequestHandler {
  /// Why a request was cancelled.
  public enum Failure: Error, Equatable, CustomStringConvertible {
    /// The page's script produced no results.
    case noPageContent
    /// The page has neither a selection nor a title.
    case nothingToSave

    public var description: String {
      switch self {
      case .noPageContent: return "The page could not be read."
      case .nothingToSave: return "Select some text to save it as a note."
      }
    }
  }

  /// Where notes go.
  public let store: NoteStore

  /// A handler saving into `store`.
  public init(store: NoteStore = NoteStore()) {
    self.store = store
  }

  public func beginRequest(with context: ExtensionContext) {
    context.loadPreprocessingResults { [store] results, error in
      guard let results, error == nil else {
        context.cancelRequest(withError: Failure.noPageContent)
        return
      }
      guard let note = Self.note(from: results) else {
        context.cancelRequest(withError: Failure.nothingToSave)
        return
      }
      store.save(note)
      context.completeRequest(finalizeArgument: ["saved": true, "note": .string(note.text)])
    }
  }

  /// The note for the results of `run()`: the selection, else the title; nil when both are
  /// blank.
  static func note(from results: PropertyList) -> Note? {
    let title = (results["title"]?.stringValue ?? "").trimmingCharacters(
      in: .whitespacesAndNewlines)
    let url = results["URL"]?.stringValue ?? ""
    let selection = (results["selection"]?.stringValue ?? "").trimmingCharacters(
      in: .whitespacesAndNewlines)
    if !selection.isEmpty {
      return Note(text: selection, pageTitle: title, pageURL: url, isSelection: true)
    }
    if !title.isEmpty {
      return Note(text: title, pageTitle: title, pageURL: url, isSelection: false)
    }
    return nil
  }
}
