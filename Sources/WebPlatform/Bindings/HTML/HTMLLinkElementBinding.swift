import DOM
import JSCore

/// `HTMLLinkElement`: reflected attributes, `relList` (with the `rel` keywords Safari
/// supports, for `relList.supports`), `sizes`, declared in `Bindings/IDL/HTMLLinkElement.webidl`,
/// and `sheet` (`CSS/LinkStyleMembers.swift`: null unless the page's resources hold the sheet).
///
/// https://html.spec.whatwg.org/multipage/semantics.html#htmllinkelement
enum HTMLLinkElementBinding: InterfaceBinding {
  /// https://html.spec.whatwg.org/multipage/links.html#linkTypes
  static let supportedRelTokens: Set<String> = [
    "alternate", "dns-prefetch", "expect", "icon", "manifest", "modulepreload", "next",
    "preconnect", "prefetch", "preload", "search", "stylesheet",
  ]

  static let definition = InterfaceDefinition(
    name: "HTMLLinkElement", parent: HTMLElementBinding.definition,
    members: generatedMembers + LinkStyleMembers.members)
}

extension Element {
  /// A `link`'s `relList`: the DOMTokenList of its `rel` attribute, whose `supports()` knows
  /// the keywords Safari supports.
  var linkRelList: DOMTokenList {
    tokenList(attribute: "rel", supportedTokens: HTMLLinkElementBinding.supportedRelTokens)
  }

  /// `sizes`: the DOMTokenList of the `sizes` attribute.
  var sizesTokenList: DOMTokenList { tokenList(attribute: "sizes") }
}

/// `HTMLStyleElement`: reflected attributes and `sheet` (`CSS/LinkStyleMembers.swift`).
///
/// https://html.spec.whatwg.org/multipage/semantics.html#htmlstyleelement
enum HTMLStyleElementBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "HTMLStyleElement", parent: HTMLElementBinding.definition,
    members: ReflectedAttributeMembers.members(declaredOn: "HTMLStyleElement")
      + LinkStyleMembers.members)
}

/// `HTMLTitleElement`: `text` is the child text content.
///
/// https://html.spec.whatwg.org/multipage/semantics.html#htmltitleelement
enum HTMLTitleElementBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "HTMLTitleElement", parent: HTMLElementBinding.definition,
    members: generatedMembers)
}

/// `HTMLScriptElement`: reflected attributes, `text` (the child text content) and `async`,
/// declared in `Bindings/IDL/HTMLScriptElement.webidl`.
/// Scripts of the saved page never run, so there is no "non-blocking" flag: `async` reflects
/// the content attribute (what a parser-inserted script reports).
///
/// https://html.spec.whatwg.org/multipage/scripting.html#htmlscriptelement
enum HTMLScriptElementBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "HTMLScriptElement", parent: HTMLElementBinding.definition,
    members: generatedMembers, staticMembers: generatedStaticMembers)
}

extension Element {
  /// A `script`'s `async`: whether it has the content attribute.
  var hasAsyncAttribute: Bool { hasAttribute("async") }

  /// Sets a `script`'s `async`: adds or removes the content attribute.
  func setAsyncAttribute(_ async: Bool) throws { _ = try toggleAttribute("async", force: async) }

  /// `HTMLScriptElement.supports(type)`: the script types Safari runs.
  ///
  /// https://html.spec.whatwg.org/multipage/scripting.html#dom-script-supports
  static func scriptSupports(_ type: String) -> Bool {
    ["classic", "module", "importmap"].contains(type)
  }
}

/// `HTMLBodyElement`: reflected attributes, and the `WindowEventHandlers` plus `onblur`,
/// `onerror`, `onfocus`, `onload`, `onresize`, `onscroll`, which are the window's handlers.
///
/// https://html.spec.whatwg.org/multipage/sections.html#the-body-element
enum HTMLBodyElementBinding: InterfaceBinding {
  static let windowReflectingNames: [String] =
    GlobalEventHandlerMembers.windowOnlyNames.sorted() + [
      "onblur", "onerror", "onfocus", "onload", "onresize", "onscroll",
    ]

  static let definition = InterfaceDefinition(
    name: "HTMLBodyElement", parent: HTMLElementBinding.definition,
    members: ReflectedAttributeMembers.members(declaredOn: "HTMLBodyElement")
      + windowReflectingNames.map { name in
        EventHandlerAttributes.attribute(name) { call in
          _ = try call.this(Element.self)
          return call.world.window
        }
      })
}
