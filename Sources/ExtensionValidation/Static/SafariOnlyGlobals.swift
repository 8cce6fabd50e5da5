import Foundation

/// Globals of Safari's web platform that actionjs's runtime does not define.
///
/// A preprocessing file whose top-level code stops on one of these (a `ReferenceError`
/// naming it, or a `TypeError` about it) would run in Safari: the static check reports it as a
/// warning (``StaticCheckCode/topLevelAPIMissing``), not as an error of the script.
///
/// Each entry is an interface Safari on iOS and macOS has shipped since the version given
/// (MDN browser-compat-data, https://github.com/mdn/browser-compat-data, `api/<Name>.json`),
/// and the check only uses an entry when the name is really undefined in the runtime, so an
/// entry the runtime gains later is ignored (a test keeps the list honest).
public enum SafariOnlyGlobals {
  /// The names, each with the Safari version that shipped it.
  public static let names: [String: String] = [
    "AudioContext": "14.1",
    "BroadcastChannel": "15.4",
    "caches": "11.1",
    "IntersectionObserver": "12.1",
    "indexedDB": "10",
    "MessageChannel": "5",
    "PerformanceObserver": "11",
    "ResizeObserver": "13.1",
    "SharedWorker": "16",
    "speechSynthesis": "7",
    "WebSocket": "7",
    "Worker": "4",
  ]

  /// The names of the list an engine error is about, in order of appearance: the variable
  /// of a `ReferenceError` (`Can't find variable: IntersectionObserver`), or the identifiers
  /// of the expression a `TypeError` quotes (`undefined is not an object (evaluating
  /// 'window.indexedDB.open')`). Other text of the message (a script's own words) is not read.
  static func mentioned(errorName: String?, message: String) -> [String] {
    let subject: Substring
    switch errorName {
    case "ReferenceError":
      let marker = "Can't find variable: "
      guard let range = message.range(of: marker) else { return [] }
      subject = message[range.upperBound...]
    case "TypeError":
      guard let start = message.range(of: "(evaluating '"),
        let end = message.range(of: "')", options: .backwards), start.upperBound <= end.lowerBound
      else { return [] }
      subject = message[start.upperBound..<end.lowerBound]
    default:
      return []
    }
    var found: [String] = []
    var current = ""
    for character in subject + " " {
      if character.isLetter || character.isNumber || character == "_" || character == "$" {
        current.append(character)
        continue
      }
      if names[current] != nil, !found.contains(current) { found.append(current) }
      current = ""
    }
    return found
  }
}
