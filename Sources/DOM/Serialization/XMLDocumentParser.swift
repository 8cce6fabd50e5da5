/// A small non-validating XML 1.0 parser with namespaces, for `DOMParser` (XML types) and
/// `innerHTML` of XML documents. It stops at the first well-formedness or namespace error, as
/// browsers' parsers do, leaving the nodes built so far in place.
///
/// Supported: the XML declaration, a doctype (name, public and system identifiers; internal
/// general entities whose replacement text is plain text; other declarations are skipped),
/// elements, attributes (with attribute-value normalization of white space), namespace
/// declarations and prefixes, character data, the five predefined entities and character
/// references, CDATA sections, comments and processing instructions. Not supported: external
/// entities and DTDs (a reference to an entity they would declare is an error), parameter
/// entities, entity replacement text containing markup, and validity checks.
///
/// https://html.spec.whatwg.org/multipage/xhtml.html#parsing-xhtml-documents
public enum XMLDocumentParser {
  /// A well-formedness or namespace error, with the 1-based line and column where it was found.
  public struct ParseError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The line of the error (1-based).
    public var line: Int
    /// The column of the error (1-based, in Unicode scalars).
    public var column: Int
    /// What is wrong.
    public var message: String

    /// The error as WebKit reports it in a `parsererror` element.
    public var description: String { "error on line \(line) at column \(column): \(message)" }
  }

  /// Parses `markup` as a whole XML document into `document` (which should be empty). Returns the
  /// first error; the nodes built before it stay in the document.
  ///
  /// https://html.spec.whatwg.org/multipage/xhtml.html#xml-parser
  public static func parse(_ markup: String, into document: Document) -> ParseError? {
    var builder = XMLTreeBuilder(markup, document: document, root: document, scope: [:])
    do {
      try builder.parseDocument()
      return nil
    } catch {
      return error
    }
  }

  /// Parses `markup` as the content of `context`, with the namespaces in scope at `context`;
  /// throws `SyntaxError` when the markup is not well-formed.
  ///
  /// https://html.spec.whatwg.org/multipage/xhtml.html#xml-fragment-parsing-algorithm
  public static func parseFragment(_ markup: String, context: Element) throws(DOMException)
    -> DocumentFragment
  {
    // 1–2. A parser with the context's namespace declarations in scope.
    let document = context.nodeDocument
    let fragment = document.createDocumentFragment()
    var builder = XMLTreeBuilder(
      markup, document: document, root: fragment, scope: namespacesInScope(at: context))
    // 3–5. Parse; any error is a SyntaxError.
    do {
      try builder.parseContent(isFragment: true)
    } catch {
      throw DOMException(.syntaxError, "The markup is not well-formed XML: \(error)")
    }
    // 6. The parsed children.
    return fragment
  }

  /// The namespace prefixes (and default namespace, under "") in scope at `element`: its and its
  /// ancestors' namespaces and namespace declarations, the innermost winning.
  static func namespacesInScope(at element: Element) -> [String: String] {
    var chain: [Element] = []
    var current: Element? = element
    while let each = current {
      chain.append(each)
      current = each.parentElement
    }
    var scope: [String: String] = [:]
    for each in chain.reversed() {
      scope[each.prefix ?? ""] = each.namespaceURI ?? ""
      for (name, value) in each.attributeList where name.namespace == .xmlns {
        scope[name.prefix == nil ? "" : name.localName] = value
      }
    }
    scope["xml"] = nil
    scope["xmlns"] = nil
    return scope
  }
}

/// The parser state: the input as Unicode scalars (line endings normalized), the open
/// elements and the namespace scopes. Content is parsed iteratively, so any depth parses.
struct XMLTreeBuilder {
  typealias ParseError = XMLDocumentParser.ParseError

  /// An element whose end tag is pending.
  private struct OpenElement {
    let qualifiedName: String
    /// Where its children go (a template's contents for a template).
    let container: Node
    /// Where its start tag begins, for error messages.
    let start: Int
  }

