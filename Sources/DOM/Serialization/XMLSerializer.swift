/// The XML serialization algorithm of DOM Parsing, as `XMLSerializer.serializeToString` and
/// `innerHTML`/`outerHTML` of XML documents use it: namespace declarations are added where a
/// node's namespace is not in scope (`<div xmlns="http://www.w3.org/1999/xhtml">` for an HTML
/// element), prefixes are generated (`ns1`, `ns2`…) for attributes whose namespace has none.
///
/// Departures from the text of the specification, as browsers and other implementations make
/// them: a namespaced attribute gets a new prefix declaration only when no prefix is in scope for
/// its namespace (whatwg/DOM-Parsing#29), and keeps its own prefix when that is free; CDATA
/// sections serialize as `<![CDATA[…]]>`; tab, line feed and carriage return in attribute
/// values are written as character references, as WebKit and Blink do. The walk is iterative,
/// so trees of any depth serialize.
///
/// https://w3c.github.io/DOM-Parsing/#the-xmlserializer-interface
public final class XMLSerializer {
  /// Makes a serializer. https://w3c.github.io/DOM-Parsing/#dom-xmlserializer-constructor
  public init() {}

  /// The XML serialization of `root` (not required to be well-formed, so it never fails).
  ///
  /// https://w3c.github.io/DOM-Parsing/#dom-xmlserializer-serializetostring
  public func serializeToString(_ root: Node) -> String {
    var writer = Writer(requireWellFormed: false)
    // Nothing throws without the well-formed requirement.
    try? writer.run(root, childrenOnly: false)
    return writer.result
  }

  /// Produces an XML serialization of `node` (or of its children only); with
  /// `requireWellFormed`, markup that would not parse back throws `InvalidStateError`.
  ///
  /// https://w3c.github.io/DOM-Parsing/#dfn-xml-serialization
  public static func serialize(_ node: Node, requireWellFormed: Bool, childrenOnly: Bool = false)
    throws(DOMException) -> String
  {
    var writer = Writer(requireWellFormed: requireWellFormed)
    try writer.run(node, childrenOnly: childrenOnly)
    return writer.result
  }

  /// HTML void elements, written `<br />` when empty.
  ///
  /// https://w3c.github.io/DOM-Parsing/#xml-serializing-an-element-node (step 14)
  static let voidElements: Set<String> = [
    "area", "base", "basefont", "bgsound", "br", "col", "embed", "frame", "hr", "img", "input",
    "keygen", "link", "menuitem", "meta", "param", "source", "track", "wbr",
  ]
}

/// A namespace prefix map: namespace (nil for none) → the prefixes bound to it, in order.
///
/// https://w3c.github.io/DOM-Parsing/#dfn-namespace-prefix-map
struct NamespacePrefixMap {
  private var prefixes: [String?: [String]] = [:]

  /// https://w3c.github.io/DOM-Parsing/#dfn-add
  mutating func add(_ prefix: String, for namespace: String?) {
    prefixes[namespace, default: []].append(prefix)
  }

  /// https://w3c.github.io/DOM-Parsing/#dfn-found
  func contains(_ prefix: String, for namespace: String?) -> Bool {
    prefixes[namespace]?.contains(prefix) ?? false
  }

  /// Whether `prefix` is bound to any namespace.
  func binds(_ prefix: String) -> Bool {
    prefixes.values.contains { $0.contains(prefix) }
  }

  /// https://w3c.github.io/DOM-Parsing/#dfn-retrieving-a-preferred-prefix-string
  func preferredPrefix(_ preferred: String?, for namespace: String?) -> String? {
    guard let candidates = prefixes[namespace] else { return nil }
    if let preferred, candidates.contains(preferred) { return preferred }
    return candidates.last
  }
}

extension XMLSerializer {
  struct Writer {
    let requireWellFormed: Bool
    /// The text so far. A `String`, appended to in place: `String.UnicodeScalarView`'s
    /// `append(contentsOf:)` copied the whole text at each call, which made serializing a
    /// large or deep document quadratic.
    var output = ""
    /// https://w3c.github.io/DOM-Parsing/#dfn-generated-namespace-prefix-index
    var prefixIndex = 1

    init(requireWellFormed: Bool) { self.requireWellFormed = requireWellFormed }

    var result: String { output }

    mutating func append(_ string: String) { output += string }

    /// One step of the iterative walk.
    private enum Step {
      case node(Node, namespace: String?, map: NamespacePrefixMap)
      case endTag(String)
    }

