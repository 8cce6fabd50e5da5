import DOM
import Testing

/// `focus()` on a shadow host whose shadow root delegates focus (`Element+Focus.swift`,
/// `focusDelegate`): the autofocus element first, else the first focusable one, through
/// nested delegating hosts; nothing when focus is already inside or nothing is focusable.
@Suite struct FocusDelegateTests {
  /// A connected host with a shadow root holding `children`: (local name, id, attributes).
  private func host(
    _ document: Document, delegates: Bool, _ children: [(String, String, [String])]
  ) throws -> (Element, ShadowRoot) {
    let host = document.make("div")
    try #require(document.body).appendChild(host)
    let shadow = try host.attachShadow(.init(mode: .closed, delegatesFocus: delegates))
    for (name, id, attributes) in children {
      let child = document.make(name, id: id)
      for attribute in attributes { try child.setAttribute(attribute, "") }
      try shadow.appendChild(child)
    }
    return (host, shadow)
  }

  @Test func aDelegatingHostFocusesItsFirstFocusableElement() throws {
    let document = makeHTMLDocument()
    let (host, shadow) = try host(
      document, delegates: true,
      [("span", "s", []), ("input", "hidden", ["hidden"]), ("input", "a", []), ("input", "b", [])])
    host.focus()
    #expect(document.focusedElement === shadow.getElementById("a"))
    #expect(document.activeElement === host)
    #expect(shadow.activeElement === shadow.getElementById("a"))
    // Focus already inside the host: it stays where it is.
    shadow.getElementById("b")?.focus()
    host.focus()
    #expect(document.focusedElement === shadow.getElementById("b"))
  }

  @Test func autofocusComesFirstAndNestedHostsDelegate() throws {
    let document = makeHTMLDocument()
    let (first, firstShadow) = try host(
      document, delegates: true, [("input", "plain", []), ("input", "auto", ["autofocus"])])
    first.focus()
    #expect(document.focusedElement === firstShadow.getElementById("auto"))
    let (outer, outerShadow) = try host(document, delegates: true, [("div", "inner", [])])
    let inner = try #require(outerShadow.getElementById("inner"))
    let innerShadow = try inner.attachShadow(.init(mode: .open, delegatesFocus: true))
    try innerShadow.appendChild(document.make("button", id: "button"))
    outer.focus()
    #expect(document.focusedElement === innerShadow.getElementById("button"))
    #expect(outerShadow.activeElement === inner)
  }

  @Test func aHostThatDoesNotDelegateOrHasNothingFocusableKeepsTheFocus() throws {
    let document = makeHTMLDocument()
    let (plain, _) = try host(document, delegates: false, [("input", "i", [])])
    plain.focus()
    #expect(document.focusedElement == nil)
    let (empty, _) = try host(document, delegates: true, [("p", "p", [])])
    empty.tabIndex = 0
    empty.focus()
    #expect(document.focusedElement == nil)
  }
}
