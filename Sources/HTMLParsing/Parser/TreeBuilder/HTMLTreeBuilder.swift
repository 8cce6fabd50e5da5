import DOM

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The HTML standard's tree construction stage, building `DOM` nodes directly from the
/// tokenizer's tokens (no intermediate tree). The insertion modes are in the `+InHead`,
/// `+InBody`, `+InTable`, `+InTemplate`, `+AfterBody` and `+ForeignContent` partials; node
/// insertion (with foster parenting and WebKit's depth limit) in `+Insertion`.
///
/// https://html.spec.whatwg.org/multipage/parsing.html#tree-construction
struct HTMLTreeBuilder {
  var tokenizer: HTMLTokenizer
  let document: Document
  /// The node the parse fills: the document, or for a fragment the `html` root.
  var mode = HTMLInsertionMode.initial
  /// https://html.spec.whatwg.org/multipage/parsing.html#original-insertion-mode
  var originalMode = HTMLInsertionMode.initial
  /// https://html.spec.whatwg.org/multipage/parsing.html#stack-of-template-insertion-modes
  var templateModes: [HTMLInsertionMode] = []
  var stack = StackOfOpenElements()
  var formatting = ActiveFormattingElements()
  /// https://html.spec.whatwg.org/multipage/parsing.html#head-element-pointer
  var headElement: Element?
  /// https://html.spec.whatwg.org/multipage/parsing.html#form-element-pointer
  var formElement: Element?
  /// https://html.spec.whatwg.org/multipage/parsing.html#frameset-ok-flag
  var framesetOK = true
  /// https://html.spec.whatwg.org/multipage/parsing.html#scripting-flag
  let scripting: Bool
  /// Whether insertions into a table-ish current node are foster parented.
  var fosterParenting = false
  /// The fragment parsing algorithm's context element.
  var context: HTMLOpenElement?
  /// WebKit's limit on open elements (``HTMLParser/Options/maximumTreeDepth``).
  let maximumDepth: Int?
  /// Whether the next token, if a line feed, is dropped (after `pre`, `listing`, `textarea`).
  var ignoresNextLineFeed = false

  /// "In table text": the pending character tokens.
  var pendingTableText: [UInt8] = []

  /// Character tokens not yet in the tree: one Text node is made per run.
  var textBuffer: [UInt8] = []
  var textParent: Node?
  var textBefore: Node?

  /// The elements inserted while processing the current token: WebKit attaches them only once
  /// the token is processed, so its depth limit, which looks at the current node's parent,
  /// does not apply below them (implied `tbody`/`tr`, reconstructed formatting elements).
  var insertedThisToken: [Element] = []

  /// The tokenizer position past which the input's read pages are next released
  /// (``HTMLInputBuffer/releasePages(before:)``); `Int.max` when the input is not released.
  var nextInputRelease = Int.max

  /// The host that runs scripts at their end tags, for a document parse that runs them.
  var scriptHost: (any HTMLParserScriptHost)?
  /// Whether script start tags record their line (``Document/setScriptStartLine(_:of:)``):
  /// in a document's parse, not a fragment's.
  var recordsScriptLines = false
  /// The input's lines counted so far, for script start lines.
  var lineCounter = HTMLSourceLineCounter()
  /// The insertion points (offsets in the input) of the scripts the parser is paused for,
  /// innermost last: the standard's insertion point and the "old insertion point"s its script
  /// end tag steps keep. Empty when undefined.
  ///
  /// https://html.spec.whatwg.org/multipage/parsing.html#insertion-point
  var insertionPoints: [Int] = []

  /// Whether the end-of-file token is to be processed again (after a template is closed).
  var reprocessesEndOfFile = false

  /// The token being processed: its tag (start and end tags).
  var tag = HTMLElementTag.other

  /// Qualified names made so far, per name bytes (interning a String per tag is slow).
  var knownHTMLNames: [QualifiedName?]
  var otherHTMLNames = ByteNameTable<QualifiedName>()
  var attributeNames = ByteNameTable<QualifiedName>()
  var foreignElementNames = ByteNameTable<QualifiedName>()
  var foreignAttributeNames = ByteNameTable<QualifiedName>()

