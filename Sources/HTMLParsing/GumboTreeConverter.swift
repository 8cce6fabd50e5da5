internal import CGumbo
import DOM

/// Runs gumbo and copies its tree into DOM nodes. The only file that imports `CGumbo`: every
/// gumbo pointer lives inside one call of `withGumboOutput`, which frees the output before it
/// returns, so no C pointer outlives a parse.
enum GumboTreeConverter {
  /// A fragment-parsing context element, as gumbo takes it.
  struct FragmentContext {
    var localName: String
    var namespace: Namespace?
  }

  /// Parses `markup` into `document` (which must be empty), with `noscript` content as raw
  /// text when `scripting` is on. When this holds the only reference to `markup`'s storage,
  /// it is released as soon as gumbo no longer needs it.
  ///
  /// With a `deadline` (the thread's CPU time, in nanoseconds), gumbo gives up once past it:
  /// the result is then `false` and `document` is left empty.
  @discardableResult
  static func parseDocument(
    _ markup: inout String, into document: Document, scripting: Bool,
    maximumDepth: Int? = nil, slabs: Bool = true, deadline: UInt64? = nil
  ) -> Bool {
    parse(
      &markup, scripting: scripting, context: nil, maximumDepth: maximumDepth, slabs: slabs,
      deadline: deadline
    ) { builder, output in
      builder.buildDocument(output, into: document)
    } reset: {
      document.removeAllChildrenForParser()
    }
  }

  /// Parses `markup` as a fragment in `context`, into `fragment`; with a `deadline`, as
  /// ``parseDocument(_:into:scripting:maximumDepth:slabs:deadline:)`` says.
  @discardableResult
  static func parseFragment(
    _ markup: inout String, context: FragmentContext, into fragment: DocumentFragment,
    scripting: Bool, maximumDepth: Int? = nil, slabs: Bool = true, deadline: UInt64? = nil
  ) -> Bool {
    parse(
      &markup, scripting: scripting, context: context, maximumDepth: maximumDepth, slabs: slabs,
      deadline: deadline
    ) { builder, output in
      builder.buildFragment(output, into: fragment)
    } reset: {
      fragment.removeAllChildrenForParser()
    }
  }

  /// gumbo's parse alone, for benchmarks: returns the number of nodes gumbo made.
  static func parseOnly(_ input: UnsafeBufferPointer<UInt8>) -> Int {
    let count = withGumboOutput(input, context: nil, slabs: false) { output, _ in
      var count = 0
      guard let document = output.pointee.document else { return 0 }
      var stack: [UnsafeMutablePointer<GumboNode>] = [document]
      while let node = stack.popLast() {
        count += 1
        if node.pointee.type == GUMBO_NODE_ELEMENT || node.pointee.type == GUMBO_NODE_TEMPLATE
          || node.pointee.type == GUMBO_NODE_DOCUMENT
        {
          let children =
            node.pointee.type == GUMBO_NODE_DOCUMENT
            ? node.pointee.v.document.children : node.pointee.v.element.children
          for i in 0..<Int(children.length) {
            if let child = children.data[i] {
              stack.append(child.assumingMemoryBound(to: GumboNode.self))
            }
          }
        }
      }
      return count
    }
    return count ?? 0
  }

  // MARK: - Driver

