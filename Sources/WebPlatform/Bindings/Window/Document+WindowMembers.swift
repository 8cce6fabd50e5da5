import DOM
import JSCore

/// The members the window area adds to `Document`: `document.location` (the window's
/// `Location`, the same object as `window.location`; null for documents without a browsing
/// context), CSSOM View's `document.scrollingElement`, `elementFromPoint` and
/// `elementsFromPoint` (from the window's layout estimate), and WebKit's `caretRangeFromPoint`;
/// concatenated into `DocumentBinding`'s table.
///
/// The hit-testing arguments are converted as WebKit declares them: `double` for
/// `elementFromPoint`/`elementsFromPoint` (both required; NaN and infinities throw a
/// `TypeError`), `optional long x = 0, optional long y = 0` for `caretRangeFromPoint`
/// (`length` 0; NaN is 0 and 2³² + 5 is 5: `hit-testing/arguments.js`). A document without a
/// browsing context answers `null`, `[]` and `null`.
///
/// https://html.spec.whatwg.org/multipage/dom.html#dom-document-location
/// https://drafts.csswg.org/cssom-view/#extensions-to-the-document-interface
enum DocumentWindowMembers {
  static let members: [BindingMember] = [
    .attribute(
      "location",
      get: { call in
        let document = try call.this(Document.self)
        guard document === call.world.runtime.document else { return .null }
        return call.wrap(call.world.window.location)
      },
      set: { call in
        let document = try call.this(Document.self)
        guard document === call.world.runtime.document else { return }
        try call.world.window.location.setHref(try call.string(0))
      }),
    .readonly("scrollingElement") { call in
      let document = try call.this(Document.self)
      guard document === call.world.runtime.document else { return .null }
      return call.wrap(call.world.window.scrollingElement)
    },
    .operation("elementFromPoint", length: 2) { call in
      let document = try call.this(Document.self)
      try call.requireArguments(2)
      let (x, y) = (try call.double(0), try call.double(1))
      guard document === call.world.runtime.document else { return .null }
      return call.wrap(call.world.window.elementFromPoint(x: x, y: y))
    },
    .operation("elementsFromPoint", length: 2) { call in
      let document = try call.this(Document.self)
      try call.requireArguments(2)
      let (x, y) = (try call.double(0), try call.double(1))
      guard document === call.world.runtime.document else { return try call.array([]) }
      let elements = call.world.window.elementsFromPoint(x: x, y: y)
      return try call.array(elements.map { call.world.wrapper(for: $0) })
    },
    .operation("caretRangeFromPoint") { call in
      let document = try call.this(Document.self)
      let (x, y) = (try call.long(0), try call.long(1))
      guard document === call.world.runtime.document else { return .null }
      return call.wrap(call.world.window.caretRangeFromPoint(x: Double(x), y: Double(y)))
    },
  ]
}
