// The `style` attribute and the inline style declarations, kept in sync as WebKit does:
// lazily, in the attribute's direction.

/// An element's inline style: its declarations and whether the `style` attribute as stored
/// still has to be written from them.
///
/// A change through `element.style` updates the declarations only and marks the attribute
/// stale; the attribute is written (``Element/synchronizeStyleAttribute()``) when something
/// reads the attributes: serialization, `getAttribute("style")`, `hasAttribute("style")`,
/// `attributes`, `getAttributeNames()`, `hasAttributes()`, cloning, `isEqualNode`, an
/// attribute selector tried on the element. An attribute that did not exist then is appended
/// to the end of the attribute list, so `e.style.color = "red"; e.title = "t"` serializes as
/// `<span title="t" style="color: red;">`, while a `style` attribute that exists keeps its
/// place. WebKit does this (`StyledElement::synchronizeStyleAttributeInternal`); the CSSOM
/// standard would set the attribute at once. Fixtures: `style-attribute/order`,
/// `style-attribute/reading-paths`.
///
/// https://drafts.csswg.org/cssom/#update-style-attribute-for
final class InlineStyleState {
  /// The declarations.
  var block: CSSDeclarationBlock
  /// The attribute text ``block`` was parsed from or written as (`nil`: no attribute).
  var source: String?
  /// Whether ``block`` changed since the attribute was last written: the declarations are
  /// then the truth and the stored attribute (if any) is stale.
  var isAttributeStale = false

  init(block: CSSDeclarationBlock, source: String?) {
    self.block = block
    self.source = source
  }
}

extension Element {
  private static let styleAttributeLocalName = "style"

  private var storedStyleAttributeIndex: Int? {
    attributeStorage.firstIndex {
      $0.name.localName == Self.styleAttributeLocalName && $0.name.namespace == nil
    }
  }

  /// The inline style declarations as they are now, without writing the attribute: parsed
  /// from the `style` attribute when it changed since the last parse.
  func inlineStyleBlock(context: CSSParserContext) -> CSSDeclarationBlock {
    if let state = rareData?.inlineStyle, state.isAttributeStale { return state.block }
    let source = storedStyleAttributeIndex.map { attributeStorage[$0].value }
    if let state = rareData?.inlineStyle, state.source == source { return state.block }
    let block = CSSDeclarationBlock(parsing: source ?? "", context: context)
    ensureRareData().inlineStyle = InlineStyleState(block: block, source: source)
    return block
  }

  /// The inline style as text for readers that must not write the attribute (computed style,
  /// rendered text): the declarations when the attribute is stale, else the attribute.
  var inlineStyleSourceWithoutSynchronizing: String? {
    if let state = rareData?.inlineStyle, state.isAttributeStale { return state.block.cssText }
    return storedStyleAttributeIndex.map { attributeStorage[$0].value }
  }

  /// Replaces the inline style declarations, leaving the attribute to be written later, and
  /// queues the attribute mutation record now (as WebKit's `StyleAttributeMutationScope`
  /// does). The old value is read — which writes a stale attribute first — only when an
  /// observer asked for old values. Fixture: `style-attribute/mutation-records`.
  ///
  /// https://drafts.csswg.org/cssom/#update-style-attribute-for
  func setInlineStyleBlock(_ block: CSSDeclarationBlock) {
    let name = intern(nil, nil, Self.styleAttributeLocalName)
    let oldValue: String? =
      styleObserverWantsOldValue ? storedStyleAttributeValueAfterSynchronizing : nil
    let state: InlineStyleState
    if let existing = rareData?.inlineStyle {
      state = existing
    } else {
      state = InlineStyleState(block: block, source: nil)
      ensureRareData().inlineStyle = state
    }
    state.block = block
    state.isAttributeStale = true
    notify(.attributeChanged(element: self, name: name, oldValue: oldValue, newValue: nil))
  }

  private var storedStyleAttributeValueAfterSynchronizing: String? {
    synchronizeStyleAttribute()
    return storedStyleAttributeIndex.map { attributeStorage[$0].value }
  }

  /// Whether a mutation observer of this element or an ancestor (subtree) watches its `style`
  /// attribute and wants old values.
  private var styleObserverWantsOldValue: Bool {
    var current: Node? = self
    while let node = current {
      defer { current = node.parentStorage }
      guard let registrations = node.rareData?.registeredObservers, !registrations.isEmpty
      else { continue }
      for registered in registrations {
        let options = registered.options
        if node !== self && !options.subtree { continue }
        guard options.attributes == true, options.attributeOldValue == true else { continue }
        if let filter = options.attributeFilter, !filter.contains(Self.styleAttributeLocalName) {
          continue
        }
        return true
      }
    }
    return false
  }

  /// Writes a stale `style` attribute from the declarations: in place when the element has
  /// one, else appended at the end. No mutation record is queued (the change queued its own).
  ///
  /// WebKit: `Element::synchronizeAttribute(styleAttr)`.
  func synchronizeStyleAttribute() {
    guard let state = rareData?.inlineStyle, state.isAttributeStale else { return }
    let text = state.block.cssText
    if let index = storedStyleAttributeIndex {
      changeAttribute(at: index, to: text, notifying: false)
    } else {
      appendAttribute(
        name: intern(nil, nil, Self.styleAttributeLocalName), value: text, notifying: false)
    }
    state.isAttributeStale = false
    state.source = text
  }

  /// `removeAttribute("style")` while the declarations changed and no `style` attribute was
  /// written yet: WebKit empties the declarations and leaves the attribute to be written
  /// (as `style=""`) later; nothing else happens. Returns whether that was the case.
  /// Fixture: `style-attribute/remove`.
  func removeUnwrittenStyleAttribute() -> Bool {
    guard let state = rareData?.inlineStyle, state.isAttributeStale,
      storedStyleAttributeIndex == nil
    else { return false }
    state.block = CSSDeclarationBlock()
    return true
  }
}
