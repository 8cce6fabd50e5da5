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
    members: [
      .attribute(
        "text", get: { call in .string(try call.this(Element.self).childTextContent) },
        set: { call in try call.this(Element.self).stringReplaceAll(try call.string(0)) })
    ])
}

/// `HTMLScriptElement`: reflected attributes, `text` (the child text content) and `async`.
/// Scripts of the saved page never run, so there is no "non-blocking" flag: `async` reflects
/// the content attribute (what a parser-inserted script reports).
///
/// https://html.spec.whatwg.org/multipage/scripting.html#htmlscriptelement
enum HTMLScriptElementBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "HTMLScriptElement", parent: HTMLElementBinding.definition,
    members: ReflectedAttributeMembers.members(declaredOn: "HTMLScriptElement") + [
      .attribute(
        "text", get: { call in .string(try call.this(Element.self).childTextContent) },
        set: { call in try call.this(Element.self).stringReplaceAll(try call.string(0)) }),
      .attribute(
        "async", get: { call in .boolean(try call.this(Element.self).hasAttribute("async")) },
        set: { call in
          _ = try call.this(Element.self).toggleAttribute("async", force: call.boolean(0))
        }),
    ],
    staticMembers: [
      .operation("supports", length: 1) { call in
        try call.requireArguments(1)
        return .boolean(["classic", "module", "importmap"].contains(try call.string(0)))
      }
    ])
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
