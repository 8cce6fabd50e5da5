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

  /// The names of the list that appear as identifiers in `message` (an exception's message,
  /// such as `Can't find variable: IntersectionObserver`), in order of appearance.
  static func mentioned(in message: String) -> [String] {
    var found: [String] = []
    var current = ""
    for character in message + " " {
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