  /// The attribute lists of recent HTML start tags, direct-mapped by a hash of their names and
  /// values (empty until the first tag with attributes): an element whose tag repeats the
  /// attributes of one in the table shares its storage (``ParsedAttributeList``).
  var attributeLists: [(hash: UInt32, list: ParsedAttributeList)?] = []

  init(markup: HTMLInputBuffer, document: Document, scripting: Bool, maximumDepth: Int?) {
    self.tokenizer = HTMLTokenizer(input: markup)
    self.document = document
    self.scripting = scripting
    self.maximumDepth = maximumDepth.map { max($0, 2) }
    self.knownHTMLNames = Array(repeating: nil, count: HTMLElementTag.allCases.count)
  }

  // MARK: - Entry points

  /// Parses `markup` into `document` (which must be empty). With a `deadline` (the thread's
  /// CPU time, in nanoseconds), gives up once past it: `false` then, with `document` emptied.
  ///
  /// https://html.spec.whatwg.org/multipage/parsing.html#parsing
  static func parseDocument(
    _ markup: String, into document: Document, scripting: Bool, maximumDepth: Int?,
    deadline: UInt64?
  ) -> Bool {
    var markup = markup
    return parseDocument(
      consuming: &markup, into: document, scripting: scripting, maximumDepth: maximumDepth,
      deadline: deadline)
  }

  /// Parses as ``parseDocument(_:into:scripting:maximumDepth:deadline:)`` does, emptying
  /// `markup` once its bytes are copied, so that a large page is not held twice.
  /// `releasesInput: false` keeps the read pages of a large input (tests compare the trees).
  static func parseDocument(
    consuming markup: inout String, into document: Document, scripting: Bool,
    maximumDepth: Int?, deadline: UInt64?, releasesInput: Bool = true,
    scriptHost: (any HTMLParserScriptHost)? = nil
  ) -> Bool {
    let input = HTMLInputBuffer(markup)
    markup = ""
    var builder = HTMLTreeBuilder(
      markup: input, document: document, scripting: scripting, maximumDepth: maximumDepth)
    builder.recordsScriptLines = true
    builder.scriptHost = scriptHost
    defer { if scriptHost != nil { document.noteParserMutations() } }
    // This parse owns its copy of the markup alone: a large one gives back the pages already
    // read as the tree grows, so that the input and the whole tree are not held together.
    if releasesInput && input.count >= inputReleaseMinimum {
      builder.nextInputRelease = inputReleaseStep
    }
    guard builder.run(deadline: deadline) else {
      document.removeAllChildrenForParser()
      return false
    }
    return true
  }

  /// Parses `markup` as the children of `context` would be parsed, into `fragment`; with a
  /// `deadline` as ``parseDocument(_:into:scripting:maximumDepth:deadline:)`` says.
  ///
  /// https://html.spec.whatwg.org/multipage/parsing.html#html-fragment-parsing-algorithm
  static func parseFragment(
    _ markup: String, context: Element, into fragment: DocumentFragment, scripting: Bool,
    maximumDepth: Int?, deadline: UInt64?
  ) -> Bool {
    let document = fragment.nodeDocument
    var builder = HTMLTreeBuilder(
      markup: HTMLInputBuffer(markup), document: document, scripting: scripting,
      maximumDepth: maximumDepth)
    let root = builder.startFragment(context: context)
    guard builder.run(deadline: deadline) else {
      root.removeAllChildrenForParser()
      return false
    }
    root.moveChildrenForParser(to: fragment)
    return true
  }

  /// Steps of the fragment parsing algorithm before tokenizing: the context's tokenizer
  /// state, the root `html` element, the template mode, the form pointer, the insertion mode.
  private mutating func startFragment(context element: Element) -> Element {
    let namespace: HTMLElementNamespace
    switch element.namespace {
    case .svg: namespace = .svg
    case .mathml: namespace = .mathml
    default: namespace = .html
    }
    let contextTag = HTMLElementTag.lookup(Array(element.localName.utf8.map(asciiLower)))
    let context = HTMLOpenElement(node: element, tag: contextTag, namespace: namespace)
    self.context = context
    if namespace == .html {
      switch contextTag {
      case .title, .textarea: tokenizer.state = .rcdata
      case .style, .xmp, .iframe, .noembed, .noframes: tokenizer.state = .rawtext
      case .script: tokenizer.state = .scriptData
      case .noscript: if scripting { tokenizer.state = .rawtext }
      case .plaintext: tokenizer.state = .plaintext
      default: break
      }
    }
    let root = document.createElement(name: htmlName(.html, []))
    stack.push(HTMLOpenElement(node: root, tag: .html, namespace: .html))
    if context.isHTML(.template) { templateModes.append(.inTemplate) }
    resetInsertionMode()
    var ancestor: Node? = element
    while let node = ancestor {
      if let form = node as? Element, form.isHTML("form") {
        formElement = form
        break
      }
      ancestor = node.parentNode
    }
    return root
  }

