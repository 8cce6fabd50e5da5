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

  /// `createNodeIterator(root, whatToShow, filter)`: whatToShow defaults to every node; the
  /// filter is a function or an object with `acceptNode`.
  ///
  /// https://dom.spec.whatwg.org/#dom-document-createnodeiterator
  static let customCreateNodeIterator = BindingMember.operation("createNodeIterator", length: 1) {
    call in
    let document = try call.this(Document.self)
    try call.requireArguments(1)
    let iterator = document.createNodeIterator(
      try call.node(0), whatToShow: try call.whatToShow(1), filter: try call.nodeFilter(2))
    return call.wrap(iterator)
  }

  /// `createTreeWalker(root, whatToShow, filter)`: as `createNodeIterator`.
  ///
  /// https://dom.spec.whatwg.org/#dom-document-createtreewalker
  static let customCreateTreeWalker = BindingMember.operation("createTreeWalker", length: 1) {
    call in
    let document = try call.this(Document.self)
    try call.requireArguments(1)
    let walker = document.createTreeWalker(
      try call.node(0), whatToShow: try call.whatToShow(1), filter: try call.nodeFilter(2))
    return call.wrap(walker)
  }
}

extension Document {
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
