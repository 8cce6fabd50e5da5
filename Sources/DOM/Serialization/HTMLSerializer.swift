/// The HTML fragment serialization algorithm, as `innerHTML` and `outerHTML` use it.
///
/// Follows the current HTML standard and Safari 26: `<` and `>` are escaped in attribute values
/// (whatwg/html#6362, WebKit 295149@main), and no extra line feed is written after
/// `pre`/`textarea`/`listing` (whatwg/html#1815). The old line-feed rule is available as an
/// option for tools that want exact round trips.
///
/// https://html.spec.whatwg.org/multipage/parsing.html#serialising-html-fragments
public enum HTMLSerializer {
  /// Choices that depart from what Safari does.
  public struct Options: Sendable {
    /// Write an extra line feed after a `pre`, `textarea` or `listing` start tag when the first
    /// child is text starting with one (the rule the standard dropped in 2016).
    public var leadingNewlineInPreformatted = false
    /// Whether `noscript` content is raw text (scripting enabled, as in Safari).
    public var scriptingEnabled = true

    /// The defaults: Safari's behaviour.
    public init() {}
  }

  /// The serialization of `node`'s children (its template contents for a template).
  public static func serializeChildren(of node: Node, options: Options = Options()) -> String {
    var writer = Writer(options: options)
    writer.writeChildren(of: node)
    return writer.result
  }

  /// The serialization of `node`'s children with the shadow roots `shadowRoots` selects, each
  /// written as a `<template shadowrootmode>` before its host's children (`getHTML()`).
  ///
  /// https://html.spec.whatwg.org/multipage/parsing.html#html-fragment-serialisation-algorithm
  public static func serializeChildren(
    of node: Node, shadowRoots: GetHTMLOptions, options: Options = Options()
  ) -> String {
    var writer = Writer(options: options)
    writer.shadowRoots = shadowRoots
    writer.writeChildren(of: node)
    return writer.result
  }

  /// The serialization of `node` itself: its start tag, children and end tag for an element.
  public static func serialize(_ node: Node, options: Options = Options()) -> String {
    var writer = Writer(options: options)
    writer.write(node, parent: node.parentNode)
    return writer.result
  }

  /// Elements with no end tag. https://html.spec.whatwg.org/multipage/parsing.html#serializes-as-void
  static let voidElements: Set<String> = [
    "area", "base", "basefont", "bgsound", "br", "col", "embed", "frame", "hr", "img", "input",
    "keygen", "link", "meta", "param", "source", "track", "wbr",
  ]

  /// Elements whose text children are written unescaped.
  static let rawTextParents: Set<String> = [
    "style", "script", "xmp", "iframe", "noembed", "noframes", "plaintext",
  ]

  struct Writer {
    let options: Options
    var bytes: [UInt8] = []
    /// The shadow roots to write (none for `innerHTML`/`outerHTML`).
    var shadowRoots: GetHTMLOptions?

    init(options: Options) {
      self.options = options
      bytes.reserveCapacity(256)
    }

    var result: String { String(decoding: bytes, as: UTF8.self) }

    mutating func append(_ string: String) {
      bytes.append(contentsOf: string.utf8)
    }

    /// One step of the iterative walk (no recursion: any depth serializes).
    private enum Step {
      case node(Node, parent: Node?)
      case endTag(String)
      case shadowRoot(ShadowRoot)
    }

    /// Pushes `node`'s children (a template's contents for a template) in reverse, so they
    /// pop in order; nothing for void elements.
    private func pushChildren(of node: Node, onto stack: inout [Step]) {
      var container = node
      if let element = node as? Element {
        if element.isHTMLElement && HTMLSerializer.voidElements.contains(element.localName) {
          return
        }
        if let template = element as? HTMLTemplateElement { container = template.content }
      }
      var children: [Node] = []
      var child = container.firstChild
      while let current = child {
        children.append(current)
        child = current.nextSibling
      }
      for each in children.reversed() { stack.append(.node(each, parent: container)) }
      // Step 3 of the fragment serialization: a shadow root to write comes first.
      if let shadowRoots, let element = node as? Element,
        let shadow = element.rareData?.shadowRoot, shadowRoots.includes(shadow)
      {
        stack.append(.shadowRoot(shadow))
      }
    }

    /// Writes a shadow root as its declarative template: the mode, then the boolean options
    /// that are set, in the standard's order (delegatesfocus, serializable, clonable), then
    /// the shadow root's children.
    ///
    /// https://html.spec.whatwg.org/multipage/parsing.html#html-fragment-serialisation-algorithm
    private mutating func writeShadowRoot(_ shadow: ShadowRoot, stack: inout [Step]) {
      append("<template shadowrootmode=\"\(shadow.mode.rawValue)\"")
      if shadow.delegatesFocus { append(" shadowrootdelegatesfocus=\"\"") }
      if shadow.serializable { append(" shadowrootserializable=\"\"") }
      if shadow.clonable { append(" shadowrootclonable=\"\"") }
      append(">")
      stack.append(.endTag("template"))
      pushChildren(of: shadow, onto: &stack)
    }