  /// Runs the parse; `false` when it passed `deadline` (what was built is then removed).
  private static func parse(
    _ markup: inout String, scripting: Bool, context: FragmentContext?, maximumDepth: Int?,
    slabs: Bool, deadline: UInt64?,
    build: (inout Builder, UnsafeMutablePointer<GumboOutput>) -> Void,
    reset: () -> Void
  ) -> Bool {
    // Noscript raw text applies only with scripting on; in a noscript context the caller
    // handles the whole input as text.
    var plan: NoscriptRawText? = nil
    var completed = true
    markup.withUTF8 { input in
      if scripting && NoscriptRawText.mentionsNoscript(input) {
        // First try: spans from the light scan.
        plan = NoscriptRawText(spans: NoscriptRawText.scan(input), bytes: input)
      } else {
        let built: Void? = withGumboOutput(
          input, context: context, slabs: slabs, deadline: deadline
        ) {
          output, deallocator in
          var builder = Builder(
            source: input, noscript: nil, maximumDepth: maximumDepth, deallocator: deallocator)
          build(&builder, output)
        }
        completed = built != nil
      }
    }
    guard let scanned = plan else { return completed }
    // The plan holds the rewritten markup and the noscript text: the original can go.
    markup = ""
    switch attempt(
      scanned, context: context, maximumDepth: maximumDepth, slabs: slabs, deadline: deadline,
      build: build)
    {
    case true?: return true
    case nil:
      reset()
      return false
    case false?: break
    }
    // Second try: spans from gumbo's own tree of the original markup.
    reset()
    var original = scanned.originalMarkup()
    let guided: NoscriptRawText? = original.withUnsafeBufferPointer { input in
      let starts = withGumboOutput(input, context: context, slabs: false, deadline: deadline) {
        output, _ in noscriptContentStarts(output)
      }
      guard let starts else { return nil }
      return NoscriptRawText(
        spans: NoscriptRawText.spans(contentStarts: starts, in: input), bytes: input)
    }
    original = []
    reset()
    guard let guided else { return false }
    let result = attempt(
      guided, context: context, maximumDepth: maximumDepth, slabs: slabs, deadline: deadline,
      build: build)
    if result == nil {
      reset()
      return false
    }
    return true
  }

  /// Parses the rewritten markup; true when every marker landed in a `noscript` element, nil
  /// when the parse passed `deadline`.
  private static func attempt(
    _ plan: NoscriptRawText, context: FragmentContext?, maximumDepth: Int?, slabs: Bool,
    deadline: UInt64?, build: (inout Builder, UnsafeMutablePointer<GumboOutput>) -> Void
  ) -> Bool? {
    plan.rewritten.withUnsafeBufferPointer { rewritten in
      withGumboOutput(rewritten, context: context, slabs: slabs, deadline: deadline) {
        output, deallocator in
        var builder = Builder(
          source: rewritten, noscript: plan, maximumDepth: maximumDepth, deallocator: deallocator)
        build(&builder, output)
        return builder.markersVerified
      }
    }
  }

  /// Frees one block of gumbo's memory with the deallocator the parse was run with.
  struct Deallocator {
    let function: GumboDeallocatorFunction?
    let userdata: UnsafeMutableRawPointer?

    func callAsFunction(_ pointer: UnsafeMutableRawPointer?) {
      if let pointer { function?(userdata, pointer) }
    }
  }

  /// Inputs from this size on are parsed with the slab allocator.
  static let slabThreshold = 256 * 1024

  /// Runs gumbo and hands `body` its output and a deallocator for blocks of it. `body` may free
  /// nodes it has finished with (the converter does, so the DOM grows into the memory the
  /// gumbo tree gives back); it then detaches them from the document node so that
  /// `gumbo_destroy_output` does not see them.
  ///
  /// With a `deadline` (the thread's CPU time, in nanoseconds), gumbo works from an arena and
  /// gives up past it (see `actionjs_gumbo_parse_bounded` in the CGumbo module): the result is
  /// then `nil`, and `body` is not called.
  private static func withGumboOutput<R>(
    _ input: UnsafeBufferPointer<UInt8>, context: FragmentContext?, slabs: Bool = true,
    deadline: UInt64? = nil,
    _ body: (UnsafeMutablePointer<GumboOutput>, Deallocator) -> R
  ) -> R? {
    var options = kGumboDefaultOptions
    options.max_errors = 0  // parse errors are not reported; don't collect them
    if let context {
      options.fragment_context = tagEnum(context.localName)
      switch context.namespace {
      case .svg: options.fragment_namespace = GUMBO_NAMESPACE_SVG
      case .mathml: options.fragment_namespace = GUMBO_NAMESPACE_MATHML
      default: options.fragment_namespace = GUMBO_NAMESPACE_HTML
      }
    }
    if let deadline {
      return withBoundedGumboOutput(input, options: &options, deadline: deadline, body)
    }
    let allocator =
      slabs && input.count >= slabThreshold ? SlabAllocator(inputLength: input.count) : nil
    if let allocator {
      options.allocator = SlabAllocator.allocate
      options.deallocator = SlabAllocator.deallocate
      options.userdata = allocator.userdata
    }
    let output: UnsafeMutablePointer<GumboOutput> = withCharacters(input) {
      gumbo_parse_with_options(&options, $0, $1)
    }
    allocator?.startReleasingEmptyPages()
    defer {
      gumbo_destroy_output(&options, output)
      allocator?.destroy()
    }
    return body(output, Deallocator(function: options.deallocator, userdata: options.userdata))
  }