  private let input: [Unicode.Scalar]
  private var position = 0
  private let document: Document
  /// Where top-level content goes (the document, or the fragment being parsed).
  private let root: Node
  private var openElements: [OpenElement] = []
  /// The namespace bindings in scope ("" is the default namespace; the value "" means no
  /// namespace).
  private var bindings: [String: String]
  /// Per open element, the bindings its declarations replaced (restored at its end tag).
  private var replacedBindings: [[(prefix: String, previous: String?)]] = []
  /// Internal general entities declared in the doctype.
  private var entities: [String: String] = [:]
  private var pendingText = String.UnicodeScalarView()

  init(_ markup: String, document: Document, root: Node, scope: [String: String]) {
    // https://www.w3.org/TR/xml/#sec-line-ends: CR LF and lone CR become LF.
    var scalars: [Unicode.Scalar] = []
    scalars.reserveCapacity(markup.unicodeScalars.count)
    var previousWasCR = false
    for scalar in markup.unicodeScalars {
      if scalar == "\r" {
        scalars.append("\n")
        previousWasCR = true
        continue
      }
      if scalar == "\n" && previousWasCR {
        previousWasCR = false
        continue
      }
      previousWasCR = false
      scalars.append(scalar)
    }
    input = scalars
    self.document = document
    self.root = root
    bindings = scope
  }

  // MARK: - Documents and fragments

  /// https://www.w3.org/TR/xml/#NT-document
  mutating func parseDocument() throws(ParseError) {
    if peek() == "\u{FEFF}" { position += 1 }
    if lookingAt("<?xml"), let next = peek(at: 5), isWhitespace(next) || next == "?" {
      try skipXMLDeclaration()
    }
    var seenDoctype = false
    var seenRoot = false
    while true {
      skipWhitespace()
      guard let scalar = peek() else { break }
      if lookingAt("<!--") {
        try parseComment()
      } else if lookingAt("<?") {
        try parseProcessingInstruction()
      } else if lookingAt("<!DOCTYPE") {
        if seenDoctype || seenRoot { throw error("Extra content at the end of the document") }
        try parseDoctype()
        seenDoctype = true
      } else if scalar == "<", !seenRoot, let next = peek(at: 1), XMLNames.isNameStartChar(next) {
        try parseStartTag()
        if !openElements.isEmpty { try parseContent(isFragment: false) }
        seenRoot = true
      } else if seenRoot {
        throw error("Extra content at the end of the document")
      } else {
        throw error("Start tag expected, '<' not found")
      }
    }
    if !seenRoot { throw error("Document is empty") }
  }

  /// Parses content until the open elements close (for a document's root) or the input ends
  /// (for a fragment, where every element must be closed by then).
  ///
  /// https://www.w3.org/TR/xml/#NT-content
  mutating func parseContent(isFragment: Bool) throws(ParseError) {
    while isFragment || !openElements.isEmpty {
      guard let scalar = peek() else {
        if let open = openElements.last {
          throw error(
            "Premature end of data in tag \(open.qualifiedName) line \(line(at: open.start))")
        }
        flushText()
        return
      }
      if scalar == "<" {
        if lookingAt("</") {
          try parseEndTag()
        } else if lookingAt("<!--") {
          flushText()
          try parseComment()
        } else if lookingAt("<![CDATA[") {
          flushText()
          try parseCDATASection()
        } else if lookingAt("<?") {
          flushText()
          try parseProcessingInstruction()
        } else if let next = peek(at: 1), XMLNames.isNameStartChar(next) {
          flushText()
          try parseStartTag()
        } else {
          throw error("StartTag: invalid element name")
        }
      } else if scalar == "&" {
        pendingText.append(contentsOf: try parseReference())
      } else {
        try parseCharacterData()
      }
    }
  }

  // MARK: - Markup

