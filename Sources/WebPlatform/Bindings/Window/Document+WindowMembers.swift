import DOM
import JSCore

/// The members the window area adds to `Document`: `document.location` (the window's
/// `Location`, the same object as `window.location`; null for documents without a browsing
/// context) and CSSOM View's `document.scrollingElement`; concatenated into
/// `DocumentBinding`'s table.
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
  ]
}