  /// `body` with the input as gumbo reads it: C characters and a length (an empty input still
  /// gets a valid pointer).
  private static func withCharacters<R>(
    _ input: UnsafeBufferPointer<UInt8>, _ body: (UnsafePointer<CChar>?, Int) -> R
  ) -> R {
    guard let base = input.baseAddress, input.count > 0 else {
      let empty: [CChar] = [0]
      return empty.withUnsafeBufferPointer { body($0.baseAddress, 0) }
    }
    return base.withMemoryRebound(to: CChar.self, capacity: input.count) {
      body($0, input.count)
    }
  }

  /// The arena chunks bounded parses took and gave back, over the process (tests check that a
  /// parse given up midway gives back every chunk).
  static let arenaChunks = ArenaChunkCounts()

  /// `withGumboOutput` with a deadline: gumbo allocates from an arena freed as a whole.
  private static func withBoundedGumboOutput<R>(
    _ input: UnsafeBufferPointer<UInt8>, options: inout GumboOptions, deadline: UInt64,
    _ body: (UnsafeMutablePointer<GumboOutput>, Deallocator) -> R
  ) -> R? {
    let bounded = UnsafeMutablePointer<ActionJSBoundedParse>.allocate(capacity: 1)
    bounded.initialize(to: ActionJSBoundedParse())
    bounded.pointee.deadline_nanoseconds = Int64(clamping: deadline)
    // gumbo's tree takes about 16 times its input: chunks of that size, 16 KiB to 4 MiB.
    bounded.pointee.chunk_size = max(16 << 10, min(4 << 20, input.count * 16))
    defer {
      actionjs_bounded_release(bounded)
      arenaChunks.record(
        allocated: Int(bounded.pointee.chunks_allocated), freed: Int(bounded.pointee.chunks_freed))
      bounded.deinitialize(count: 1)
      bounded.deallocate()
    }
    let parsed = withCharacters(input) { actionjs_gumbo_parse_bounded(&options, $0, $1, bounded) }
    guard let output = parsed else { return nil }
    // Blocks are never freed one by one (the arena goes as a whole, after this).
    return body(output, Deallocator(function: options.deallocator, userdata: options.userdata))
  }

  private static func tagEnum(_ name: String) -> GumboTag {
    var name = name
    return name.withUTF8 { bytes in
      bytes.withMemoryRebound(to: CChar.self) {
        gumbo_tagn_enum($0.baseAddress, UInt32($0.count))
      }
    }
  }

  /// Where the content of each HTML `noscript` element starts in the source.
  private static func noscriptContentStarts(_ output: UnsafeMutablePointer<GumboOutput>) -> [Int] {
    var starts: [Int] = []
    guard let document = output.pointee.document else { return [] }
    var stack: [UnsafeMutablePointer<GumboNode>] = [document]
    while let node = stack.popLast() {
      let type = node.pointee.type
      if type == GUMBO_NODE_ELEMENT || type == GUMBO_NODE_TEMPLATE {
        let element = node.pointee.v.element
        if element.tag == GUMBO_TAG_NOSCRIPT && element.tag_namespace == GUMBO_NAMESPACE_HTML
          && element.original_tag.length > 0
        {
          starts.append(Int(element.start_pos.offset) + element.original_tag.length)
        }
      }
      let children: GumboVector
      switch type {
      case GUMBO_NODE_DOCUMENT: children = node.pointee.v.document.children
      case GUMBO_NODE_ELEMENT, GUMBO_NODE_TEMPLATE: children = node.pointee.v.element.children
      default: continue
      }
      for i in 0..<Int(children.length) {
        if let child = children.data[i] {
          stack.append(child.assumingMemoryBound(to: GumboNode.self))
        }
      }
    }
    return starts
  }

