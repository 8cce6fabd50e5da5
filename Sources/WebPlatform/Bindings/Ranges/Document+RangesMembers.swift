import DOM
import JSCore

/// The members Document gets from the ranges, traversal, selection and events specs
/// (`createRange`, `createTreeWalker`, `createNodeIterator`, `getSelection`, `createEvent`),
/// declared in `Bindings/IDL/Document+Ranges.webidl`: partial interfaces, concatenated into
/// ``DocumentBinding``.
///
/// https://dom.spec.whatwg.org/#interface-document
enum DocumentRangesMembers {
  static let members: [BindingMember] = generatedMembers
}

extension Document {
  /// `createNodeIterator(root, whatToShow, filter)`: the filter is the world's call of the
  /// script's function or object with `acceptNode`.
  ///
  /// https://dom.spec.whatwg.org/#dom-document-createnodeiterator
  func createNodeIterator(_ root: Node, _ whatToShow: Int, _ filter: JSValue?, world: World)
    -> NodeIterator
  {
    createNodeIterator(
      root, whatToShow: NodeFilter.WhatToShow(rawValue: UInt32(whatToShow)),
      filter: filter.map(world.nodeFilter))
  }

  /// `createTreeWalker(root, whatToShow, filter)`: as `createNodeIterator`.
  ///
  /// https://dom.spec.whatwg.org/#dom-document-createtreewalker
  func createTreeWalker(_ root: Node, _ whatToShow: Int, _ filter: JSValue?, world: World)
    -> TreeWalker
  {
    createTreeWalker(
      root, whatToShow: NodeFilter.WhatToShow(rawValue: UInt32(whatToShow)),
      filter: filter.map(world.nodeFilter))
  }

  /// `getSelection()`: the world's selection for the world's document; a document without a
  /// browsing context (not the runtime's) has none.
  ///
  /// https://w3c.github.io/selection-api/#dom-document-getselection
  func getSelection(world: World) -> Selection? {
    self === world.runtime.document ? getSelection() : nil
  }

  /// `createEvent(interface)`, the event's time read from the world's clock.
  ///
  /// https://dom.spec.whatwg.org/#dom-document-createevent
  func createEvent(_ interface: String, world: World) throws -> Event {
    try createEvent(interface, clock: world.runtime.eventClock)
  }
}
