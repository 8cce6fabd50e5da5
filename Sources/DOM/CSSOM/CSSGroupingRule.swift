/// A rule that holds other rules: `@media`, `@supports`, `@layer` blocks, `@container`.
///
/// https://drafts.csswg.org/cssom/#the-cssgroupingrule-interface
public class CSSGroupingRule: CSSRule {
  /// The rules inside, in order.
  public internal(set) var childRules: [CSSRule] = []

  override init() {}

  /// Appends `rule` as a child.
  func append(_ rule: CSSRule) {
    rule.parentRule = self
    rule.parentStyleSheet = parentStyleSheet
    childRules.append(rule)
  }

  /// `cssRules`: the live list of the child rules, the same object each time.
  ///
  /// https://drafts.csswg.org/cssom/#dom-cssgroupingrule-cssrules
  public var cssRules: CSSRuleList {
    if let list = cssRulesStorage { return list }
    let list = CSSRuleList { [weak self] in self?.childRules ?? [] }
    cssRulesStorage = list
    return list
  }
  private var cssRulesStorage: CSSRuleList?

  /// `insertRule(rule, index)`: parses one rule and inserts it at `index`, returning `index`
  /// (`SyntaxError` for text that is not one valid rule, `IndexSizeError` past the end,
  /// `HierarchyRequestError` for `@import` and `@namespace`, which only stand at the top).
  ///
  /// https://drafts.csswg.org/cssom/#dom-cssgroupingrule-insertrule
  @discardableResult
  public func insertRule(_ text: String, at index: Int) throws(DOMException) -> Int {
    guard
      let rule = CSSStyleSheetParser.parseRule(
        text, context: parserContext, allowingImports: true)
    else { throw CSSRuleListEditing.syntaxError }
    if index <= childRules.count, rule is CSSImportRule || rule is CSSNamespaceRule {
      throw CSSRuleListEditing.hierarchyRequestError
    }
    try insertChildRule(rule, at: index, into: &childRules)
    return index
  }

  /// `deleteRule(index)`: removes the child rule at `index` (`IndexSizeError` past the end).
  ///
  /// https://drafts.csswg.org/cssom/#dom-cssgroupingrule-deleterule
  public func deleteRule(at index: Int) throws(DOMException) {
    try removeChildRule(at: index, from: &childRules)
  }

  /// The child rules serialized, each on its own line and indented, as WebKit writes a
  /// grouping rule's body.
  var serializedChildRules: String {
    childRules.map { "  " + $0.cssText + "\n" }.joined()
  }
}

/// `@media <media-query-list> { rules }`.
///
/// https://drafts.csswg.org/cssom/#the-cssmediarule-interface
public final class CSSMediaRule: CSSGroupingRule, MediaListOwner {
  /// The media query list as written (serialized by the media-list serializer on reading).
  public internal(set) var mediaText: String

  init(mediaText: String) {
    self.mediaText = mediaText
  }

  public override var kind: Kind { .media }

  /// `media`: the rule's media list, the same object each time.
  ///
  /// https://drafts.csswg.org/cssom/#dom-cssmediarule-media
  public var media: MediaList {
    if let list = mediaStorage { return list }
    let list = MediaList(owner: self)
    mediaStorage = list
    return list
  }
  private var mediaStorage: MediaList?

  /// `conditionText`: the serialized media list.
  ///
  /// https://drafts.csswg.org/css-conditional-3/#dom-cssconditionrule-conditiontext
  public var conditionText: String { MediaQuerySerialization.serialize(mediaText) }

  var ownedMediaText: String {
    get { mediaText }
    set { mediaText = newValue }
  }

  func mediaListDidChange() { didChange() }

  public override var cssText: String {
    "@media \(conditionText) {\n\(serializedChildRules)}"
  }
}

/// `@supports <supports-condition> { rules }`.
///
/// https://drafts.csswg.org/css-conditional-3/#the-csssupportsrule-interface
public final class CSSSupportsRule: CSSGroupingRule {
  /// The condition as written.
  public internal(set) var conditionText: String
  /// Whether the condition holds (evaluated when parsed).
  public internal(set) var conditionHolds: Bool

  init(conditionText: String, conditionHolds: Bool) {
    self.conditionText = conditionText
    self.conditionHolds = conditionHolds
  }

  public override var kind: Kind { .supports }

  public override var cssText: String {
    "@supports \(conditionText) {\n\(serializedChildRules)}"
  }
}

/// `@container [name] <condition> { rules }`: parsed and kept; actionjs has no container
/// sizes, so its rules never apply.
///
/// https://drafts.csswg.org/css-contain-3/#the-csscontainerrule-interface
public final class CSSContainerRule: CSSGroupingRule {
  /// The prelude as written.
  public internal(set) var preludeText: String

  init(conditionText: String) {
    self.preludeText = conditionText
  }

  /// `containerName`: the name before the query, or "".
  ///
  /// https://drafts.csswg.org/css-contain-3/#dom-csscontainerrule-containername
  public var containerName: String { parts.name }

  /// `containerQuery`: the query, with its features written as media features are.
  ///
  /// https://drafts.csswg.org/css-contain-3/#dom-csscontainerrule-containerquery
  public var containerQuery: String { parts.query }

  /// `conditionText`: the name and the query.
  public var conditionText: String {
    parts.name.isEmpty ? parts.query : "\(parts.name) \(parts.query)"
  }

  /// The prelude's optional name (an identifier other than `not`, `and`, `or`) and query.
  private var parts: (name: String, query: String) {
    let text = preludeText.trimmingCSSWhitespace
    var name = ""
    var rest = text
    if let first = text.unicodeScalars.first, first != "(",
      let space = text.firstIndex(where: { $0 == " " || $0 == "(" })
    {
      let candidate = String(text[..<space])
      if !["not", "and", "or"].contains(candidate.asciiLowercased()) {
        name = candidate
        rest = String(text[space...]).trimmingCSSWhitespace
      }
    }
    let serialized = MediaQuerySerialization.serialize(rest)
    let query = serialized == "not all" || serialized.isEmpty ? rest : serialized
    return (name, query)
  }

  public override var cssText: String {
    "@container \(conditionText) {\n\(serializedChildRules)}"
  }
}

/// `@layer [name] { rules }`: a cascade layer's block.
///
/// https://drafts.csswg.org/css-cascade-5/#the-csslayerblockrule-interface
public final class CSSLayerBlockRule: CSSGroupingRule {
  /// The layer's name (`a.b`), or "" for an anonymous layer.
  public internal(set) var name: String

  init(name: String) {
    self.name = name
  }

  public override var cssText: String {
    let prelude = name.isEmpty ? "@layer" : "@layer \(name)"
    return "\(prelude) {\n\(serializedChildRules)}"
  }
}

/// `@scope [(<start>)] [to (<end>)] { rules }`: kept; its rules apply unscoped.
///
/// https://drafts.csswg.org/css-cascade-6/#the-cssscoperule-interface
public final class CSSScopeRule: CSSGroupingRule {
  /// The prelude as written.
  public internal(set) var preludeText: String

  init(preludeText: String) {
    self.preludeText = preludeText
  }

  public override var cssText: String {
    let prelude = preludeText.isEmpty ? "@scope" : "@scope \(preludeText)"
    return "\(prelude) {\n\(serializedChildRules)}"
  }
}