  // MARK: - Building DOM nodes

  struct Builder {
    let source: UnsafeBufferPointer<UInt8>
    let noscript: NoscriptRawText?
    private var markersPlaced = 0
    private var markerMisplaced = false
    private var htmlNames: [QualifiedName?] = Array(
      repeating: nil, count: Int(GUMBO_TAG_LAST.rawValue) + 1)
    private var otherNames: [String: QualifiedName] = [:]
    private var attributeNames: [String: QualifiedName] = [:]

    let deallocate: Deallocator
    /// Past this many open elements, elements and comments go beside the current node
    /// (``HTMLParser/Options/maximumTreeDepth``); nil: no limit.
    let maximumDepth: Int?

    init(
      source: UnsafeBufferPointer<UInt8>, noscript: NoscriptRawText?, maximumDepth: Int?,
      deallocator: Deallocator
    ) {
      self.source = source
      self.noscript = noscript
      self.maximumDepth = maximumDepth
      self.deallocate = deallocator
    }

    /// Whether every marker ended up as the content of an HTML `noscript` element.
    var markersVerified: Bool {
      guard let noscript else { return true }
      return !markerMisplaced && markersPlaced == noscript.spans.count
    }

    mutating func buildDocument(
      _ output: UnsafeMutablePointer<GumboOutput>, into document: Document
    ) {
      guard let documentNode = output.pointee.document else { return }
      let gumboDocument = documentNode.pointee.v.document
      // gumbo's own mode misses some of the standard's doctype lists: take the stronger of
      // its answer (it knows about force-quirks doctypes) and the lists'.
      var mode: Document.Mode
      switch gumboDocument.doc_type_quirks_mode {
      case GUMBO_DOCTYPE_QUIRKS: mode = .quirks
      case GUMBO_DOCTYPE_LIMITED_QUIRKS: mode = .limitedQuirks
      default: mode = .noQuirks
      }
      if gumboDocument.has_doctype && mode != .quirks {
        let fromLists = DoctypeQuirks.mode(
          name: string(gumboDocument.name), publicId: string(gumboDocument.public_identifier),
          systemId: string(gumboDocument.system_identifier))
        if fromLists == .quirks || (fromLists == .limitedQuirks && mode == .noQuirks) {
          mode = fromLists
        }
      }
      document.mode = mode
      var doctype: DocumentType? = nil
      if gumboDocument.has_doctype {
        doctype = document.createDocumentTypeForParser(
          name: string(gumboDocument.name), publicId: string(gumboDocument.public_identifier),
          systemId: string(gumboDocument.system_identifier))
      }
      // The doctype is not in gumbo's child list; it goes before the first child that
      // follows the doctype token in the source.
      let doctypeOffset = doctype == nil ? 0 : findDoctypeOffset(gumboDocument.children)
      let children = gumboDocument.children
      for i in 0..<Int(children.length) {
        guard let raw = children.data[i] else { continue }
        let child = raw.assumingMemoryBound(to: GumboNode.self)
        if let pending = doctype, startOffset(child).map({ $0 >= doctypeOffset }) ?? true {
          document.appendChildForParser(pending)
          doctype = nil
        }
        convert(child, into: document, depth: 0, document: document)
      }
      if let doctype { document.appendChildForParser(doctype) }
      // The children are converted and freed; gumbo_destroy_output frees the rest.
      documentNode.pointee.v.document.children.length = 0
    }

    mutating func buildFragment(
      _ output: UnsafeMutablePointer<GumboOutput>, into fragment: DocumentFragment
    ) {
      guard let root = output.pointee.root else { return }
      let document = fragment.nodeDocument
      let children = root.pointee.v.element.children
      for i in 0..<Int(children.length) {
        guard let raw = children.data[i] else { continue }
        // The fragment's children sit under the context's `html` root: one open element.
        convert(
          raw.assumingMemoryBound(to: GumboNode.self), into: fragment, depth: 1, document: document
        )
      }
      root.pointee.v.element.children.length = 0
    }