  /// `<?xml version="1.0" …?>`: checked for its end only.
  ///
  /// https://www.w3.org/TR/xml/#NT-XMLDecl
  private mutating func skipXMLDeclaration() throws(ParseError) {
    position += 5
    guard let end = find("?>") else { throw error("parsing XML declaration: '?>' expected") }
    let declaration = String(String.UnicodeScalarView(input[position..<end]))
    if !declaration.contains("version") {
      throw error("Malformed declaration expecting version")
    }
    position = end + 2
  }

  /// https://www.w3.org/TR/xml/#NT-doctypedecl
  private mutating func parseDoctype() throws(ParseError) {
    position += 9
    guard skipWhitespace() else { throw error("Space required after 'DOCTYPE'") }
    let name = try parseName()
    skipWhitespace()
    var publicId = ""
    var systemId = ""
    if lookingAt("PUBLIC") {
      position += 6
      skipWhitespace()
      publicId = try parseQuoted()
      guard publicId.unicodeScalars.allSatisfy(XMLNames.isPubidChar) else {
        throw error("Invalid character in public identifier")
      }
      skipWhitespace()
      if peek() == "\"" || peek() == "'" { systemId = try parseQuoted() }
    } else if lookingAt("SYSTEM") {
      position += 6
      skipWhitespace()
      systemId = try parseQuoted()
    }
    skipWhitespace()
    if peek() == "[" {
      position += 1
      try parseInternalSubset()
      skipWhitespace()
    }
    guard peek() == ">" else { throw error("DOCTYPE improperly terminated") }
    position += 1
    flushText()
    root.appendChildForParser(
      document.createDocumentTypeForParser(name: name, publicId: publicId, systemId: systemId))
  }

  /// The internal subset: general entities with plain-text values are recorded, other
  /// declarations skipped.
  ///
  /// https://www.w3.org/TR/xml/#NT-intSubset
  private mutating func parseInternalSubset() throws(ParseError) {
    while true {
      skipWhitespace()
      guard let scalar = peek() else { throw error("Premature end of data in DOCTYPE") }
      if scalar == "]" {
        position += 1
        return
      }
      if lookingAt("<!--") {
        guard let end = find("-->", from: position + 4) else {
          throw error("Comment not terminated")
        }
        position = end + 3
      } else if lookingAt("<?") {
        guard let end = find("?>", from: position + 2) else {
          throw error("PI not terminated")
        }
        position = end + 2
      } else if lookingAt("<!ENTITY") {
        position += 8
        skipWhitespace()
        if peek() != "%", let name = try? parseName() {
          skipWhitespace()
          if peek() == "\"" || peek() == "'" {
            let value = try parseEntityValue()
            if entities[name] == nil { entities[name] = value }
          }
        }
        try skipDeclaration()
      } else if lookingAt("<!") {
        try skipDeclaration()
      } else if scalar == "%" {
        position += 1
        _ = try parseName()
        guard peek() == ";" else { throw error("PEReference: expecting ';'") }
        position += 1
      } else {
        throw error("internal error: internal subset")
      }
    }
  }

  /// Skips to the `>` closing a markup declaration, outside quoted strings.
  private mutating func skipDeclaration() throws(ParseError) {
    var quote: Unicode.Scalar?
    while let scalar = peek() {
      position += 1
      if let open = quote {
        if scalar == open { quote = nil }
      } else if scalar == "\"" || scalar == "'" {
        quote = scalar
      } else if scalar == ">" {
        return
      }
    }
    throw error("Premature end of data in markup declaration")
  }

  /// An entity's quoted value, with character references and predefined entities resolved.
  private mutating func parseEntityValue() throws(ParseError) -> String {
    guard let quote = peek() else { throw error("EntityValue: \" or ' expected") }
    position += 1
    var value = String.UnicodeScalarView()
    while let scalar = peek(), scalar != quote {
      if scalar == "&" {
        value.append(contentsOf: try parseReference())
      } else {
        value.append(scalar)
        position += 1
      }
    }
    guard peek() == quote else { throw error("EntityValue: \" or ' expected") }
    position += 1
    return String(value)
  }