    /// https://w3c.github.io/DOM-Parsing/#dfn-xml-serialization (steps 1–5)
    mutating func run(_ root: Node, childrenOnly: Bool) throws(DOMException) {
      // 1–3. No context namespace; `xml` is bound to the XML namespace.
      var map = NamespacePrefixMap()
      map.add("xml", for: Namespace.xml.uri)
      var stack: [Step] = []
      if childrenOnly {
        pushChildren(of: root, namespace: nil, map: map, onto: &stack)
      } else {
        stack.append(.node(root, namespace: nil, map: map))
      }
      while let step = stack.popLast() {
        switch step {
        case .endTag(let name):
          append("</" + name + ">")
        case .node(let node, let namespace, let map):
          try serialize(node, namespace: namespace, map: map, stack: &stack)
        }
      }
    }

    private func pushChildren(
      of node: Node, namespace: String?, map: NamespacePrefixMap, onto stack: inout [Step]
    ) {
      let container = (node as? HTMLTemplateElement)?.content ?? node
      var children: [Node] = []
      var child = container.firstChild
      while let current = child {
        children.append(current)
        child = current.nextSibling
      }
      for each in children.reversed() { stack.append(.node(each, namespace: namespace, map: map)) }
    }

    /// https://w3c.github.io/DOM-Parsing/#dfn-xml-serialization-algorithm
    private mutating func serialize(
      _ node: Node, namespace: String?, map: NamespacePrefixMap, stack: inout [Step]
    ) throws(DOMException) {
      switch node {
      case let element as Element:
        try serializeElement(element, namespace: namespace, map: map, stack: &stack)
      case let document as Document:
        // https://w3c.github.io/DOM-Parsing/#xml-serializing-a-document-node
        if requireWellFormed && document.documentElement == nil {
          throw notWellFormed("The document has no document element.")
        }
        pushChildren(of: document, namespace: namespace, map: map, onto: &stack)
      case let fragment as DocumentFragment:
        pushChildren(of: fragment, namespace: namespace, map: map, onto: &stack)
      case let comment as Comment:
        // https://w3c.github.io/DOM-Parsing/#xml-serializing-a-comment-node
        let data = comment.data
        if requireWellFormed
          && (!XMLNames.isChars(data) || data.contains("--") || data.hasSuffix("-"))
        {
          throw notWellFormed("The comment data would not be well-formed.")
        }
        append("<!--" + data + "-->")
      case let cdata as CDATASection:
        if requireWellFormed && cdata.data.contains("]]>") {
          throw notWellFormed("The CDATA section contains ']]>'.")
        }
        append("<![CDATA[" + cdata.data + "]]>")
      case let text as Text:
        // https://w3c.github.io/DOM-Parsing/#xml-serializing-a-text-node
        if requireWellFormed && !XMLNames.isChars(text.data) {
          throw notWellFormed("The text contains characters XML does not allow.")
        }
        escapeText(text.data)
      case let doctype as DocumentType:
        try serializeDoctype(doctype)
      case let instruction as ProcessingInstruction:
        // https://w3c.github.io/DOM-Parsing/#dfn-xml-serializing-a-processinginstruction-node
        if requireWellFormed
          && (instruction.target.contains(":")
            || instruction.target.asciiCaseInsensitiveEquals("xml")
            || !XMLNames.isChars(instruction.data) || instruction.data.contains("?>"))
        {
          throw notWellFormed("The processing instruction would not be well-formed.")
        }
        append("<?" + instruction.target + " " + instruction.data + "?>")
      default:
        // An Attr serializes as the empty string.
        break
      }
    }

    /// https://w3c.github.io/DOM-Parsing/#xml-serializing-a-documenttype-node
    private mutating func serializeDoctype(_ doctype: DocumentType) throws(DOMException) {
      // 1–2. Identifiers that cannot be written.
      if requireWellFormed
        && (!doctype.publicId.unicodeScalars.allSatisfy(XMLNames.isPubidChar)
          || !XMLNames.isChars(doctype.systemId)
          || (doctype.systemId.contains("\"") && doctype.systemId.contains("'")))
      {
        throw notWellFormed("The doctype identifiers would not be well-formed.")
      }
      // 3–10.
      append("<!DOCTYPE " + doctype.name)
      if !doctype.publicId.isEmpty { append(" PUBLIC \"" + doctype.publicId + "\"") }
      if !doctype.systemId.isEmpty && doctype.publicId.isEmpty { append(" SYSTEM") }
      if !doctype.systemId.isEmpty { append(" \"" + doctype.systemId + "\"") }
      append(">")
    }