  /// Pulls and processes tokens to the end of the input; `false` when past `deadline`.
  private mutating func run(deadline: UInt64?) -> Bool {
    var untilCheck = 2048
    while true {
      updateCDATAPermission()
      let kind = tokenizer.next()
      if let deadline {
        untilCheck -= 1
        if untilCheck == 0 {
          untilCheck = 2048
          if Self.threadCPUTime() > deadline { return false }
        }
      }
      dispatch(kind)
      if tokenizer.position >= nextInputRelease {
        // Released pages read as zeros: count their lines first.
        if recordsScriptLines { lineCounter.advance(to: tokenizer.position, in: tokenizer.input) }
        _ = tokenizer.input.releasePages(before: tokenizer.position)
        nextInputRelease = tokenizer.position + Self.inputReleaseStep
      }
      if kind == .endOfFile {
        while reprocessesEndOfFile {
          reprocessesEndOfFile = false
          dispatch(.endOfFile)
        }
        break
      }
    }
    flushText()
    return true
  }

  /// How much input is read between two releases of its pages.
  static let inputReleaseStep = 1 << 20
  /// The least input whose pages are released: smaller pages gain little, and a caller
  /// parsing them in a loop would fault the released pages in again when malloc reuses them
  /// (the largest of the 130 saved pages, 1.6 MB, parsed 10% slower in the benchmark's loop).
  static let inputReleaseMinimum = 4 << 20

  /// The thread's CPU time, in nanoseconds.
  static func threadCPUTime() -> UInt64 {
    var now = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
    return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
  }

  // MARK: - Dispatch

  /// https://html.spec.whatwg.org/multipage/parsing.html#adjusted-current-node
  var adjustedCurrentNode: HTMLOpenElement? {
    if let context, stack.count == 1 { return context }
    return stack.current
  }

  /// The tree construction dispatcher: insertion mode or foreign content.
  ///
  /// https://html.spec.whatwg.org/multipage/parsing.html#tree-construction-dispatcher
  mutating func dispatch(_ kind: HTMLTokenKind) {
    if !insertedThisToken.isEmpty { insertedThisToken.removeAll(keepingCapacity: true) }
    let ignoresLineFeed = ignoresNextLineFeed
    ignoresNextLineFeed = false
    switch kind {
    case .characters, .nullCharacter:
      var text: ArraySlice<UInt8> =
        kind == .nullCharacter ? [0][...] : tokenizer.characters[...]
      if ignoresLineFeed && text.first == 0x0A { text = text.dropFirst() }
      while !text.isEmpty {
        if let node = adjustedCurrentNode, node.namespace != .html,
          !node.isMathMLTextIntegrationPoint, !node.isHTMLIntegrationPoint
        {
          foreignCharacters(text)
          return
        }
        text = processCharacters(text, in: mode)
      }
    case .startTag:
      tag = HTMLElementTag.lookup(tokenizer.tagName)
      if let node = adjustedCurrentNode, node.namespace != .html {
        let inHTML =
          (node.isMathMLTextIntegrationPoint && tag != .mglyph && tag != .malignmark)
          || (node.namespace == .mathml && node.tag == .annotationXML && tag == .svg)
          || node.isHTMLIntegrationPoint
        if !inHTML {
          foreignStartTag()
          return
        }
      }
      process(kind, in: mode)
    case .endTag:
      tag = HTMLElementTag.lookup(tokenizer.tagName)
      if let node = adjustedCurrentNode, node.namespace != .html {
        foreignEndTag()
        return
      }
      process(kind, in: mode)
    case .comment, .doctype:
      if let node = adjustedCurrentNode, node.namespace != .html,
        !node.isMathMLTextIntegrationPoint, !node.isHTMLIntegrationPoint
      {
        if kind == .comment { insertComment() }
        return
      }
      process(kind, in: mode)
    case .endOfFile:
      process(kind, in: mode)
    }
  }