  /// A quoted literal (system or public identifier).
  private mutating func parseQuoted() throws(ParseError) -> String {
    guard let quote = peek(), quote == "\"" || quote == "'" else {
      throw error("SystemLiteral \" or ' expected")
    }
    position += 1
    let start = position
    while let scalar = peek(), scalar != quote { position += 1 }
    guard peek() == quote else { throw error("Unfinished SystemLiteral") }
    let literal = String(String.UnicodeScalarView(input[start..<position]))
    position += 1
    return literal
  }

  /// https://www.w3.org/TR/xml/#NT-Comment
  private mutating func parseComment() throws(ParseError) {
    position += 4
    let start = position
    while true {
      guard let scalar = peek() else { throw error("Comment not terminated") }
      if scalar == "-" && peek(at: 1) == "-" {
        guard peek(at: 2) == ">" else { throw error("Double hyphen within comment") }
        break
      }
      guard XMLNames.isChar(scalar) else { throw invalidChar(scalar, in: "Comment") }
      position += 1
    }
    let data = String(String.UnicodeScalarView(input[start..<position]))
    position += 3
    append(document.createCommentForParser(data))
  }

  /// https://www.w3.org/TR/xml/#NT-PI
  private mutating func parseProcessingInstruction() throws(ParseError) {
    position += 2
    let target = try parseName()
    if target.asciiLowercased() == "xml" {
      throw error("XML declaration allowed only at the start of the document")
    }
    if target.contains(":") { throw error("colons are forbidden from PI names '\(target)'") }
    var data = ""
    if !lookingAt("?>") {
      guard skipWhitespace() else { throw error("ParsePI: PI \(target) space expected") }
      guard let end = find("?>") else { throw error("ParsePI: PI \(target) never end ...") }
      let scalars = input[position..<end]
      if let bad = scalars.first(where: { !XMLNames.isChar($0) }) {
        throw invalidChar(bad, in: "PI")
      }
      data = String(String.UnicodeScalarView(scalars))
      position = end
    }
    position += 2
    append(ProcessingInstruction(target: target, data: data, document: document))
  }

  /// https://www.w3.org/TR/xml/#NT-CDSect
  private mutating func parseCDATASection() throws(ParseError) {
    position += 9
    guard let end = find("]]>") else { throw error("CData section not finished") }
    let scalars = input[position..<end]
    if let bad = scalars.first(where: { !XMLNames.isChar($0) }) {
      throw invalidChar(bad, in: "CData")
    }
    position = end + 3
    append(CDATASection(unownedData: String(String.UnicodeScalarView(scalars)), document: document))
  }

  /// https://www.w3.org/TR/xml/#NT-CharData
  private mutating func parseCharacterData() throws(ParseError) {
    while let scalar = peek(), scalar != "<", scalar != "&" {
      if scalar == "]" && lookingAt("]]>") {
        throw error("Sequence ']]>' not allowed in content")
      }
      guard XMLNames.isChar(scalar) else { throw invalidChar(scalar, in: "PCDATA") }
      pendingText.append(scalar)
      position += 1
    }
  }

  /// A character or entity reference, after the `&`.
  ///
  /// https://www.w3.org/TR/xml/#NT-Reference
  private mutating func parseReference() throws(ParseError) -> String.UnicodeScalarView {
    position += 1
    if peek() == "#" {
      position += 1
      var radix: UInt32 = 10
      if peek() == "x" {
        radix = 16
        position += 1
      }
      var value: UInt32 = 0
      var digits = 0
      while let scalar = peek(), let digit = Self.digitValue(scalar, radix: radix) {
        value = min(value &* radix &+ digit, 0x110000)
        digits += 1
        position += 1
      }
      guard digits > 0, peek() == ";" else { throw error("CharRef: invalid decimal value") }
      position += 1
      guard let scalar = Unicode.Scalar(value), XMLNames.isChar(scalar) else {
        throw error("xmlParseCharRef: invalid xmlChar value \(value)")
      }
      return String.UnicodeScalarView([scalar])
    }
    let name = try parseName()
    guard peek() == ";" else { throw error("EntityRef: expecting ';'") }
    position += 1
    switch name {
    case "lt": return "<".unicodeScalars
    case "gt": return ">".unicodeScalars
    case "amp": return "&".unicodeScalars
    case "apos": return "'".unicodeScalars
    case "quot": return "\"".unicodeScalars
    default:
      guard let value = entities[name] else { throw error("Entity '\(name)' not defined") }
      return value.unicodeScalars
    }
  }

