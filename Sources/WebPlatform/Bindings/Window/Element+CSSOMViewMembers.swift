import DOM
import JSCore

/// The members CSSOM View adds to `Element` (geometry and scrolling), answered from the
/// window's layout estimate (`Window/Layout/`): concatenated into `ElementBinding`'s table.
///
/// https://drafts.csswg.org/cssom-view/#extension-to-the-element-interface
enum ElementCSSOMViewMembers {
  /// The rows, declared in `Bindings/IDL/Element+CSSOMView.webidl`.
  static let members: [BindingMember] = generatedMembers
}

/// HTMLElement's `offsetParent` and `offset*` (CSSOM View), declared in
/// `Bindings/IDL/Element+CSSOMView.webidl`.
///
/// https://drafts.csswg.org/cssom-view/#extensions-to-the-htmlelement-interface
enum HTMLElementGeometryMembers {
  /// The rows.
  static let members: [BindingMember] = generatedMembers
}

extension Element {
  /// `getBoundingClientRect()`, from the window's layout estimate.
  func getBoundingClientRect(world: World) -> DOMRect { world.window.boundingClientRect(of: self) }

  /// `getClientRects()`.
  func getClientRects(world: World) -> DOMRectList { world.window.clientRects(of: self) }

  /// `clientTop`.
  func clientTop(world: World) -> Int { world.window.clientTop(of: self) }

  /// `clientLeft`.
  func clientLeft(world: World) -> Int { world.window.clientLeft(of: self) }

  /// `clientWidth`.
  func clientWidth(world: World) -> Int { world.window.clientWidth(of: self) }

  /// `clientHeight`.
  func clientHeight(world: World) -> Int { world.window.clientHeight(of: self) }

  /// `scrollWidth`.
  func scrollWidth(world: World) -> Int { world.window.scrollWidth(of: self) }

  /// `scrollHeight`.
  func scrollHeight(world: World) -> Int { world.window.scrollHeight(of: self) }

  /// `scrollTop`: the window's scroll offset of the element.
  func scrollTop(world: World) -> Double { world.window.scrollOffset(of: self).y }

  /// Sets `scrollTop`.
  func setScrollTop(_ value: Double, world: World) {
    world.window.scrollElement(self, x: nil, y: value)
  }

  /// `scrollLeft`.
  func scrollLeft(world: World) -> Double { world.window.scrollOffset(of: self).x }

  /// Sets `scrollLeft`.
  func setScrollLeft(_ value: Double, world: World) {
    world.window.scrollElement(self, x: value, y: nil)
  }

  /// `scroll(options)`: to the options' coordinates (nil: the current one);
  /// `behavior` is not used (scrolling is instant).
  ///
  /// https://drafts.csswg.org/cssom-view/#dom-element-scroll
  func scroll(behavior: ScrollBehavior, left: Double?, top: Double?, world: World) {
    world.window.scrollElement(self, x: left, y: top)
  }

  /// `scroll(x, y)`.
  func scroll(_ x: Double, _ y: Double, world: World) {
    world.window.scrollElement(self, x: x, y: y)
  }

  /// `scrollTo(options)`: as `scroll(options)`.
  func scrollTo(behavior: ScrollBehavior, left: Double?, top: Double?, world: World) {
    scroll(behavior: behavior, left: left, top: top, world: world)
  }

  /// `scrollTo(x, y)`: as `scroll(x, y)`.
  func scrollTo(_ x: Double, _ y: Double, world: World) { scroll(x, y, world: world) }

  /// `scrollBy(options)`: by the options' offsets (nil: 0).
  ///
  /// https://drafts.csswg.org/cssom-view/#dom-element-scrollby
  func scrollBy(behavior: ScrollBehavior, left: Double?, top: Double?, world: World) {
    scrollBy(left ?? 0, top ?? 0, world: world)
  }

  /// `scrollBy(x, y)`.
  func scrollBy(_ x: Double, _ y: Double, world: World) {
    let current = world.window.scrollOffset(of: self)
    world.window.scrollElement(self, x: current.x + x, y: current.y + y)
  }

  /// `scrollIntoView()`.
  func scrollIntoView(world: World) { world.window.scrollIntoView(self) }

  /// `offsetParent`.
  func offsetParent(world: World) -> Element? { world.window.offsetParent(of: self) }

  /// `offsetTop`.
  func offsetTop(world: World) -> Int { world.window.offsetTop(of: self) }

  /// `offsetLeft`.
  func offsetLeft(world: World) -> Int { world.window.offsetLeft(of: self) }

  /// `offsetWidth`.
  func offsetWidth(world: World) -> Int { world.window.offsetWidth(of: self) }

  /// `offsetHeight`.
  func offsetHeight(world: World) -> Int { world.window.offsetHeight(of: self) }
}
