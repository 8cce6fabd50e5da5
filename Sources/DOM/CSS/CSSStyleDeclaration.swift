/// A CSS declaration block as the CSSOM exposes it: the declarations of an element's `style`
/// attribute, or those of a rule (`CSSStyleRule.style`, `CSSPageRule.style`,
/// `CSSKeyframeRule.style`).
///
/// For an element, the element keeps the declarations (see
/// `Attributes/Element+StyleAttribute.swift`): a change here updates them and marks the
/// attribute to be written when something reads it, as WebKit does; a change of the attribute
/// is parsed on the next read here. For a rule, the rule keeps them: a change here replaces the
/// rule's block and records a change of its sheet (documents restyle).
///
/// https://drafts.csswg.org/cssom/#the-cssstyledeclaration-interface
public final class CSSStyleDeclaration {
  /// What the declarations belong to.
  ///
  /// https://drafts.csswg.org/cssom/#cssstyledeclaration-owner-node and
  /// https://drafts.csswg.org/cssom/#cssstyledeclaration-parent-css-rule
  enum Owner {
    /// An element's `style` attribute.
    case element(Element)
    /// A rule's declarations (held weakly: the rule owns this object).
    case rule(WeakRule)
  }

  /// A weak reference to the rule owning a declaration block.
  struct WeakRule {
    weak var rule: CSSRule?
  }

  let owner: Owner

  init(element: Element) {
    owner = .element(element)
  }

  init(rule: CSSRule) {
    owner = .rule(WeakRule(rule: rule))
  }

  /// The element whose `style` attribute this object reflects (`nil` for a rule's block).
  ///
  /// https://drafts.csswg.org/cssom/#cssstyledeclaration-owner-node
  public var ownerNode: Element? {
    if case .element(let element) = owner { return element }
    return nil
  }

  /// The rule whose declarations these are (`nil` for an element's `style`).
  ///
  /// https://drafts.csswg.org/cssom/#dom-cssstyledeclaration-parentrule
  public var parentRule: CSSRule? {
    if case .rule(let weak) = owner { return weak.rule }
    return nil
  }

  private var context: CSSParserContext {
    switch owner {
    case .element(let element):
      return CSSParserContext(isQuirksMode: element.ownerDocument?.mode == .quirks)
    case .rule(let weak):
      return weak.rule?.parserContext ?? CSSParserContext(isQuirksMode: false)
    }
  }

  /// The declarations as they are now.
  private var currentBlock: CSSDeclarationBlock {
    switch owner {
    case .element(let element): return element.inlineStyleBlock(context: context)
    case .rule(let weak): return weak.rule?.declarationBlock ?? CSSDeclarationBlock()
    }
  }

  /// Stores `newBlock`: for an element, the attribute is written later and the mutation
  /// record queued; for a rule, its sheet records the change.
  ///
  /// https://drafts.csswg.org/cssom/#update-style-attribute-for
  private func commit(_ newBlock: CSSDeclarationBlock) {
    switch owner {
    case .element(let element): element.setInlineStyleBlock(newBlock)
    case .rule(let weak):
      guard let rule = weak.rule else { return }
      rule.declarationBlock = newBlock
      rule.didChange()
    }
  }

  /// The declarations serialized, with shorthands where possible; setting it replaces them.
  ///
  /// https://drafts.csswg.org/cssom/#dom-cssstyledeclaration-csstext
  public var cssText: String {
    get { currentBlock.cssText }
    set { commit(CSSDeclarationBlock(parsing: newValue, context: context)) }
  }

  /// The number of longhand declarations.
  ///
  /// https://drafts.csswg.org/cssom/#dom-cssstyledeclaration-length
  public var length: Int { currentBlock.declarations.count }

  /// The name of the longhand declaration at `index`, or "" when out of range.
  ///
  /// https://drafts.csswg.org/cssom/#dom-cssstyledeclaration-item
  public func item(_ index: Int) -> String {
    let declarations = currentBlock.declarations
    return declarations.indices.contains(index) ? declarations[index].name : ""
  }

  /// The value of a property (for a shorthand, "" unless all its longhands are set with one
  /// priority and can be written as the shorthand).
  ///
  /// https://drafts.csswg.org/cssom/#dom-cssstyledeclaration-getpropertyvalue
  public func getPropertyValue(_ property: String) -> String {
    currentBlock.value(of: property)
  }