  private static func digitValue(_ scalar: Unicode.Scalar, radix: UInt32) -> UInt32? {
    switch scalar {
    case "0"..."9": return scalar.value - 0x30
    case "a"..."f" where radix == 16: return scalar.value - 0x61 + 10
    case "A"..."F" where radix == 16: return scalar.value - 0x41 + 10
    default: return nil
    }
  }

  // MARK: - Elements

  /// A start tag: the element is made with its namespace, appended, and opened unless empty.
  ///
  /// https://www.w3.org/TR/xml/#NT-STag, https://www.w3.org/TR/xml-names/#ns-using
  private mutating func parseStartTag() throws(ParseError) {
    let start = position
    position += 1
    let qualifiedName = try parseName()
    let (attributes, isEmpty) = try parseAttributes(of: qualifiedName)
    try openNamespaceScope(declaredBy: attributes)
    let element = document.createElement(name: try elementName(qualifiedName))
    var expandedNames: [(Namespace?, String)] = []
    for (name, value) in attributes {
      let attributeName = try self.attributeName(
        name, on: element.localName, seen: &expandedNames)
      element.appendAttributeForParser(name: attributeName, value: value)
    }
    append(element)
    if isEmpty {
      closeScope()
    } else {
      let container: Node = (element as? HTMLTemplateElement)?.content ?? element
      openElements.append(
        OpenElement(qualifiedName: qualifiedName, container: container, start: start))
    }
  }

  /// The attributes of the start tag of `qualifiedName` (each name once) up to its `>` or
  /// `/>`; `isEmpty` for `/>`.
  ///
  /// https://www.w3.org/TR/xml/#NT-Attribute
  private mutating func parseAttributes(of qualifiedName: String) throws(ParseError) -> (
    attributes: [(name: String, value: String)], isEmpty: Bool
  ) {
    var attributes: [(name: String, value: String)] = []
    while true {
      let hadSpace = skipWhitespace()
      if lookingAt("/>") {
        position += 2
        return (attributes, true)
      }
      if peek() == ">" {
        position += 1
        return (attributes, false)
      }
      if peek() == nil { throw error("Couldn't find end of Start Tag \(qualifiedName)") }
      guard hadSpace else { throw error("attributes construct error") }
      let name = try parseName()
      skipWhitespace()
      guard peek() == "=" else {
        throw error("Specification mandates value for attribute \(name)")
      }
      position += 1
      skipWhitespace()
      let value = try parseAttributeValue()
      if attributes.contains(where: { $0.name == name }) {
        throw error("Attribute \(name) redefined")
      }
      attributes.append((name, value))
    }
  }

  /// Opens the namespace scope of an element: its `xmlns` and `xmlns:prefix` declarations
  /// (reserved prefixes and namespaces refused), remembered to be undone when it closes.
  ///
  /// https://www.w3.org/TR/xml-names/#ns-decl
  private mutating func openNamespaceScope(
    declaredBy attributes: [(name: String, value: String)]
  ) throws(ParseError) {
    var scope: [(prefix: String, uri: String)] = []
    for (name, value) in attributes {
      if name == "xmlns" {
        if value == Namespace.xml.uri || value == Namespace.xmlns.uri {
          throw error("xmlns: URI \(value) is reserved")
        }
        scope.append(("", value))
      } else if name.hasPrefix("xmlns:") {
        let prefix = String(name.dropFirst(6))
        if prefix == "xmlns" || (prefix == "xml" && value != Namespace.xml.uri)
          || (prefix != "xml" && (value == Namespace.xml.uri || value == Namespace.xmlns.uri))
        {
          throw error("xmlns:\(prefix): reserved prefix or namespace")
        }
        if value.isEmpty { throw error("xmlns:\(prefix): Empty XML namespace is not allowed") }
        scope.append((prefix, value))
      }
    }
    replacedBindings.append(scope.map { ($0.prefix, bindings[$0.prefix]) })
    for (prefix, uri) in scope { bindings[prefix] = uri }
  }