    /// https://w3c.github.io/DOM-Parsing/#xml-serializing-an-element-node
    private mutating func serializeElement(
      _ element: Element, namespace: String?, map parentMap: NamespacePrefixMap,
      stack: inout [Step]
    ) throws(DOMException) {
      // 1. The local name must be an XML name without a colon.
      if requireWellFormed
        && (element.localName.contains(":") || !XMLNames.isName(element.localName))
      {
        throw notWellFormed("'\(element.localName)' is not a well-formed element name.")
      }
      // 2–5.
      append("<")
      var qualifiedName = ""
      var skipEndTag = false
      var ignoreNamespaceDefinitionAttribute = false
      // 6–8. Copy the map; record this element's namespace declarations.
      var map = parentMap
      var localPrefixes: [String: String] = [:]
      let localDefaultNamespace = recordNamespaceInformation(
        element, map: &map, localPrefixes: &localPrefixes)
      // 9–10.
      var inheritedNamespace = namespace
      let ns = element.namespaceURI
      if inheritedNamespace == ns {
        // 11. Same namespace as the context.
        if localDefaultNamespace != nil { ignoreNamespaceDefinitionAttribute = true }
        qualifiedName =
          ns == Namespace.xml.uri ? "xml:" + element.localName : element.localName
        append(qualifiedName)
      } else {
        // 12. A different namespace.
        let prefix = element.prefix
        var candidatePrefix = map.preferredPrefix(prefix, for: ns)
        if prefix == "xmlns" {
          if requireWellFormed {
            throw notWellFormed("An element cannot have the 'xmlns' prefix.")
          }
          candidatePrefix = prefix
        }
        if let candidatePrefix {
          // 12.4. A prefix is in scope for the namespace.
          qualifiedName = candidatePrefix + ":" + element.localName
          if let localDefaultNamespace, localDefaultNamespace != Namespace.xml.uri {
            inheritedNamespace = localDefaultNamespace.isEmpty ? nil : localDefaultNamespace
          }
          append(qualifiedName)
        } else if let ownPrefix = prefix {
          // 12.5. Declare the element's own prefix (or a generated one if it is taken here).
          let declared: String
          if localPrefixes[ownPrefix] != nil {
            declared = generatePrefix(map: &map, namespace: ns)
          } else {
            declared = ownPrefix
            map.add(declared, for: ns)
          }
          qualifiedName = declared + ":" + element.localName
          append(qualifiedName)
          append(" xmlns:" + declared + "=\"")
          try escapeAttributeValue(ns)
          append("\"")
          if let localDefaultNamespace {
            inheritedNamespace = localDefaultNamespace.isEmpty ? nil : localDefaultNamespace
          }
        } else if localDefaultNamespace == nil || localDefaultNamespace != (ns ?? "") {
          // 12.6. Declare the namespace as the default.
          ignoreNamespaceDefinitionAttribute = true
          qualifiedName = element.localName
          inheritedNamespace = ns
          append(qualifiedName)
          append(" xmlns=\"")
          try escapeAttributeValue(ns)
          append("\"")
        } else {
          // 12.7. The element's own default namespace declaration matches.
          qualifiedName = element.localName
          inheritedNamespace = ns
          append(qualifiedName)
        }
      }
      // 13. The attributes.
      try serializeAttributes(
        of: element, map: &map, localPrefixes: &localPrefixes,
        ignoreNamespaceDefinitionAttribute: ignoreNamespaceDefinitionAttribute)
      // 14–15. Leaves close themselves.
      let container: Node = (element as? HTMLTemplateElement)?.content ?? element
      let isEmpty = !container.hasChildNodes()
      if ns == Namespace.html.uri && isEmpty
        && XMLSerializer.voidElements.contains(element.localName)
      {
        append(" /")
        skipEndTag = true
      }
      if ns != Namespace.html.uri && isEmpty {
        append("/")
        skipEndTag = true
      }
      // 16–17.
      append(">")
      if skipEndTag { return }
      // 18–20. The children (a template's contents), then the end tag.
      stack.append(.endTag(qualifiedName))
      pushChildren(of: element, namespace: inheritedNamespace, map: map, onto: &stack)
    }

    /// Returns the element's default namespace declaration value, after adding its prefix
    /// declarations to `map` and `localPrefixes`.
    ///
    /// https://w3c.github.io/DOM-Parsing/#dfn-recording-the-namespace-information
    private func recordNamespaceInformation(
      _ element: Element, map: inout NamespacePrefixMap, localPrefixes: inout [String: String]
    ) -> String? {
      // 1. No default namespace declaration yet.
      var defaultNamespaceAttributeValue: String?
      // 2. Each namespace declaration attribute, in order.
      for (name, value) in element.attributeList where name.namespace == .xmlns {
        // 2.3.1. `xmlns="…"`: the default namespace declaration.
        guard let prefix = name.prefix, !prefix.isEmpty else {
          defaultNamespaceAttributeValue = value
          continue
        }
        // 2.3.2. `xmlns:p="…"`.
        let prefixDefinition = name.localName
        if value == Namespace.xml.uri { continue }
        let namespaceDefinition: String? = value.isEmpty ? nil : value
        if map.contains(prefixDefinition, for: namespaceDefinition) { continue }
        map.add(prefixDefinition, for: namespaceDefinition)
        localPrefixes[prefixDefinition] = namespaceDefinition ?? ""
      }
      // 3.
      return defaultNamespaceAttributeValue
    }

