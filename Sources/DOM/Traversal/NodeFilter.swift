/// A filter for `NodeIterator` and `TreeWalker`: the `acceptNode` callback and the
/// `NodeFilter` constants (`FILTER_*` results, `SHOW_*` bits).
///
/// The callback is a Swift closure; it may throw (a script's exception), which the traversal
/// rethrows. `source` keeps what the script passed, for the `filter` attribute.
///
/// https://dom.spec.whatwg.org/#interface-nodefilter
public struct NodeFilter {
  /// What `acceptNode` returns. Values other than the three constants are kept as given
  /// (the traversal algorithms compare against the constants only).
  ///
  /// https://dom.spec.whatwg.org/#dom-nodefilter-filter_accept
  public struct Result: RawRepresentable, Hashable, Sendable {
    /// The `unsigned short` the callback returned.
    public var rawValue: UInt16

    /// Wraps a raw value.
    public init(rawValue: UInt16) { self.rawValue = rawValue }

    /// `FILTER_ACCEPT`. https://dom.spec.whatwg.org/#dom-nodefilter-filter_accept
    public static let accept = Result(rawValue: 1)
    /// `FILTER_REJECT`: skip the node and its children (for tree walkers).
    ///
    /// https://dom.spec.whatwg.org/#dom-nodefilter-filter_reject
    public static let reject = Result(rawValue: 2)
    /// `FILTER_SKIP`: skip the node but not its children.
    ///
    /// https://dom.spec.whatwg.org/#dom-nodefilter-filter_skip
    public static let skip = Result(rawValue: 3)
  }

  /// The node types a traversal shows, one bit per node type (`1 << (nodeType - 1)`).
  ///
  /// https://dom.spec.whatwg.org/#dom-nodefilter-show_all
  public struct WhatToShow: OptionSet, Hashable, Sendable {
    /// The bits.
    public var rawValue: UInt32

    /// Wraps a bit mask.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// `SHOW_ALL`. https://dom.spec.whatwg.org/#dom-nodefilter-show_all
    public static let all = WhatToShow(rawValue: 0xFFFF_FFFF)
    /// `SHOW_ELEMENT`. https://dom.spec.whatwg.org/#dom-nodefilter-show_element
    public static let element = WhatToShow(rawValue: 0x1)
    /// `SHOW_ATTRIBUTE`. https://dom.spec.whatwg.org/#dom-nodefilter-show_attribute
    public static let attribute = WhatToShow(rawValue: 0x2)
    /// `SHOW_TEXT`. https://dom.spec.whatwg.org/#dom-nodefilter-show_text
    public static let text = WhatToShow(rawValue: 0x4)
    /// `SHOW_CDATA_SECTION`. https://dom.spec.whatwg.org/#dom-nodefilter-show_cdata_section
    public static let cdataSection = WhatToShow(rawValue: 0x8)
    /// `SHOW_ENTITY_REFERENCE` (legacy). https://dom.spec.whatwg.org/#dom-nodefilter-show_entity_reference
    public static let entityReference = WhatToShow(rawValue: 0x10)
    /// `SHOW_ENTITY` (legacy). https://dom.spec.whatwg.org/#dom-nodefilter-show_entity
    public static let entity = WhatToShow(rawValue: 0x20)
    /// `SHOW_PROCESSING_INSTRUCTION`.
    ///
    /// https://dom.spec.whatwg.org/#dom-nodefilter-show_processing_instruction
    public static let processingInstruction = WhatToShow(rawValue: 0x40)
    /// `SHOW_COMMENT`. https://dom.spec.whatwg.org/#dom-nodefilter-show_comment
    public static let comment = WhatToShow(rawValue: 0x80)
    /// `SHOW_DOCUMENT`. https://dom.spec.whatwg.org/#dom-nodefilter-show_document
    public static let document = WhatToShow(rawValue: 0x100)
    /// `SHOW_DOCUMENT_TYPE`. https://dom.spec.whatwg.org/#dom-nodefilter-show_document_type
    public static let documentType = WhatToShow(rawValue: 0x200)
    /// `SHOW_DOCUMENT_FRAGMENT`. https://dom.spec.whatwg.org/#dom-nodefilter-show_document_fragment
    public static let documentFragment = WhatToShow(rawValue: 0x400)
    /// `SHOW_NOTATION` (legacy). https://dom.spec.whatwg.org/#dom-nodefilter-show_notation
    public static let notation = WhatToShow(rawValue: 0x800)

    /// Whether nodes of `node`'s type are shown.
    public func shows(_ node: Node) -> Bool {
      rawValue & (1 << UInt32(node.nodeType.rawValue - 1)) != 0
    }
  }

  /// The callback: accept, reject or skip a node. It may throw.
  ///
  /// https://dom.spec.whatwg.org/#dom-nodefilter-acceptnode
  public var acceptNode: (Node) throws -> Result
  /// What the script passed as the filter (a binding returns it from `filter`).
  public var source: Any?

  /// Makes a filter.
  ///
  /// - Parameters:
  ///   - source: the script's filter object, if any.
  ///   - acceptNode: decides for each node the traversal reaches.
  public init(source: Any? = nil, _ acceptNode: @escaping (Node) throws -> Result) {
    self.source = source
    self.acceptNode = acceptNode
  }
}

/// The state `NodeIterator` and `TreeWalker` share: what to show, the filter, and the active
/// flag that forbids re-entering the filter. A class, so that the filter may call back into
/// the traversal while the flag is set (no exclusive access spans the call).
///
/// https://dom.spec.whatwg.org/#traversal
final class NodeFilterState {
  let whatToShow: NodeFilter.WhatToShow
  let filter: NodeFilter?
  private var isActive = false

  init(whatToShow: NodeFilter.WhatToShow, filter: NodeFilter?) {
    self.whatToShow = whatToShow
    self.filter = filter
  }

  /// Filters `node`: throws `InvalidStateError` when called from inside the filter, and
  /// rethrows what the callback throws.
  ///
  /// https://dom.spec.whatwg.org/#concept-node-filter
  func filter(_ node: Node) throws -> NodeFilter.Result {
    // 1. Not from inside the filter.
    if isActive {
      throw DOMException(.invalidStateError, "The filter is already running.")
    }
    // 2–3. Nodes of a type not shown are skipped.
    guard whatToShow.shows(node) else { return .skip }
    // 4. No filter accepts everything.
    guard let filter else { return .accept }
    // 5–7. Call the filter with the active flag set; unset it however the call ends.
    isActive = true
    defer { isActive = false }
    // 8. Its result.
    return try filter.acceptNode(node)
  }
}