  /// An element's name, its prefix resolved in the scope (no prefix: the default namespace).
  private func elementName(_ qualifiedName: String) throws(ParseError) -> QualifiedName {
    let (prefix, localName) = try splitQualifiedName(qualifiedName)
    let namespace: Namespace?
    if let prefix {
      guard let uri = lookUp(prefix) else {
        throw error("Namespace prefix \(prefix) on \(localName) is not defined")
      }
      namespace = Namespace(uri: uri)
    } else {
      namespace = Namespace(uri: lookUp("") ?? "")
    }
    return document.internName(namespace: namespace, prefix: prefix, localName: localName)
  }

  /// An attribute's name on the element `elementLocalName`: `xmlns` and `xmlns:` ones in the
  /// XMLNS namespace, a prefixed one in its prefix's namespace, an unprefixed one in none; an
  /// expanded name already `seen` on the element is an error.
  private func attributeName(
    _ name: String, on elementLocalName: String, seen: inout [(Namespace?, String)]
  ) throws(ParseError) -> QualifiedName {
    if name == "xmlns" {
      return document.internName(namespace: .xmlns, localName: "xmlns")
    }
    let (attributePrefix, attributeLocalName) = try splitQualifiedName(name)
    var attributeNamespace: Namespace?
    if attributePrefix == "xmlns" {
      attributeNamespace = .xmlns
    } else if let attributePrefix {
      guard let uri = lookUp(attributePrefix) else {
        throw error(
          "Namespace prefix \(attributePrefix) for \(attributeLocalName) on \(elementLocalName) "
            + "is not defined")
      }
      attributeNamespace = Namespace(uri: uri)
    }
    if seen.contains(where: { $0.0 == attributeNamespace && $0.1 == attributeLocalName }) {
      throw error("Namespaced Attribute \(attributeLocalName) redefined")
    }
    seen.append((attributeNamespace, attributeLocalName))
    return document.internName(
      namespace: attributeNamespace, prefix: attributePrefix, localName: attributeLocalName)
  }

  /// https://www.w3.org/TR/xml/#NT-ETag
  private mutating func parseEndTag() throws(ParseError) {
    position += 2
    let name = try parseName()
    skipWhitespace()
    guard peek() == ">" else { throw error("expected '>'") }
    guard let open = openElements.last else {
      throw error("Extra content at the end of the document")
    }
    guard open.qualifiedName == name else {
      throw error(
        "Opening and ending tag mismatch: \(open.qualifiedName) line \(line(at: open.start)) "
          + "and \(name)")
    }
    position += 1
    flushText()
    openElements.removeLast()
    closeScope()
  }

  /// Restores the bindings an element's declarations replaced.
  private mutating func closeScope() {
    for (prefix, previous) in (replacedBindings.popLast() ?? []).reversed() {
      bindings[prefix] = previous
    }
  }

  /// https://www.w3.org/TR/xml/#NT-AttValue, normalized as
  /// https://www.w3.org/TR/xml/#AVNormalize (CDATA attributes)
  private mutating func parseAttributeValue() throws(ParseError) -> String {
    guard let quote = peek(), quote == "\"" || quote == "'" else {
      throw error("AttValue: \" or ' expected")
    }
    position += 1
    var value = String.UnicodeScalarView()
    while true {
      guard let scalar = peek() else { throw error("AttValue: ' expected") }
      if scalar == quote {
        position += 1
        break
      }
      switch scalar {
      case "<": throw error("Unescaped '<' not allowed in attributes values")
      case "&": value.append(contentsOf: try parseReference())
      case "\t", "\n":
        value.append(" ")
        position += 1
      default:
        guard XMLNames.isChar(scalar) else { throw invalidChar(scalar, in: "AttValue") }
        value.append(scalar)
        position += 1
      }
    }
    return String(value)
  }

