/// Where a value sits inside a property list: the keys and indices from the root.
///
/// Its description reads like a JavaScript access path, e.g. `a.b[0]["odd key"]`; the root
/// is written `(root)`.
public struct PropertyListPath: Hashable, Sendable, CustomStringConvertible {
  /// One step from a container to a child.
  public enum Component: Hashable, Sendable {
    /// A dictionary key.
    case key(String)
    /// An array index.
    case index(Int)
  }

  /// The steps from the root, outermost first.
  public var components: [Component]

  /// Creates a path from its steps (none for the root).
  public init(_ components: [Component] = []) {
    self.components = components
  }

  /// This path extended by one step.
  public func appending(_ component: Component) -> PropertyListPath {
    PropertyListPath(components + [component])
  }

  /// The path as a JavaScript-like access expression, e.g. `results.items[2]`.
  public var description: String {
    if components.isEmpty { return "(root)" }
    var text = ""
    for component in components {
      switch component {
      case .index(let index):
        text += "[\(index)]"
      case .key(let key) where Self.isIdentifier(key):
        text += text.isEmpty ? key : ".\(key)"
      case .key(let key):
        text += "[\(PropertyListJSONWriter.quoted(key))]"
      }
    }
    return text
  }

  /// Whether `key` can be written after a dot: ASCII letters, digits, `_` and `$`, not
  /// starting with a digit.
  private static func isIdentifier(_ key: String) -> Bool {
    guard let first = key.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
    return key.unicodeScalars.allSatisfy { scalar in
      scalar.isASCII
        && (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
          || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "$")
    }
  }
}
