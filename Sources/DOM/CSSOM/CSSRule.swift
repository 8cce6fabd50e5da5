/// A rule of a style sheet: the base of the CSSOM rule interfaces.
///
/// https://drafts.csswg.org/cssom/#the-cssrule-interface
public class CSSRule {
  /// The legacy `type` constants. https://drafts.csswg.org/cssom/#dom-cssrule-type
  public enum Kind: UInt16, Sendable {
    /// Rules without a legacy constant (`@layer`, `@container`, `@property`…).
    case other = 0
    case style = 1
    case charset = 2
    case `import` = 3
    case media = 4
    case fontFace = 5
    case page = 6
    case keyframes = 7
    case keyframe = 8
    case margin = 9
    case namespace = 10
    case counterStyle = 11
    case supports = 12
    case fontFeatureValues = 14
  }

  /// The rule that contains this one (a grouping rule), if any.
  ///
  /// https://drafts.csswg.org/cssom/#dom-cssrule-parentrule
  public internal(set) weak var parentRule: CSSRule?
  /// The style sheet that contains this rule, if any (none once removed from it).
  ///
  /// https://drafts.csswg.org/cssom/#dom-cssrule-parentstylesheet
  public internal(set) weak var parentStyleSheet: CSSStyleSheet?

  init() {}

  /// `type`. https://drafts.csswg.org/cssom/#dom-cssrule-type
  public var kind: Kind { .other }

  /// The rule serialized. https://drafts.csswg.org/cssom/#dom-cssrule-csstext
  public var cssText: String { "" }

  /// The declarations of a rule that has a block of them (style, page and keyframe rules);
  /// empty for the others, where setting does nothing.
  var declarationBlock: CSSDeclarationBlock {
    get { CSSDeclarationBlock() }
    set {}
  }

  /// The `style` object of a rule with declarations, made on first use (`[SameObject]`).
  var declarationsObject: CSSStyleDeclaration?

  /// The rule's declarations as a CSSOM object whose parent rule is this rule.
  ///
  /// https://drafts.csswg.org/cssom/#dom-cssstylerule-style
  var styleDeclaration: CSSStyleDeclaration {
    if let existing = declarationsObject { return existing }
    let made = CSSStyleDeclaration(rule: self)
    declarationsObject = made
    return made
  }

  /// How text set through this rule parses (the quirks mode of its sheet's document).
  var parserContext: CSSParserContext {
    parentStyleSheet?.parserContext ?? CSSParserContext(isQuirksMode: false)
  }

  /// How many rules enclose this one (0 for a rule at the top of a sheet).
  var nestingDepth: Int {
    var depth = 0
    var ancestor = parentRule
    while let rule = ancestor {
      depth += 1
      ancestor = rule.parentRule
    }
    return depth
  }

  /// Inserts `rule` into `children`, this rule's nested rules, at `index` (`insertRule` of a
  /// grouping or style rule once the text is parsed): `IndexSizeError` past the end,
  /// `HierarchyRequestError` past the nesting limit.
  ///
  /// https://drafts.csswg.org/cssom/#insert-a-css-rule
  func insertChildRule(
    _ rule: CSSRule, at index: Int, into children: inout [CSSRule]
  ) throws(DOMException) {
    guard index <= children.count else { throw CSSRuleListEditing.indexSizeError }
    try checkNestingForInsertion()
    rule.parentRule = self
    rule.setParentStyleSheet(parentStyleSheet)
    children.insert(rule, at: index)
    didChange()
  }

  /// Removes the nested rule at `index` of `children` (`IndexSizeError` past the end).
  ///
  /// https://drafts.csswg.org/cssom/#remove-a-css-rule
  func removeChildRule(at index: Int, from children: inout [CSSRule]) throws(DOMException) {
    guard children.indices.contains(index) else { throw CSSRuleListEditing.indexSizeError }
    let removed = children.remove(at: index)
    removed.parentRule = nil
    removed.setParentStyleSheet(nil)
    didChange()
  }

  /// Whether a rule may be inserted into this one: not deeper than the parser keeps
  /// (``CSSStyleSheetParser/maximumNestingDepth``), so that a script inserting one rule into
  /// the last, a hundred thousand times, cannot build a tree that serializing (recursive, as
  /// `cssText` is) or freeing would overflow the stack on. WebKit has no such limit; actionjs
  /// throws `HierarchyRequestError` there.
  func checkNestingForInsertion() throws(DOMException) {
    guard nestingDepth + 1 < CSSStyleSheetParser.maximumNestingDepth else {
      throw CSSRuleListEditing.hierarchyRequestError
    }
  }

  /// Records a change of this rule's content: the sheet's version moves and the documents
  /// using it restyle.
  func didChange() { parentStyleSheet?.didChange() }

  /// Sets the parent sheet of this rule and of the rules inside it.
  func setParentStyleSheet(_ sheet: CSSStyleSheet?) {
    var pending: [CSSRule] = [self]
    while let rule = pending.popLast() {
      rule.parentStyleSheet = sheet
      if let group = rule as? CSSGroupingRule { pending.append(contentsOf: group.childRules) }
      if let style = rule as? CSSStyleRule { pending.append(contentsOf: style.childRules) }
      if let keyframes = rule as? CSSKeyframesRule {
        pending.append(contentsOf: keyframes.keyframes as [CSSRule])
      }
    }
  }
}