    mutating func writeChildren(of node: Node) {
      var stack: [Step] = []
      pushChildren(of: node, onto: &stack)
      run(&stack)
    }

    mutating func write(_ node: Node, parent: Node?) {
      var stack: [Step] = [.node(node, parent: parent)]
      run(&stack)
    }

    private mutating func run(_ stack: inout [Step]) {
      while let step = stack.popLast() {
        switch step {
        case .endTag(let name):
          bytes.append(contentsOf: "</".utf8)
          append(name)
          bytes.append(UInt8(ascii: ">"))
        case .node(let node, let parent):
          writeOpening(node, parent: parent, stack: &stack)
        case .shadowRoot(let shadow):
          writeShadowRoot(shadow, stack: &stack)
        }
      }
    }

    /// Writes `node` itself, or its start tag, queueing its children and end tag.
    private mutating func writeOpening(_ node: Node, parent: Node?, stack: inout [Step]) {
      switch node {
      case let element as Element:
        let name = element.serializedTagName
        bytes.append(UInt8(ascii: "<"))
        append(name)
        for slot in element.attributeSlots {
          bytes.append(UInt8(ascii: " "))
          append(slot.name.serializedAttributeName)
          bytes.append(contentsOf: "=\"".utf8)
          escape(slot.value, attributeMode: true)
          bytes.append(UInt8(ascii: "\""))
        }
        bytes.append(UInt8(ascii: ">"))
        if element.isHTMLElement && HTMLSerializer.voidElements.contains(element.localName) {
          return
        }
        if options.leadingNewlineInPreformatted, element.isHTMLElement,
          ["pre", "textarea", "listing"].contains(element.localName),
          let text = element.firstChild as? Text, text.data.utf8.first == 0x0A
        {
          bytes.append(0x0A)
        }
        stack.append(.endTag(name))
        pushChildren(of: element, onto: &stack)
      case let text as Text:
        if let parent = parent as? Element, parent.isHTMLElement,
          HTMLSerializer.rawTextParents.contains(parent.localName)
            || (parent.localName == "noscript" && options.scriptingEnabled)
        {
          append(text.data)
        } else {
          escape(text.data, attributeMode: false)
        }
      case let comment as Comment:
        bytes.append(contentsOf: "<!--".utf8)
        append(comment.data)
        bytes.append(contentsOf: "-->".utf8)
      case let pi as ProcessingInstruction:
        bytes.append(contentsOf: "<?".utf8)
        append(pi.target)
        bytes.append(UInt8(ascii: " "))
        append(pi.data)
        bytes.append(UInt8(ascii: ">"))
      case let doctype as DocumentType:
        bytes.append(contentsOf: "<!DOCTYPE ".utf8)
        append(doctype.name)
        bytes.append(UInt8(ascii: ">"))
      case is Document, is DocumentFragment:
        pushChildren(of: node, onto: &stack)
      default:
        break
      }
    }

    /// https://html.spec.whatwg.org/multipage/parsing.html#escapingString
    mutating func escape(_ string: String, attributeMode: Bool) {
      let utf8 = string.utf8
      // Fast path: nothing to escape.
      let needsWork = utf8.contains {
        $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0xC2 || (attributeMode && $0 == 0x22)
      }
      guard needsWork else {
        bytes.append(contentsOf: utf8)
        return
      }
      var previousWasC2 = false
      for byte in utf8 {
        if previousWasC2 {
          previousWasC2 = false
          if byte == 0xA0 {
            bytes.append(contentsOf: "&nbsp;".utf8)
            continue
          }
          bytes.append(0xC2)
        }
        switch byte {
        case 0x26: bytes.append(contentsOf: "&amp;".utf8)
        case 0x3C: bytes.append(contentsOf: "&lt;".utf8)
        case 0x3E: bytes.append(contentsOf: "&gt;".utf8)
        case 0x22 where attributeMode: bytes.append(contentsOf: "&quot;".utf8)
        case 0xC2: previousWasC2 = true
        default: bytes.append(byte)
        }
      }
      if previousWasC2 { bytes.append(0xC2) }
    }
  }
}

extension Element {
  /// The tag name written by the serializer: the local name for HTML, SVG and MathML elements,
  /// else the qualified name.
  var serializedTagName: String {
    switch qualifiedName.namespace {
    case .html, .svg, .mathml: qualifiedName.localName
    default: qualifiedName.qualifiedName
    }
  }
}

extension QualifiedName {
  /// The attribute's serialized name.
  /// https://html.spec.whatwg.org/multipage/parsing.html#attribute's-serialised-name
  var serializedAttributeName: String {
    switch namespace {
    case nil: localName
    case .xml: "xml:" + localName
    case .xmlns: localName == "xmlns" ? "xmlns" : "xmlns:" + localName
    case .xlink: "xlink:" + localName
    default: qualifiedName
    }
  }
}