    /// https://w3c.github.io/DOM-Parsing/#dfn-generating-a-prefix
    private mutating func generatePrefix(map: inout NamespacePrefixMap, namespace: String?)
      -> String
    {
      // 1–4. `ns` + the index, then bump it; record it.
      let generated = "ns\(prefixIndex)"
      prefixIndex += 1
      map.add(generated, for: namespace)
      return generated
    }

    /// https://w3c.github.io/DOM-Parsing/#dfn-xml-serialization-of-the-attributes
    private mutating func serializeAttributes(
      of element: Element, map: inout NamespacePrefixMap, localPrefixes: inout [String: String],
      ignoreNamespaceDefinitionAttribute: Bool
    ) throws(DOMException) {
      // 2. The (namespace, local name) pairs seen.
      var seen: [(String?, String)] = []
      // 3. Each attribute in order.
      for (name, value) in element.attributeList {
        let attributeNamespace = name.namespace?.uri
        // 3.1–3.2. Duplicates cannot be written.
        if requireWellFormed
          && seen.contains(where: { $0.0 == attributeNamespace && $0.1 == name.localName })
        {
          throw notWellFormed("Two attributes share the name '\(name.localName)'.")
        }
        seen.append((attributeNamespace, name.localName))
        // 3.4–3.5. The prefix to write.
        var candidatePrefix: String?
        if let attributeNamespace {
          candidatePrefix = map.preferredPrefix(name.prefix, for: attributeNamespace)
          if name.namespace == .xmlns {
            // 3.5.2. A namespace declaration: skip the ones that are redundant here.
            if value == Namespace.xml.uri { continue }
            if name.prefix == nil && ignoreNamespaceDefinitionAttribute { continue }
            if name.prefix != nil && localPrefixes[name.localName] != value
              && map.contains(name.localName, for: value)
            {
              continue
            }
            if requireWellFormed && value == Namespace.xmlns.uri {
              throw notWellFormed("The XMLNS namespace cannot be declared.")
            }
            if requireWellFormed && name.prefix != nil && value.isEmpty {
              throw notWellFormed("A namespace prefix declaration cannot be empty.")
            }
            if name.prefix == "xmlns" { candidatePrefix = "xmlns" }
          } else if candidatePrefix == nil {
            // 3.5.3. No prefix in scope: keep the attribute's own when it is free, else
            // generate one; declare it.
            let prefix: String
            if let own = name.prefix, localPrefixes[own] == nil, !map.binds(own) {
              prefix = own
              map.add(own, for: attributeNamespace)
            } else {
              prefix = generatePrefix(map: &map, namespace: attributeNamespace)
            }
            localPrefixes[prefix] = attributeNamespace
            candidatePrefix = prefix
            append(" xmlns:" + prefix + "=\"")
            try escapeAttributeValue(attributeNamespace)
            append("\"")
          }
        }
        // 3.6–3.7.
        append(" ")
        if let candidatePrefix { append(candidatePrefix + ":") }
        // 3.8. The local name must be an XML name without a colon.
        if requireWellFormed
          && (name.localName.contains(":") || !XMLNames.isName(name.localName)
            || (name.localName == "xmlns" && attributeNamespace == nil))
        {
          throw notWellFormed("'\(name.localName)' is not a well-formed attribute name.")
        }
        // 3.9.
        append(name.localName + "=\"")
        try escapeAttributeValue(value)
        append("\"")
      }
    }

    /// https://w3c.github.io/DOM-Parsing/#dfn-serializing-an-attribute-value
    private mutating func escapeAttributeValue(_ value: String?) throws(DOMException) {
      // 1. Characters XML cannot carry.
      guard let value else { return }
      if requireWellFormed && !XMLNames.isChars(value) {
        throw notWellFormed("The attribute value contains characters XML does not allow.")
      }
      // 2–3. Escape.
      for scalar in value.unicodeScalars {
        switch scalar {
        case "&": append("&amp;")
        case "\"": append("&quot;")
        case "<": append("&lt;")
        case ">": append("&gt;")
        case "\t": append("&#9;")
        case "\n": append("&#10;")
        case "\r": append("&#13;")
        default: output.unicodeScalars.append(scalar)
        }
      }
    }

    /// https://w3c.github.io/DOM-Parsing/#xml-serializing-a-text-node (steps 2–6)
    private mutating func escapeText(_ data: String) {
      for scalar in data.unicodeScalars {
        switch scalar {
        case "&": append("&amp;")
        case "<": append("&lt;")
        case ">": append("&gt;")
        default: output.unicodeScalars.append(scalar)
        }
      }
    }

    private func notWellFormed(_ message: String) -> DOMException {
      DOMException(.invalidStateError, message)
    }
  }
}