  /// A property name resolved once (its canonical name, and its shorthand when it is one), for
  /// readers that ask for the same property again and again: each camel-cased attribute
  /// (`style.display`) resolved its name in the property tables on every read.
  public struct ResolvedProperty: Sendable {
    let name: String
    let shorthand: CSSShorthand?

    /// The property `property` names (any case, aliases accepted), or nil when none.
    public init?(_ property: String) {
      guard let name = CSSPropertyTable.canonicalName(property) else { return nil }
      self.name = name
      self.shorthand = CSSShorthand.named(name)
    }
  }

  /// ``getPropertyValue(_:)`` for a property resolved beforehand.
  public func getPropertyValue(_ property: ResolvedProperty) -> String {
    currentBlock.value(ofCanonical: property.name, shorthand: property.shorthand)
  }

  /// `"important"` when the property is set with `!important`, else "".
  ///
  /// https://drafts.csswg.org/cssom/#dom-cssstyledeclaration-getpropertypriority
  public func getPropertyPriority(_ property: String) -> String {
    currentBlock.priority(of: property)
  }

  /// Sets a property. An empty value removes it; an unknown property, an invalid value or a
  /// priority other than "" or `important` (ASCII case-insensitive) changes nothing.
  ///
  /// https://drafts.csswg.org/cssom/#dom-cssstyledeclaration-setproperty
  public func setProperty(_ property: String, _ value: String, _ priority: String = "") {
    // 3. An empty value removes the property.
    if value.isEmpty {
      removeProperty(property)
      return
    }
    // 4–5. The priority must be "" or "important".
    let important = priority.asciiCaseInsensitiveEquals("important")
    guard important || priority.isEmpty else { return }
    // 6–9. Parse and set; update the attribute if anything changed.
    var newBlock = currentBlock
    if newBlock.setProperty(property, value, important: important, context: context) {
      commit(newBlock)
    }
  }

  /// Removes a property (a shorthand removes its longhands) and returns its old value.
  ///
  /// https://drafts.csswg.org/cssom/#dom-cssstyledeclaration-removeproperty
  @discardableResult
  public func removeProperty(_ property: String) -> String {
    var newBlock = currentBlock
    let result = newBlock.removeProperty(property)
    if result.removed { commit(newBlock) }
    return result.oldValue
  }

  /// The `float` property. https://drafts.csswg.org/cssom/#dom-cssstyledeclaration-cssfloat
  public var cssFloat: String {
    get { getPropertyValue("float") }
    set { setProperty("float", newValue) }
  }

  // MARK: - Named properties

  /// The value of the property that an IDL attribute name (`backgroundColor`,
  /// `webkitTransform`, `WebkitTransform`, `background-color`, `cssFloat`) maps to, or `nil`
  /// when the name maps to no supported property.
  ///
  /// https://drafts.csswg.org/cssom/#dom-cssstyledeclaration-camel_cased_attribute
  public func value(forAttributeName name: String) -> String? {
    CSSPropertyName.property(forAttributeName: name).map(getPropertyValue)
  }

  /// Sets the property that an IDL attribute name maps to, as `setProperty(property, value)`.
  /// Returns `false` (and changes nothing) when the name maps to no supported property.
  ///
  /// https://drafts.csswg.org/cssom/#dom-cssstyledeclaration-camel_cased_attribute
  @discardableResult
  public func setValue(_ value: String, forAttributeName name: String) -> Bool {
    guard let property = CSSPropertyName.property(forAttributeName: name) else { return false }
    setProperty(property, value)
    return true
  }

  /// The property an IDL attribute name maps to, read and written by name; `nil` for names
  /// that map to no supported property (setting `nil` removes the property).
  public subscript(camelCase name: String) -> String? {
    get { value(forAttributeName: name) }
    set { setValue(newValue ?? "", forAttributeName: name) }
  }

  /// Every supported property name, sorted (standard names, `-webkit-` aliases and the
  /// shorthands; custom properties `--*` are supported too but not listed).
  public static var supportedPropertyNames: [String] { CSSPropertyTable.supportedPropertyNames }

  /// Every IDL attribute name that maps to a supported property, sorted: camel-cased,
  /// webkit-cased (`webkitTransform`), `WebkitTransform`, dashed, and `cssFloat`.
  public static var supportedAttributeNames: [String] { CSSPropertyName.supportedAttributeNames }
}