  /// Processes a token other than characters by the rules of `mode`.
  mutating func process(_ kind: HTMLTokenKind, in mode: HTMLInsertionMode) {
    switch mode {
    case .initial: initial(kind)
    case .beforeHTML: beforeHTML(kind)
    case .beforeHead: beforeHead(kind)
    case .inHead: inHead(kind)
    case .inHeadNoscript: inHeadNoscript(kind)
    case .afterHead: afterHead(kind)
    case .inBody: inBody(kind)
    case .text: inText(kind)
    case .inTable: inTable(kind)
    case .inTableText: inTableText(kind)
    case .inCaption: inCaption(kind)
    case .inColumnGroup: inColumnGroup(kind)
    case .inTableBody: inTableBody(kind)
    case .inRow: inRow(kind)
    case .inCell: inCell(kind)
    case .inSelect: inSelect(kind)
    case .inSelectInTable: inSelectInTable(kind)
    case .inTemplate: inTemplate(kind)
    case .afterBody: afterBody(kind)
    case .inFrameset: inFrameset(kind)
    case .afterFrameset: afterFrameset(kind)
    case .afterAfterBody: afterAfterBody(kind)
    case .afterAfterFrameset: afterAfterFrameset(kind)
    }
  }

  /// Processes character tokens (a U+0000 is a 0 byte) by the rules of `mode`; returns what
  /// is left to reprocess (in the mode the step switched to).
  mutating func processCharacters(_ text: ArraySlice<UInt8>, in mode: HTMLInsertionMode)
    -> ArraySlice<UInt8>
  {
    switch mode {
    case .initial, .beforeHTML, .beforeHead:
      let rest = text.drop(while: isHTMLWhitespace)
      guard !rest.isEmpty else { return [] }
      switch mode {
      case .initial: initialAnythingElse()
      case .beforeHTML: beforeHTMLAnythingElse()
      default: beforeHeadAnythingElse()
      }
      return rest
    case .inHead, .inHeadNoscript, .afterHead, .inColumnGroup:
      let whitespace = text.prefix(while: isHTMLWhitespace)
      if !whitespace.isEmpty {
        if mode == .inHeadNoscript {
          _ = processCharacters(whitespace, in: .inHead)
        } else {
          insertCharacters(whitespace)
        }
      }
      let rest = text[whitespace.endIndex...]
      guard !rest.isEmpty else { return [] }
      switch mode {
      case .inHead: inHeadAnythingElse()
      case .inHeadNoscript: inHeadNoscriptAnythingElse()
      case .afterHead: afterHeadAnythingElse()
      default:
        guard inColumnGroupAnythingElse() else { return [] }
      }
      return rest
    case .inBody, .inCaption, .inCell, .inTemplate:
      inBodyCharacters(text)
      return []
    case .text:
      insertCharacters(text)
      return []
    case .inSelect, .inSelectInTable:
      inSelectCharacters(text)
      return []
    case .inTable, .inTableBody, .inRow:
      return inTableCharacters(text)
    case .inTableText:
      pendingTableText.append(contentsOf: text.lazy.filter { $0 != 0 })
      return []
    case .afterBody, .afterAfterBody:
      let whitespace = text.prefix(while: isHTMLWhitespace)
      if !whitespace.isEmpty { inBodyCharacters(whitespace) }
      let rest = text[whitespace.endIndex...]
      if !rest.isEmpty { self.mode = .inBody }
      return rest
    case .inFrameset, .afterFrameset, .afterAfterFrameset:
      let whitespace = text.filter(isHTMLWhitespace)
      if !whitespace.isEmpty {
        if mode == .afterAfterFrameset {
          inBodyCharacters(whitespace[...])
        } else {
          insertCharacters(whitespace[...])
        }
      }
      return []
    }
  }
}

@inline(__always)
func asciiLower(_ byte: UInt8) -> UInt8 {
  byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
}
