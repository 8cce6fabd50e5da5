/// A style rule: a selector list, the declarations it applies, and the rules nested in it
/// (CSS nesting: style rules relative to this one, grouping rules, and
/// ``CSSNestedDeclarations``).
///
/// https://drafts.csswg.org/cssom/#the-cssstylerule-interface and
/// https://drafts.csswg.org/css-nesting-1/#cssom-style
public final class CSSStyleRule: CSSRule {
  /// The selector list as parsed (`nil` never happens for a rule of a parsed sheet: a rule
  /// whose selector does not parse is dropped). A nested rule's is relative to its parent's
  /// (it holds `&`; see ``CSSNesting``).
  public internal(set) var selectorList: SelectorList
  /// The declarations, longhands only, in WebKit's order.
  var block: CSSDeclarationBlock
  /// The nested rules, in order.
  public internal(set) var childRules: [CSSRule] = []

  init(selectorList: SelectorList, block: CSSDeclarationBlock) {
    self.selectorList = selectorList
    self.block = block
  }

  public override var kind: Kind { .style }

  /// Appends `rule` as a nested rule.
  func append(_ rule: CSSRule) {
    rule.parentRule = self
    rule.parentStyleSheet = parentStyleSheet
    childRules.append(rule)
  }

  /// Whether this rule is nested in a style rule (directly or through grouping rules): its
  /// selector is then relative to that rule's.
  var isNested: Bool {
    var ancestor = parentRule
    while let rule = ancestor {
      if rule is CSSStyleRule { return true }
      ancestor = rule.parentRule
    }
    return false
  }

  /// `selectorText`: the selector list serialized as WebKit writes it (`div>p` → `div > p`;
  /// a nested rule's relative selectors with their `&`: `& .b`). Setting it parses the text;
  /// text that is not a valid selector list changes nothing.
  ///
  /// https://drafts.csswg.org/cssom/#dom-cssstylerule-selectortext
  public var selectorText: String {
    get { CSSSelectorSerialization.serialize(selectorList.text) }
    set {
      var text = newValue.trimmingCSSWhitespace
      if isNested && !text.isEmpty { text = CSSNesting.relativeSelectorText(text) }
      guard let parsed = try? SelectorList(text), !text.isEmpty else { return }
      selectorList = parsed
      didChange()
    }
  }

  /// `style`: the rule's declarations. https://drafts.csswg.org/cssom/#dom-cssstylerule-style
  public var style: CSSStyleDeclaration { styleDeclaration }

  override var declarationBlock: CSSDeclarationBlock {
    get { block }
    set { block = newValue }
  }

  /// `cssRules`: the live list of the nested rules, the same object each time.
  ///
  /// https://drafts.csswg.org/css-nesting-1/#dom-cssstylerule-cssrules
  public var cssRules: CSSRuleList {
    if let list = cssRulesStorage { return list }
    let list = CSSRuleList { [weak self] in self?.childRules ?? [] }
    cssRulesStorage = list
    return list
  }
  private var cssRulesStorage: CSSRuleList?

  /// `insertRule(rule, index)`: parses a nested rule (a style rule relative to this one, a
  /// nested grouping rule) or declarations (a ``CSSNestedDeclarations``) and inserts it at
  /// `index`, returning `index` (`SyntaxError` for text that is none of these,
  /// `IndexSizeError` past the end, `HierarchyRequestError` for `@import`, as WebKit).
  ///
  /// https://drafts.csswg.org/css-nesting-1/#dom-cssstylerule-insertrule
  @discardableResult
  public func insertRule(_ text: String, at index: Int) throws(DOMException) -> Int {
    if let importLike = CSSStyleSheetParser.parseRule(
      text, context: parserContext, allowingImports: true),
      importLike is CSSImportRule || importLike is CSSNamespaceRule
    {
      throw CSSRuleListEditing.hierarchyRequestError
    }
    guard let rule = CSSStyleSheetParser.parseNestedRule(text, context: parserContext) else {
      throw CSSRuleListEditing.syntaxError
    }
    try insertChildRule(rule, at: index, into: &childRules)
    return index
  }

  /// `deleteRule(index)`: removes the nested rule at `index` (`IndexSizeError` past the end).
  ///
  /// https://drafts.csswg.org/css-nesting-1/#dom-cssstylerule-deleterule
  public func deleteRule(at index: Int) throws(DOMException) {
    try removeChildRule(at: index, from: &childRules)
  }

  /// `cssText`: `selector { declarations }`, or `selector { }` without any; with nested
  /// rules, WebKit's multi-line form: the declarations, then each nested rule, each on its own
  /// line indented by two spaces (a nested rule's own lines are not indented further).
  ///
  /// https://drafts.csswg.org/cssom/#serialize-a-css-rule
  public override var cssText: String {
    let declarations = block.cssText
    guard !childRules.isEmpty else {
      return declarations.isEmpty
        ? "\(selectorText) { }" : "\(selectorText) { \(declarations) }"
    }
    var text = "\(selectorText) {\n"
    if !declarations.isEmpty { text += "  \(declarations)\n" }
    for rule in childRules { text += "  \(rule.cssText)\n" }
    return text + "}"
  }
}