  /// Splits a QName at its colon; more than one colon, or an empty part, is an error.
  ///
  /// https://www.w3.org/TR/xml-names/#NT-QName
  private func splitQualifiedName(_ name: String) throws(ParseError) -> (String?, String) {
    guard let colon = name.firstIndex(of: ":") else { return (nil, name) }
    let prefix = String(name[..<colon])
    let localName = String(name[name.index(after: colon)...])
    guard !prefix.isEmpty, !localName.isEmpty, !localName.contains(":"),
      let first = localName.unicodeScalars.first, XMLNames.isNameStartChar(first)
    else {
      throw error("Failed to parse QName '\(name)'")
    }
    return (prefix, localName)
  }

  /// The namespace bound to `prefix` ("" for the default), nil when unbound; an empty binding
  /// (`xmlns=""`) means no namespace.
  private func lookUp(_ prefix: String) -> String? {
    if prefix == "xml" { return Namespace.xml.uri }
    return bindings[prefix] ?? (prefix.isEmpty ? "" : nil)
  }

  // MARK: - Tree building

  private var currentContainer: Node { openElements.last?.container ?? root }

  private mutating func append(_ node: Node) {
    flushText()
    currentContainer.appendChildForParser(node)
  }

  /// Appends the pending character data as one text node (never outside the root element of a
  /// document, where only white space is skipped).
  private mutating func flushText() {
    guard !pendingText.isEmpty else { return }
    let data = String(pendingText)
    pendingText = String.UnicodeScalarView()
    currentContainer.appendChildForParser(document.createTextForParser(data))
  }

  // MARK: - Scanning

  private func peek(at offset: Int = 0) -> Unicode.Scalar? {
    let index = position + offset
    return index < input.count ? input[index] : nil
  }

  private func lookingAt(_ literal: String) -> Bool {
    var index = position
    for scalar in literal.unicodeScalars {
      guard index < input.count, input[index] == scalar else { return false }
      index += 1
    }
    return true
  }

  /// The index where `literal` next starts, from `start` (the current position by default).
  private func find(_ literal: String, from start: Int? = nil) -> Int? {
    let needle = Array(literal.unicodeScalars)
    var index = start ?? position
    while index + needle.count <= input.count {
      if input[index] == needle[0] && input[index..<index + needle.count].elementsEqual(needle) {
        return index
      }
      index += 1
    }
    return nil
  }

  private func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
    scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r"
  }

  /// Skips white space; returns whether there was any.
  @discardableResult
  private mutating func skipWhitespace() -> Bool {
    let start = position
    while let scalar = peek(), isWhitespace(scalar) { position += 1 }
    return position > start
  }

  /// https://www.w3.org/TR/xml/#NT-Name
  private mutating func parseName() throws(ParseError) -> String {
    guard let first = peek(), XMLNames.isNameStartChar(first) else {
      throw error("Name expected")
    }
    let start = position
    position += 1
    while let scalar = peek(), XMLNames.isNameChar(scalar) { position += 1 }
    return String(String.UnicodeScalarView(input[start..<position]))
  }

  // MARK: - Errors

  /// The 1-based line of `index` (counted on demand: only errors need it).
  private func line(at index: Int) -> Int {
    input[..<min(index, input.count)].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
  }

  private func error(_ message: String) -> ParseError {
    let end = min(position, input.count)
    let lineStart = input[..<end].lastIndex(of: "\n").map { $0 + 1 } ?? 0
    return ParseError(line: line(at: end), column: end - lineStart + 1, message: message)
  }

  private func invalidChar(_ scalar: Unicode.Scalar, in context: String) -> ParseError {
    error("\(context) invalid Char value \(scalar.value)")
  }
}