    // MARK: Tree walk

    private struct Frame {
      var node: UnsafeMutablePointer<GumboNode>
      var children: GumboVector
      var index: Int
      var parent: Node
      /// How many elements are open while `children` are inserted: this element and its
      /// ancestors.
      var depth: Int
    }

    /// What converting one gumbo node left to do.
    private enum Step {
      /// The node and its subtree are converted and freed.
      case done
      /// Convert `children` into `parent`, then free `node`.
      case descend(node: UnsafeMutablePointer<GumboNode>, children: GumboVector, parent: Node)
    }

    /// Converts `node` and its subtree, appending it to `parent` (under which `depth`
    /// elements are open), and frees each gumbo node as soon as it is converted. Iterative:
    /// any depth.
    ///
    /// With a ``maximumDepth``, an element or comment whose parent already has that many
    /// elements open (itself included) goes to the parent's parent instead, as WebKit 2.50's
    /// tree builder does (`HTMLConstructionSite::attachLater` with
    /// `maximumHTMLParserDOMTreeDepth`, 512; recorded with the WebKit oracle, differential
    /// fixtures `parser-depth/*`): a page nested 100,000 deep becomes a tree 512 deep whose
    /// element at 511 holds the rest side by side. Text stays in its parent, as in WebKit. The
    /// depth counted is gumbo's tree depth, which is the number of open elements except where
    /// the adoption agency or foster parenting moved nodes. WebKit also pops the current node
    /// when it attaches past the limit (its stack of open elements stays at 512), so end tags,
    /// comments and void elements after the limit, tables and formatting elements there, land
    /// elsewhere than gumbo puts them: listed deviations in the fixtures' expectations.
    private mutating func convert(
      _ node: UnsafeMutablePointer<GumboNode>, into parent: Node, depth: Int, document: Document
    ) {
      var stack: [Frame] = []
      if case .descend(let node, let children, let parent) = appendConverted(
        node, to: parent, elementParent: self.elementParent(parent, depth: depth),
        document: document)
      {
        stack.append(
          Frame(node: node, children: children, index: 0, parent: parent, depth: depth + 1))
      }
      while !stack.isEmpty {
        let top = stack.count - 1
        let frame = stack[top]
        if frame.index >= Int(frame.children.length) {
          stack.removeLast()
          freeElement(frame.node)
          continue
        }
        stack[top].index += 1
        guard let raw = frame.children.data[frame.index] else { continue }
        let child = raw.assumingMemoryBound(to: GumboNode.self)
        if case .descend(let node, let children, let parent) = appendConverted(
          child, to: frame.parent, elementParent: elementParent(frame.parent, depth: frame.depth),
          document: document)
        {
          stack.append(
            Frame(node: node, children: children, index: 0, parent: parent, depth: frame.depth + 1)
          )
        }
      }
    }

    /// Where elements and comments go that gumbo put in `parent`, under which `depth`
    /// elements are open: `parent`, or its parent past ``maximumDepth``.
    private func elementParent(_ parent: Node, depth: Int) -> Node {
      guard let maximumDepth, depth >= maximumDepth else { return parent }
      return parent.parentNode ?? parent
    }

