/// The DOM standard's name checks.
///
/// https://dom.spec.whatwg.org/#namespaces
enum NameValidation {
  private static func isForbiddenInName(_ scalar: Unicode.Scalar, extra: Unicode.Scalar?) -> Bool {
    switch scalar {
    case "\t", "\n", "\u{0C}", "\r", " ", "\0", "/", ">": true
    default: scalar == extra
    }
  }

  /// https://dom.spec.whatwg.org/#valid-namespace-prefix
  static func isValidNamespacePrefix(_ s: Substring) -> Bool {
    !s.isEmpty && !s.unicodeScalars.contains { isForbiddenInName($0, extra: nil) }
  }

  /// https://dom.spec.whatwg.org/#valid-attribute-local-name
  static func isValidAttributeLocalName(_ s: Substring) -> Bool {
    !s.isEmpty && !s.unicodeScalars.contains { isForbiddenInName($0, extra: "=") }
  }

  /// https://dom.spec.whatwg.org/#valid-element-local-name
  static func isValidElementLocalName(_ s: Substring) -> Bool {
    let scalars = s.unicodeScalars
    guard let first = scalars.first else { return false }
    if first.isASCII && first.properties.isAlphabetic {
      return !scalars.contains { isForbiddenInName($0, extra: nil) }
    }
    guard first == ":" || first == "_" || first.value >= 0x80 else { return false }
    return scalars.dropFirst().allSatisfy { c in
      (c.isASCII && (c.properties.isAlphabetic || ("0"..."9").contains(c)))
        || c == "-" || c == "." || c == ":" || c == "_" || c.value >= 0x80
    }
  }

  /// https://dom.spec.whatwg.org/#valid-doctype-name
  static func isValidDoctypeName(_ s: String) -> Bool {
    !s.unicodeScalars.contains { isForbiddenInName($0, extra: nil) && $0 != "/" }
  }

  enum Context { case element, attribute }

  /// https://dom.spec.whatwg.org/#validate-and-extract
  static func validateAndExtract(
    namespace rawNamespace: String?, qualifiedName: String, context: Context
  ) throws(DOMException) -> (namespace: Namespace?, prefix: String?, localName: String) {
    // 1. If namespace is the empty string, set it to null.
    let namespace = Namespace(uri: rawNamespace)
    // 2–4. Split on the first colon.
    var prefix: Substring? = nil
    var localName = Substring(qualifiedName)
    if let colon = qualifiedName.firstIndex(of: ":") {
      prefix = qualifiedName[..<colon]
      localName = qualifiedName[qualifiedName.index(after: colon)...]
    }
    // 5. A prefix must be a valid namespace prefix.
    if let prefix, !isValidNamespacePrefix(prefix) {
      throw DOMException(.invalidCharacterError, "'\(qualifiedName)' has an invalid prefix.")
    }
    // 6–7. The local name must be valid for its context.
    switch context {
    case .attribute where !isValidAttributeLocalName(localName),
      .element where !isValidElementLocalName(localName):
      throw DOMException(.invalidCharacterError, "'\(qualifiedName)' is not a valid name.")
    default: break
    }
    // 8–11. Namespace constraints.
    if prefix != nil && namespace == nil {
      throw DOMException(.namespaceError, "A prefixed name needs a namespace.")
    }
    if prefix == "xml" && namespace != .xml {
      throw DOMException(.namespaceError, "The 'xml' prefix is bound to the XML namespace.")
    }
    if (qualifiedName == "xmlns" || prefix == "xmlns") && namespace != .xmlns {
      throw DOMException(.namespaceError, "'xmlns' needs the XMLNS namespace.")
    }
    if namespace == .xmlns && qualifiedName != "xmlns" && prefix != "xmlns" {
      throw DOMException(.namespaceError, "The XMLNS namespace needs the 'xmlns' name or prefix.")
    }
    return (namespace, prefix.map(String.init), String(localName))
  }
}
