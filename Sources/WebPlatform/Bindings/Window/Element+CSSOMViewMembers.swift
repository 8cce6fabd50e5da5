import DOM
import JSCore

/// The members CSSOM View adds to `Element` (geometry and scrolling), answered from the
/// window's layout estimate (`Window/Layout/`): concatenated into `ElementBinding`'s table.
///
/// https://drafts.csswg.org/cssom-view/#extension-to-the-element-interface
enum ElementCSSOMViewMembers {
  static let members: [BindingMember] = [
    .operation("getBoundingClientRect") { call in
      let element = try call.this(Element.self)
      return call.wrap(call.world.window.boundingClientRect(of: element))
    },
    .operation("getClientRects") { call in
      let element = try call.this(Element.self)
      return call.wrap(call.world.window.clientRects(of: element))
    },
    geometry("clientTop") { $0.clientTop(of: $1) },
    geometry("clientLeft") { $0.clientLeft(of: $1) },
    geometry("clientWidth") { $0.clientWidth(of: $1) },
    geometry("clientHeight") { $0.clientHeight(of: $1) },
    geometry("scrollWidth") { $0.scrollWidth(of: $1) },
    geometry("scrollHeight") { $0.scrollHeight(of: $1) },
    .attribute(
      "scrollTop",
      get: { call in
        let element = try call.this(Element.self)
        return .number(call.world.window.scrollOffset(of: element).y)
      },
      set: { call in
        let element = try call.this(Element.self)
        call.world.window.scrollElement(element, x: nil, y: try call.unrestrictedDouble(0))
      }),
    .attribute(
      "scrollLeft",
      get: { call in
        let element = try call.this(Element.self)
        return .number(call.world.window.scrollOffset(of: element).x)
      },
      set: { call in
        let element = try call.this(Element.self)
        call.world.window.scrollElement(element, x: try call.unrestrictedDouble(0), y: nil)
      }),
    .operation("scroll") { call in
      let element = try call.this(Element.self)
      let (x, y) = try call.scrollCoordinates()
      call.world.window.scrollElement(element, x: x, y: y)
      return .undefined
    },
    .operation("scrollTo") { call in
      let element = try call.this(Element.self)
      let (x, y) = try call.scrollCoordinates()
      call.world.window.scrollElement(element, x: x, y: y)
      return .undefined
    },
    .operation("scrollBy") { call in
      let element = try call.this(Element.self)
      let (x, y) = try call.scrollCoordinates()
      let current = call.world.window.scrollOffset(of: element)
      call.world.window.scrollElement(
        element, x: current.x + (x ?? 0), y: current.y + (y ?? 0))
      return .undefined
    },
    .operation("scrollIntoView") { call in
      call.world.window.scrollIntoView(try call.this(Element.self))
      return .undefined
    },
  ]

  static func geometry(
    _ name: String, _ value: @escaping @Sendable (Window, Element) -> Int
  ) -> BindingMember {
    .readonly(name) { call in
      .number(Double(value(call.world.window, try call.this(Element.self))))
    }
  }
}

/// The members CSSOM View adds to `HTMLElement` (`offsetParent`, `offsetTop`, `offsetLeft`,
/// `offsetWidth`, `offsetHeight`), for the HTML area to concatenate into `HTMLElementBinding`'s
/// table (the rows brand-check `this` as an `Element`).
///
/// https://drafts.csswg.org/cssom-view/#extensions-to-the-htmlelement-interface
enum HTMLElementGeometryMembers {
  static let members: [BindingMember] = [
    .readonly("offsetParent") { call in
      call.wrap(call.world.window.offsetParent(of: try call.this(Element.self)))
    },
    ElementCSSOMViewMembers.geometry("offsetTop") { $0.offsetTop(of: $1) },
    ElementCSSOMViewMembers.geometry("offsetLeft") { $0.offsetLeft(of: $1) },
    ElementCSSOMViewMembers.geometry("offsetWidth") { $0.offsetWidth(of: $1) },
    ElementCSSOMViewMembers.geometry("offsetHeight") { $0.offsetHeight(of: $1) },
  ]
}
