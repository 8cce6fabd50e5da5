import DOM
import JSCore

/// `HTMLElement` (the model's `HTML/HTMLElement.swift`, `Nodes/Element+Focus.swift`,
/// `HTML/Element+Activation.swift`, `Nodes/Element+InnerText.swift`), declared in
/// `Bindings/IDL/HTMLElement.webidl`: its reflected attributes (the rules from the DOM's
/// table), the computed ones (`draggable`, `spellcheck`, `translate`, `contentEditable`…),
/// `click()`, `innerText` and `outerText`; then the `HTMLOrSVGElement` and
/// `ElementCSSInlineStyle` mixins (hand-written), the `offset*` geometry
/// (`Bindings/IDL/Element+CSSOMView.webidl`) and the `GlobalEventHandlers` attributes.
///
/// https://html.spec.whatwg.org/multipage/dom.html#htmlelement
enum HTMLElementBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "HTMLElement", parent: ElementBinding.definition,
    members: generatedMembers + HTMLOrSVGElementMembers.members
      + HTMLOrSVGElementFocusMembers.members + ElementCSSInlineStyleMembers.members
      + HTMLElementGeometryMembers.members + GlobalEventHandlerMembers.members)
}

/// The `HTMLOrSVGElement` mixin's focus members (`tabIndex`, `focus()`, `blur()`), included by
/// HTMLElement, SVGElement and MathMLElement (their `dataset` is ``HTMLOrSVGElementMembers``).
///
/// https://html.spec.whatwg.org/multipage/dom.html#htmlorsvgelement
enum HTMLOrSVGElementFocusMembers {
  static let members: [BindingMember] = [
    .attribute(
      "tabIndex", get: { call in .number(Double(try call.this(Element.self).tabIndex)) },
      set: { call in
        try call.this(Element.self).tabIndex = Int32(truncatingIfNeeded: try call.long(0))
      }),
    .operation("focus") { call in
      try call.this(Element.self).focus()
      return .undefined
    },
    .operation("blur") { call in
      try call.this(Element.self).blur()
      return .undefined
    },
  ]
}

/// The `GlobalEventHandlers` attributes (`onclick`, `oninput`, `onsubmit`…) of elements and
/// documents: the window's list without the `WindowEventHandlers`.
///
/// https://html.spec.whatwg.org/multipage/webappapis.html#globaleventhandlers
enum GlobalEventHandlerMembers {
  /// The `WindowEventHandlers` names (only the window, `body` and `frameset` have them).
  ///
  /// https://html.spec.whatwg.org/multipage/webappapis.html#windoweventhandlers
  static let windowOnlyNames: Set<String> = [
    "onafterprint", "onbeforeprint", "onbeforeunload", "onhashchange", "onlanguagechange",
    "onmessage", "onmessageerror", "onoffline", "ononline", "onpagehide", "onpageshow",
    "onpopstate", "onrejectionhandled", "onstorage", "onunhandledrejection", "onunload",
  ]

  /// The attribute names.
  static let names: [String] = EventHandlerAttributes.windowNames.filter {
    !windowOnlyNames.contains($0)
  }

  /// One attribute per name, on the node the call's `this` is.
  static let members: [BindingMember] = names.map { name in
    EventHandlerAttributes.attribute(name) { call in try call.this(Node.self) }
  }
}
