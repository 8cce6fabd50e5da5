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

  /// What the serializer needs to know about an element's name.
  enum NameKind: UInt8, Sendable {
    /// An HTML element that serializes as void (no children, no end tag).
    case void
    /// An HTML element whose text children are written unescaped.
    case rawText
    /// HTML `noscript` (raw text when scripting is enabled).
    case noscript
    case other

    init(namespace: Namespace?, localName: String) {
      guard namespace == .html else {
        self = .other
        return
      }
      if HTMLSerializer.voidElements.contains(localName) {
        self = .void
      } else if HTMLSerializer.rawTextParents.contains(localName) {
        self = .rawText
      } else {
        self = localName == "noscript" ? .noscript : .other
      }
    }
  }

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

    /// One step of the iterative walk (no recursion: any depth serializes). The steps hold
    /// no references: nothing changes the tree while it is written, and the caller holds the
    /// root, which keeps everything below it alive (the references each step took and dropped
    /// were a third of a large `innerHTML` read).
    private enum Step {
      case node(Unmanaged<Node>, parent: Unmanaged<Node>?)
      case endTag(Unmanaged<Element>)
      /// The end of a shadow root's `<template>`.
      case templateEndTag
      case shadowRoot(Unmanaged<ShadowRoot>)
    }

    /// Pushes `node`'s children (a template's contents for a template) in reverse, so they
    /// pop in order; nothing for void elements.
    private func pushChildren(of node: Node, onto stack: inout [Step]) {
      var container = node
      if let element = node as? Element {
        if element.qualifiedName.serialization == .void { return }
        if let template = element as? HTMLTemplateElement { container = template.content }
      }
      // From the last child back (the links that way take no reference), so they pop in order.
      let parent = Unmanaged.passUnretained(container)
      var child = container.lastChildStorage.map { Unmanaged.passUnretained($0) }
      while let current = child {
        stack.append(.node(current, parent: parent))
        child = current._withUnsafeGuaranteedRef {
          $0.previousSiblingStorage.map { Unmanaged.passUnretained($0) }
        }
      }
      // Step 3 of the fragment serialization: a shadow root to write comes first.
      if let shadowRoots, let element = node as? Element,
        let shadow = element.rareData?.shadowRoot, shadowRoots.includes(shadow)
      {
        stack.append(.shadowRoot(Unmanaged.passUnretained(shadow)))
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
      stack.append(.templateEndTag)
      pushChildren(of: shadow, onto: &stack)
    }

    mutating func writeChildren(of node: Node) {
      var stack: [Step] = []
      pushChildren(of: node, onto: &stack)
      run(&stack)
    }

    mutating func write(_ node: Node, parent: Node?) {
      var stack: [Step] = [
        .node(Unmanaged.passUnretained(node), parent: parent.map { Unmanaged.passUnretained($0) })
      ]
      withExtendedLifetime(parent) { run(&stack) }
    }

    private mutating func run(_ stack: inout [Step]) {
      while let step = stack.popLast() {
        switch step {
        case .endTag(let element):
          bytes.append(contentsOf: "</".utf8)
          element._withUnsafeGuaranteedRef { append($0.serializedTagName) }
          bytes.append(UInt8(ascii: ">"))
        case .templateEndTag:
          bytes.append(contentsOf: "</template>".utf8)
        case .node(let node, let parent):
          node._withUnsafeGuaranteedRef { node in
            writeOpening(node, parent: parent?.takeUnretainedValue(), stack: &stack)
          }
        case .shadowRoot(let shadow):
          shadow._withUnsafeGuaranteedRef { writeShadowRoot($0, stack: &stack) }
        }
      }
    }

    /// Writes `node` itself, or its start tag, queueing its children and end tag.
    private mutating func writeOpening(_ node: Node, parent: Node?, stack: inout [Step]) {
      if let element = node as? Element {
        bytes.append(UInt8(ascii: "<"))
        append(element.serializedTagName)
        for slot in element.attributeSlots {
          bytes.append(UInt8(ascii: " "))
          append(slot.name.serializedAttributeName)
          bytes.append(contentsOf: "=\"".utf8)
          escape(slot.value, attributeMode: true)
          bytes.append(UInt8(ascii: "\""))
        }
        bytes.append(UInt8(ascii: ">"))
        if element.qualifiedName.serialization == .void { return }
        if options.leadingNewlineInPreformatted, element.isHTMLElement,
          ["pre", "textarea", "listing"].contains(element.localName),
          let text = element.firstChild as? Text, text.data.utf8.first == 0x0A
        {
          bytes.append(0x0A)
        }
        stack.append(.endTag(Unmanaged.passUnretained(element)))
        pushChildren(of: element, onto: &stack)
        return
      }
      switch node {
      case let text as Text:
        if let parent = parent as? Element,
          parent.qualifiedName.serialization == .rawText
            || (parent.qualifiedName.serialization == .noscript && options.scriptingEnabled)
        {
          append(text.dataStorage)
        } else {
          escape(text.dataStorage, attributeMode: false)
        }
      case let comment as Comment:
        bytes.append(contentsOf: "<!--".utf8)
        append(comment.dataStorage)
        bytes.append(contentsOf: "-->".utf8)
      case let pi as ProcessingInstruction:
        bytes.append(contentsOf: "<?".utf8)
        append(pi.target)
        bytes.append(UInt8(ascii: " "))
        append(pi.dataStorage)
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
      var string = string
      string.withUTF8 { escape($0, attributeMode: attributeMode) }
    }

    /// Appends `text` with `&`, `<`, `>`, U+00A0 (and `"` in attribute mode) escaped: the
    /// runs between them are copied whole.
    private mutating func escape(_ text: UnsafeBufferPointer<UInt8>, attributeMode: Bool) {
      guard let base = text.baseAddress else { return }
      let count = text.count
      let quote: UInt8 = attributeMode ? 0x22 : 0x26
      var runStart = 0
      var index = 0
      while index < count {
        let byte = base[index]
        // Every byte that needs work is one of these; anything below `&` other than `"`, and
        // any ASCII letter or digit, goes on at once.
        guard byte == 0x26 || byte == 0x3C || byte == 0x3E || byte == quote || byte == 0xC2
        else {
          index += 1
          continue
        }
        let replacement: StaticString
        switch byte {
        case 0x26: replacement = "&amp;"
        case 0x3C: replacement = "&lt;"
        case 0x3E: replacement = "&gt;"
        case 0x22: replacement = "&quot;"
        default:
          // U+00A0 is C2 A0; any other C2 sequence stays.
          guard index + 1 < count, base[index + 1] == 0xA0 else {
            index += 1
            continue
          }
          replacement = "&nbsp;"
        }
        bytes.append(
          contentsOf: UnsafeBufferPointer(start: base + runStart, count: index - runStart))
        bytes.append(
          contentsOf: UnsafeBufferPointer(
            start: replacement.utf8Start, count: replacement.utf8CodeUnitCount))
        index += byte == 0xC2 ? 2 : 1
        runStart = index
      }
      bytes.append(contentsOf: UnsafeBufferPointer(start: base + runStart, count: count - runStart))
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
