import DOM
import JSCore

/// The members Document gets from the ranges, traversal, selection and events specs
/// (`createRange`, `createTreeWalker`, `createNodeIterator`, `getSelection`, `createEvent`):
/// partial interfaces, concatenated into ``DocumentBinding``.
///
/// https://dom.spec.whatwg.org/#interface-document
enum DocumentRangesMembers {
  static let members: [BindingMember] = [
    .operation("createRange") { call in call.wrap(try call.this(Document.self).createRange()) },
    .operation("createNodeIterator", length: 1) { call in
      let document = try call.this(Document.self)
      try call.requireArguments(1)
      let iterator = document.createNodeIterator(
        try call.node(0), whatToShow: try call.whatToShow(1), filter: try call.nodeFilter(2))
      return call.wrap(iterator)
    },
    .operation("createTreeWalker", length: 1) { call in
      let document = try call.this(Document.self)
      try call.requireArguments(1)
      let walker = document.createTreeWalker(
        try call.node(0), whatToShow: try call.whatToShow(1), filter: try call.nodeFilter(2))
      return call.wrap(walker)
    },
    // A document without a browsing context (not the runtime's) has no selection.
    .operation("getSelection") { call in
      let document = try call.this(Document.self)
      guard document === call.world.runtime.document else { return .null }
      return call.wrap(document.getSelection())
    },
    .operation("createEvent", length: 1) { call in
      let document = try call.this(Document.self)
      try call.requireArguments(1)
      return call.wrap(try document.createEvent(try call.string(0), clock: call.eventClock))
    },
  ]
}
