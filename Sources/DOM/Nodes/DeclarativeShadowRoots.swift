/// Declarative shadow roots: a `<template shadowrootmode="open|closed">` parsed into an
/// element becomes that element's shadow root, holding the template's contents, and the
/// template itself is not in the tree.
///
/// The HTML parser does this when it meets the template's start tag; here it is a pass over a
/// freshly parsed tree (the page, or `setHTMLUnsafe`/`parseHTMLUnsafe` markup), with the same
/// result: each such template, in tree order, whose parent element can host a shadow root and
/// does not yet, is replaced by a shadow root (`shadowrootdelegatesfocus`,
/// `shadowrootclonable`, `shadowrootserializable` give its options); a second one, one with
/// another mode value, or one in an element that cannot host one stays an ordinary template.
/// `innerHTML` and `DOMParser` do not make declarative shadow roots (WebKit neither: fixture
/// shadow/declarative).
///
/// https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-intemplate (the template
/// start tag steps) and https://html.spec.whatwg.org/multipage/scripting.html#attr-template-shadowrootmode
public enum DeclarativeShadowRoots {
  /// Turns the declarative shadow root templates under `root` (and in the shadow trees they
  /// make) into shadow roots.
  public static func attach(in root: Node) {
    var pendingRoots: [Node] = [root]
    while let current = pendingRoots.popLast() {
      for template in templates(in: current) {
        // A template that stays a template has its contents searched too (WebKit: fixture
        // shadow/declarative, `inTemplate`).
        if let shadow = attach(template) {
          pendingRoots.append(shadow)
        } else {
          pendingRoots.append(template.content)
        }
      }
    }
  }

  /// The templates under `root`, in tree order.
  private static func templates(in root: Node) -> [HTMLTemplateElement] {
    var result: [HTMLTemplateElement] = []
    var node = root.firstChildStorage
    while let current = node {
      if let template = current as? HTMLTemplateElement { result.append(template) }
      node = current.nextInTreeOrder(within: root)
    }
    return result
  }

  /// Replaces `template` by a shadow root of its parent, when it declares one that can be
  /// attached; returns the shadow root.
  private static func attach(_ template: HTMLTemplateElement) -> ShadowRoot? {
    guard template.hasAttributeValue("shadowrootmode"),
      let host = template.parentStorage as? Element,
      let value = template.attributeValue(localName: "shadowrootmode"),
      let mode = ShadowRoot.Mode(rawValue: value.asciiLowercased()),
      !host.isShadowHost
    else { return nil }
    let options = Element.ShadowRootInit(
      mode: mode, delegatesFocus: template.hasAttributeValue("shadowrootdelegatesfocus"),
      clonable: template.hasAttributeValue("shadowrootclonable"),
      serializable: template.hasAttributeValue("shadowrootserializable"))
    guard let shadow = try? host.attachShadowRoot(options, declarative: true) else { return nil }
    host.removeUnchecked(template)
    shadow.insert(template.content, before: nil)
    return shadow
  }
}