    /// Makes the DOM node for `node` and appends it to `parent` (an element or comment to
    /// `elementParent`).
    private mutating func appendConverted(
      _ node: UnsafeMutablePointer<GumboNode>, to parent: Node, elementParent: Node,
      document: Document
    ) -> Step {
      switch node.pointee.type {
      case GUMBO_NODE_ELEMENT, GUMBO_NODE_TEMPLATE:
        let gumboElement = node.pointee.v.element
        let element = document.createElement(name: elementName(gumboElement, document: document))
        let attributes = gumboElement.attributes
        for i in 0..<Int(attributes.length) {
          guard let raw = attributes.data[i] else { continue }
          let attribute = raw.assumingMemoryBound(to: GumboAttribute.self)
          element.appendAttributeForParser(
            name: attributeName(attribute.pointee, document: document),
            value: string(attribute.pointee.value))
          deallocate(UnsafeMutableRawPointer(mutating: attribute.pointee.name))
          deallocate(UnsafeMutableRawPointer(mutating: attribute.pointee.value))
          deallocate(raw)
        }
        deallocate(attributes.data)
        node.pointee.v.element.attributes.length = 0
        node.pointee.v.element.attributes.data = nil
        elementParent.appendChildForParser(element)
        if let noscript, gumboElement.tag == GUMBO_TAG_NOSCRIPT,
          gumboElement.tag_namespace == GUMBO_NAMESPACE_HTML
        {
          if let index = markerIndex(gumboElement.children, noscript) {
            markersPlaced += 1
            let text = noscript.text(ofSpan: index)
            if !text.isEmpty { element.appendChildForParser(document.createTextForParser(text)) }
            freeSubtree(node)
            return .done
          }
          markerMisplaced = true
        }
        if let template = element as? HTMLTemplateElement {
          return .descend(node: node, children: gumboElement.children, parent: template.content)
        }
        return .descend(node: node, children: gumboElement.children, parent: element)
      case GUMBO_NODE_TEXT, GUMBO_NODE_WHITESPACE, GUMBO_NODE_CDATA:
        var data = string(node.pointee.v.text.text)
        if let form = parent.lastChild as? Element, form.qualifiedName.isHTML("form"),
          let split = Self.textClosedByFormEndTag(node.pointee.v.text.original_text, data)
        {
          // gumbo 0.10 does not flush its pending text when `</form>` removes the form from
          // the stack of open elements: the text before the end tag lands after the form,
          // joined to what follows. It belongs at the end of the form.
          if let last = form.lastChild as? Text {
            last.appendDataForParser(split.inside)
          } else {
            form.appendChildForParser(document.createTextForParser(split.inside))
          }
          data = split.after
          if data.isEmpty {
            freeSubtree(node)
            return .done
          }
        }
        if let previous = parent.lastChild as? Text {
          previous.appendDataForParser(data)
        } else {
          parent.appendChildForParser(document.createTextForParser(data))
        }
        freeSubtree(node)
        return .done
      case GUMBO_NODE_COMMENT:
        let data = string(node.pointee.v.text.text)
        if let noscript, noscript.spanIndex(forComment: data) != nil {
          markerMisplaced = true
        }
        elementParent.appendChildForParser(document.createCommentForParser(data))
        freeSubtree(node)
        return .done
      default:
        return .done
      }
    }

    /// For a text node gumbo put right after a `form` element: when its source starts before
    /// a `</form` end tag, the decoded text before that tag (`inside`) and after it (`after`).
    /// Only when the source before the tag is the decoded text itself (no character
    /// references or carriage returns to map), else nil (the text is left where gumbo put it).
    static func textClosedByFormEndTag(_ original: GumboStringPiece, _ decoded: String)
      -> (inside: String, after: String)?
    {
      guard let start = original.data, original.length > 0 else { return nil }
      let source = UnsafeBufferPointer(
        start: UnsafeRawPointer(start).assumingMemoryBound(to: UInt8.self),
        count: original.length)
      let tag: [UInt8] = Array("</form".utf8)
      var index = 0
      var found: Int?
      while index + tag.count < source.count {
        if source[index] == 0x3C,
          (0..<tag.count).allSatisfy({ source[index + $0] | 0x20 == tag[$0] | 0x20 }),
          [0x3E, 0x2F, 0x20, 0x09, 0x0A, 0x0C, 0x0D].contains(source[index + tag.count])
        {
          found = index
          break
        }
        index += 1
      }
      guard let cut = found, cut > 0 else { return nil }
      let before = source[..<cut]
      guard !before.contains(0x26), !before.contains(0x0D), decoded.utf8.starts(with: before)
      else { return nil }
      let inside = String(decoding: before, as: UTF8.self)
      let after = String(decoding: decoded.utf8.dropFirst(cut), as: UTF8.self)
      return (inside, after)
    }

