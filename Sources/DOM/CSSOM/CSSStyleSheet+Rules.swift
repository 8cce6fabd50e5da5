/// Changing a sheet's rules through the CSSOM: `insertRule`, `deleteRule`, `replaceSync` and
/// the legacy `addRule`/`removeRule`, each recording the change so documents restyle.
///
/// https://drafts.csswg.org/cssom/#the-cssstylesheet-interface
extension CSSStyleSheet {
  /// `insertRule(rule, index)`: parses one rule and inserts it at `index`, returning `index`.
  /// Throws `SyntaxError` when the text is not exactly one valid rule (or is an `@import` in
  /// a constructed sheet), `IndexSizeError` past the end, `HierarchyRequestError` when the
  /// rule cannot stand there (an `@import` after other rules, a rule before an `@import`),
  /// and `InvalidStateError` for an `@namespace` after other rules.
  ///
  /// https://drafts.csswg.org/cssom/#dom-cssstylesheet-insertrule and
  /// https://drafts.csswg.org/cssom/#insert-a-css-rule
  @discardableResult
  public func insertRule(_ text: String, at index: Int) throws(DOMException) -> Int {
    guard
      let rule = CSSStyleSheetParser.parseRule(
        text, context: parserContext, allowingImports: true)
    else { throw CSSRuleListEditing.syntaxError }
    if isConstructed, rule is CSSImportRule {
      throw DOMException(
        .syntaxError, "Cannot inserted an @import rule in a constructed CSSStyleSheet object")
    }
    guard index <= rules.count else { throw CSSRuleListEditing.indexSizeError }
    try CSSRuleListEditing.checkTopLevelPlacement(of: rule, at: index, in: rules)
    rule.parentRule = nil
    rule.setParentStyleSheet(self)
    rules.insert(rule, at: index)
    if rule is CSSImportRule { loadImportsAfterInsertion() }
    didChange()
    return index
  }

  /// `deleteRule(index)`: removes the rule at `index` (`IndexSizeError` past the end,
  /// `InvalidStateError` for an `@namespace` rule while other rules follow it).
  ///
  /// https://drafts.csswg.org/cssom/#dom-cssstylesheet-deleterule
  public func deleteRule(at index: Int) throws(DOMException) {
    guard rules.indices.contains(index) else { throw CSSRuleListEditing.indexSizeError }
    if rules[index] is CSSNamespaceRule,
      rules.contains(where: { !($0 is CSSNamespaceRule || $0 is CSSImportRule) })
    {
      throw CSSRuleListEditing.invalidStateError
    }
    let removed = rules.remove(at: index)
    removed.parentRule = nil
    removed.setParentStyleSheet(nil)
    didChange()
  }

  /// `addRule(selector, style, index)`: inserts `selector { style }` at `index` (the end by
  /// default) and returns -1.
  ///
  /// https://drafts.csswg.org/cssom/#dom-cssstylesheet-addrule
  public func addRule(selector: String, style: String, at index: Int?) throws(DOMException) {
    let text = style.isEmpty ? "\(selector) { }" : "\(selector) { \(style) }"
    try insertRule(text, at: index ?? rules.count)
  }

  /// `replaceSync(text)`: replaces the rules of a constructed sheet with those of `text`
  /// (`@import` rules dropped); `NotAllowedError` for any other sheet.
  ///
  /// https://drafts.csswg.org/cssom/#dom-cssstylesheet-replacesync
  public func replaceSync(_ text: String) throws(DOMException) {
    guard isConstructed else {
      throw DOMException(
        .notAllowedError, "This CSSStyleSheet object was not constructed by JavaScript")
    }
    let parsed = CSSStyleSheetParser.parseStyleSheet(text, context: parserContext)
    setRules(parsed.filter { !($0 is CSSImportRule) })
  }

  /// Loads what a newly inserted `@import` names, when the sheet's document can.
  private func loadImportsAfterInsertion() {
    guard let document = contextDocument else { return }
    StyleSheetCollector.loadImports(of: self, engine: document.styleEngine)
  }
}

/// The checks and exceptions shared by the rule lists that `insertRule` edits.
enum CSSRuleListEditing {
  static let syntaxError = DOMException(
    .syntaxError, "The string did not match the expected pattern.")
  static let indexSizeError = DOMException(
    .indexSizeError, "The index is not in the allowed range.")
  static let hierarchyRequestError = DOMException(
    .hierarchyRequestError, "The operation would yield an incorrect node tree.")
  static let invalidStateError = DOMException(
    .invalidStateError, "The object is in an invalid state.")

  /// Whether a rule may precede `@import` rules (`@layer` statements may).
  private static func isImportPrelude(_ rule: CSSRule) -> Bool {
    rule is CSSImportRule || rule is CSSLayerStatementRule
  }

  /// Checks that `rule` may stand at `index` among a sheet's top-level `rules`: `@import`
  /// rules come before all others (`@layer` statements aside), `@namespace` rules after them
  /// and before all others.
  ///
  /// https://drafts.csswg.org/cssom/#insert-a-css-rule (step 5)
  static func checkTopLevelPlacement(
    of rule: CSSRule, at index: Int, in rules: [CSSRule]
  ) throws(DOMException) {
    let before = rules[..<index]
    let after = rules[index...]
    if rule is CSSImportRule {
      guard before.allSatisfy(isImportPrelude) else { throw hierarchyRequestError }
      return
    }
    if after.contains(where: { $0 is CSSImportRule }), !(rule is CSSLayerStatementRule) {
      throw hierarchyRequestError
    }
    if rule is CSSNamespaceRule {
      guard rules.allSatisfy({ isImportPrelude($0) || $0 is CSSNamespaceRule }) else {
        throw invalidStateError
      }
      return
    }
    if after.contains(where: { $0 is CSSNamespaceRule }) { throw hierarchyRequestError }
  }
}
