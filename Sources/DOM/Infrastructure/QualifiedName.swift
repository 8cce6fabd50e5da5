import Synchronization

/// An element or attribute name: namespace, prefix and local name, with the strings the DOM
/// derives from them computed once.
///
/// Names are immutable and shared: a document interns the names it creates, so a million
/// `<div>` elements share one `QualifiedName`, and `tagName` costs no allocation.
public final class QualifiedName: Hashable, Sendable, CustomStringConvertible {
  /// The namespace, `nil` for the null namespace.
  public let namespace: Namespace?
  /// The namespace prefix, `nil` when there is none.
  public let prefix: String?
  /// The local name.
  public let localName: String
  /// The qualified name: `prefix:localName`, or the local name.
  ///
  /// https://dom.spec.whatwg.org/#concept-element-qualified-name
  public let qualifiedName: String
  /// The qualified name in ASCII uppercase: `tagName` of an HTML element in an HTML document.
  ///
  /// https://dom.spec.whatwg.org/#element-html-uppercased-qualified-name
  public let htmlUppercasedQualifiedName: String
  /// A slot for a layer above the DOM to remember one immortal object per name (the bindings
  /// keep the element interface an element of this name gets, so that making a wrapper does
  /// not look the interface table up again): the object's address, or 0. Names are shared
  /// (between the documents of a runtime, and static names between threads), so the slot is
  /// atomic; whatever is stored must live for the process's life.
  public let layerSlot = Atomic<UInt>(0)
  /// How the HTML serializer treats an element of this name (computed once per name: the
  /// serializer asked two sets of strings per element).
  let serialization: HTMLSerializer.NameKind

  /// Makes a name. Prefer `Document.internName` in hot paths.
  public init(namespace: Namespace?, prefix: String? = nil, localName: String) {
    self.namespace = namespace
    self.prefix = prefix
    self.localName = localName
    let qualified = prefix.map { "\($0):\(localName)" } ?? localName
    self.qualifiedName = qualified
    self.htmlUppercasedQualifiedName = qualified.asciiUppercased()
    self.serialization = HTMLSerializer.NameKind(namespace: namespace, localName: localName)
  }

  /// Whether this is the HTML-namespace name `localName`.
  @inlinable
  public func isHTML(_ localName: String) -> Bool {
    namespace == .html && self.localName == localName
  }

  public static func == (lhs: QualifiedName, rhs: QualifiedName) -> Bool {
    lhs === rhs
      || (lhs.localName == rhs.localName && lhs.namespace == rhs.namespace
        && lhs.prefix == rhs.prefix)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(localName)
    hasher.combine(namespace)
    hasher.combine(prefix)
  }

  public var description: String { qualifiedName }
}

/// Interns names so equal names share one object.
final class NameTable {
  private struct Key: Hashable {
    var namespace: Namespace?
    var prefix: String?
    var localName: String
  }
  private var names: [Key: QualifiedName] = [:]

  func intern(namespace: Namespace?, prefix: String?, localName: String) -> QualifiedName {
    let key = Key(namespace: namespace, prefix: prefix, localName: localName)
    if let name = names[key] { return name }
    let name = QualifiedName(namespace: namespace, prefix: prefix, localName: localName)
    names[key] = name
    return name
  }
}