    // MARK: Freeing gumbo nodes early
    //
    // These free exactly what gumbo's own destroy functions free for a node: an element's
    // attributes (name, value, the attribute), its attribute and child arrays and the node; a
    // text-like node's text and the node. Freed nodes are never read again, and the document
    // node's child list is emptied before `gumbo_destroy_output` runs.

    /// Frees an element whose attributes and children are already freed.
    private func freeElement(_ node: UnsafeMutablePointer<GumboNode>) {
      deallocate(node.pointee.v.element.children.data)
      deallocate(node)
    }

    /// Frees `node` and everything under it.
    private func freeSubtree(_ root: UnsafeMutablePointer<GumboNode>) {
      var stack: [UnsafeMutablePointer<GumboNode>] = [root]
      while let node = stack.popLast() {
        switch node.pointee.type {
        case GUMBO_NODE_ELEMENT, GUMBO_NODE_TEMPLATE:
          let element = node.pointee.v.element
          for i in 0..<Int(element.attributes.length) {
            guard let raw = element.attributes.data[i] else { continue }
            let attribute = raw.assumingMemoryBound(to: GumboAttribute.self)
            deallocate(UnsafeMutableRawPointer(mutating: attribute.pointee.name))
            deallocate(UnsafeMutableRawPointer(mutating: attribute.pointee.value))
            deallocate(raw)
          }
          deallocate(element.attributes.data)
          for i in 0..<Int(element.children.length) {
            if let child = element.children.data[i] {
              stack.append(child.assumingMemoryBound(to: GumboNode.self))
            }
          }
          deallocate(element.children.data)
        case GUMBO_NODE_TEXT, GUMBO_NODE_WHITESPACE, GUMBO_NODE_CDATA, GUMBO_NODE_COMMENT:
          deallocate(UnsafeMutableRawPointer(mutating: node.pointee.v.text.text))
        default:
          break
        }
        deallocate(node)
      }
    }

    /// The span index when `children` is exactly one marker comment.
    private func markerIndex(_ children: GumboVector, _ noscript: NoscriptRawText) -> Int? {
      guard children.length == 1, let raw = children.data[0] else { return nil }
      let child = raw.assumingMemoryBound(to: GumboNode.self)
      guard child.pointee.type == GUMBO_NODE_COMMENT else { return nil }
      return noscript.spanIndex(forComment: string(child.pointee.v.text.text))
    }

    // MARK: Names

    private mutating func elementName(_ element: GumboElement, document: Document) -> QualifiedName
    {
      let tag = element.tag
      if element.tag_namespace == GUMBO_NAMESPACE_HTML && tag != GUMBO_TAG_UNKNOWN {
        let index = Int(tag.rawValue)
        if index < htmlNames.count, let cached = htmlNames[index] { return cached }
        let name = document.internName(
          namespace: .html, localName: String(cString: gumbo_normalized_tagname(tag)))
        if index < htmlNames.count { htmlNames[index] = name }
        return name
      }
      let namespace: Namespace =
        switch element.tag_namespace {
        case GUMBO_NAMESPACE_SVG: .svg
        case GUMBO_NAMESPACE_MATHML: .mathml
        default: .html
        }
      var localName =
        tag != GUMBO_TAG_UNKNOWN
        ? String(cString: gumbo_normalized_tagname(tag)) : originalTagName(element.original_tag)
      if namespace == .svg {
        localName = adjustedSVGName(localName)
      }
      let key = "\(namespace.uri) \(localName)"
      if let cached = otherNames[key] { return cached }
      let name = document.internName(namespace: namespace, localName: localName)
      otherNames[key] = name
      return name
    }

