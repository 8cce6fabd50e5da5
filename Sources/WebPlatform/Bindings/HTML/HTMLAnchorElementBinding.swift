import DOM
import JSCore

/// `HTMLAnchorElement`: reflected attributes, `text`, `relList` and the
/// `HTMLHyperlinkElementUtils` URL decomposition (the model's `Nodes/Element+URLReflection.swift`);
/// following the link on `click()` is the model's activation behaviour, which hands the
/// navigation to the document's `navigationHandler` (the runtime records it).
///
/// https://html.spec.whatwg.org/multipage/text-level-semantics.html#htmlanchorelement
enum HTMLAnchorElementBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "HTMLAnchorElement", parent: HTMLElementBinding.definition,
    members: ReflectedAttributeMembers.members(declaredOn: "HTMLAnchorElement", excluding: ["href"])
      + HyperlinkElementUtilsMembers.members + [
        .attribute(
          "text", get: { call in .string(try call.this(Element.self).textContent ?? "") },
          set: { call in try call.this(Element.self).stringReplaceAll(try call.string(0)) }),
        HyperlinkElementUtilsMembers.relList,
      ])
}

/// `HTMLAreaElement`: like `a`, without `text`.
///
/// https://html.spec.whatwg.org/multipage/image-maps.html#htmlareaelement
enum HTMLAreaElementBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "HTMLAreaElement", parent: HTMLElementBinding.definition,
    members: ReflectedAttributeMembers.members(declaredOn: "HTMLAreaElement", excluding: ["href"])
      + HyperlinkElementUtilsMembers.members + [HyperlinkElementUtilsMembers.relList])
}

/// The `HTMLHyperlinkElementUtils` mixin (`href`, `origin`, `protocol`, … `hash`, `toString`).
///
/// https://html.spec.whatwg.org/multipage/links.html#htmlhyperlinkelementutils
enum HyperlinkElementUtilsMembers {
  private static func utils(_ call: BindingCall) throws -> HTMLHyperlinkElementUtils {
    guard let utils = try call.this(Element.self).hyperlinkElementUtils else {
      throw JSThrow.typeError("Can only call \(call.member) on a or area elements")
    }
    return utils
  }

  private static func component(
    _ name: String, _ get: @escaping @Sendable (HTMLHyperlinkElementUtils) -> String,
    _ set: @escaping @Sendable (HTMLHyperlinkElementUtils, String) -> Void
  ) -> BindingMember {
    .attribute(
      name, get: { call in .string(get(try utils(call))) },
      set: { call in set(try utils(call), try call.string(0)) })
  }

  static let members: [BindingMember] = [
    component("href", { $0.href }, { $0.setHref($1) }),
    .readonly("origin") { call in .string(try utils(call).origin) },
    component("protocol", { $0.protocol }, { $0.setProtocol($1) }),
    component("username", { $0.username }, { $0.setUsername($1) }),
    component("password", { $0.password }, { $0.setPassword($1) }),
    component("host", { $0.host }, { $0.setHost($1) }),
    component("hostname", { $0.hostname }, { $0.setHostname($1) }),
    component("port", { $0.port }, { $0.setPort($1) }),
    component("pathname", { $0.pathname }, { $0.setPathname($1) }),
    component("search", { $0.search }, { $0.setSearch($1) }),
    component("hash", { $0.hash }, { $0.setHash($1) }),
    .operation("toString") { call in .string(try utils(call).href) },
  ]

  /// `relList`: a token list over `rel`.
  static let relList: BindingMember = .attribute(
    "relList", get: { call in call.wrap(try call.this(Element.self).tokenList(attribute: "rel")) },
    set: { call in
      try call.this(Element.self).tokenList(attribute: "rel").value = try call.string(0)
    })
}
