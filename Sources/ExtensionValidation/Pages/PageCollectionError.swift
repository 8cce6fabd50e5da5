/// Why a list of page arguments could not be expanded (``PageCollection/expand(_:relativeTo:)``).
public enum PageCollectionError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A glob matched no page.
  case noMatch(pattern: String)
  /// A named file or folder does not exist.
  case missing(path: String)
  /// A folder holds no page (none of ``PageCollection/pageExtensions``).
  case emptyFolder(path: String)
  /// A glob is malformed (an unclosed `[`).
  case invalidPattern(pattern: String, reason: String)

  /// A one-line message naming the argument.
  public var description: String {
    switch self {
    case .noMatch(let pattern): return "no pages match '\(pattern)'"
    case .missing(let path): return "\(path): no such file or folder"
    case .emptyFolder(let path): return "no pages in folder '\(path)'"
    case .invalidPattern(let pattern, let reason): return "invalid pattern '\(pattern)': \(reason)"
    }
  }
}