    /// The tag name as the tokenizer makes it: ASCII-lowercased, NUL as U+FFFD.
    private func originalTagName(_ piece: GumboStringPiece) -> String {
      var piece = piece
      // Fuzzing finding (Fuzz/Regressions/FuzzHTML/): gumbo does not restart a tag's original
      // text after an ignored `</>` (a missing-end-tag-name parse error), so `x</><foo>` gave
      // the text `</><foo>` and the name `><foo`. No tag's text starts with `</>`: drop it.
      while piece.length >= 3, let data = piece.data, data[0] == 0x3C, data[1] == 0x2F,
        data[2] == 0x3E
      {
        piece.data = data + 3
        piece.length -= 3
      }
      gumbo_tag_from_original_text(&piece)
      guard let data = piece.data, piece.length > 0 else { return "" }
      let bytes = UnsafeRawBufferPointer(start: data, count: piece.length)
      var out: [UInt8] = []
      out.reserveCapacity(bytes.count)
      for byte in bytes {
        if byte >= 0x41 && byte <= 0x5A {
          out.append(byte | 0x20)
        } else if byte == 0 {
          out.append(contentsOf: [0xEF, 0xBF, 0xBD])
        } else if byte == 0x0D {
          out.append(0x0A)
        } else {
          out.append(byte)
        }
      }
      return String(decoding: out, as: UTF8.self)
    }

    /// The SVG tag-name case adjustment (`foreignobject` → `foreignObject`).
    private func adjustedSVGName(_ name: String) -> String {
      var name = name
      return name.withUTF8 { bytes -> String in
        bytes.withMemoryRebound(to: CChar.self) { chars -> String in
          var piece = GumboStringPiece(data: chars.baseAddress, length: chars.count)
          guard let adjusted = gumbo_normalize_svg_tagname(&piece) else {
            return String(decoding: bytes, as: UTF8.self)
          }
          return String(cString: adjusted)
        }
      }
    }

    private mutating func attributeName(_ attribute: GumboAttribute, document: Document)
      -> QualifiedName
    {
      let localName = string(attribute.name)
      let namespace: Namespace?
      let prefix: String?
      switch attribute.attr_namespace {
      case GUMBO_ATTR_NAMESPACE_XLINK:
        (namespace, prefix) = (.xlink, "xlink")
      case GUMBO_ATTR_NAMESPACE_XML:
        (namespace, prefix) = (.xml, "xml")
      case GUMBO_ATTR_NAMESPACE_XMLNS:
        (namespace, prefix) = (.xmlns, localName == "xmlns" ? nil : "xmlns")
      default:
        if let cached = attributeNames[localName] { return cached }
        let name = document.internName(namespace: nil, localName: localName)
        attributeNames[localName] = name
        return name
      }
      return document.internName(namespace: namespace, prefix: prefix, localName: localName)
    }

    // MARK: Strings and positions

    @inline(__always)
    private func string(_ pointer: UnsafePointer<CChar>?) -> String {
      guard let pointer else { return "" }
      return String(cString: pointer)
    }

    private func startOffset(_ node: UnsafeMutablePointer<GumboNode>) -> Int? {
      switch node.pointee.type {
      case GUMBO_NODE_ELEMENT, GUMBO_NODE_TEMPLATE:
        return node.pointee.v.element.original_tag.length > 0
          ? Int(node.pointee.v.element.start_pos.offset) : nil
      case GUMBO_NODE_DOCUMENT: return nil
      default: return Int(node.pointee.v.text.start_pos.offset)
      }
    }

    /// The source offset of the doctype token: the first `<!doctype` outside the comments
    /// that precede the root element.
    private func findDoctypeOffset(_ children: GumboVector) -> Int {
      var comments: [Swift.Range<Int>] = []
      for i in 0..<Int(children.length) {
        guard let raw = children.data[i] else { continue }
        let child = raw.assumingMemoryBound(to: GumboNode.self)
        if child.pointee.type == GUMBO_NODE_COMMENT {
          let start = Int(child.pointee.v.text.start_pos.offset)
          comments.append(start..<(start + child.pointee.v.text.original_text.length))
        }
      }
      let needle = Array("<!doctype".utf8)
      var i = 0
      let n = source.count
      search: while i + needle.count <= n {
        if let comment = comments.first(where: { $0.contains(i) }) {
          i = comment.upperBound
          continue
        }
        for k in 0..<needle.count {
          let byte = source[i + k]
          let lowered = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
          if lowered != needle[k] {
            i += 1
            continue search
          }
        }
        return i
      }
      return 0
    }
  }
}
