/// A document's style: which sheets apply to each tree scope, their rules indexed, and each
/// element's cascaded declarations.
///
/// The cascade sorts matching declarations by origin and importance, tree context (a shadow
/// tree's `:host` and `::slotted()` rules lose to the outer tree's normal rules and win with
/// `!important`), the `style` attribute over rules, cascade layers, specificity and order.
/// User-agent rules come from the sheet of the element's namespace (HTML, SVG or MathML).
/// Results are cached on each element for the current ``StyleKey``: a read after a read costs
/// a lookup; any mutation of the document (or a media change) makes the next read cascade
/// again, so what a script changed is always seen.
///
/// https://drafts.csswg.org/css-cascade-5/#cascading
final class StyleEngine {
  unowned let document: Document
  /// The rule sets of the tree scopes, with the sheets (and their versions) they were built
  /// from.
  private var ruleSets:
    [ObjectIdentifier: (signature: [SheetSignature], mediaVersion: UInt64, rules: StyleRuleSet)] =
      [:]
  /// The key the rule sets were last checked for.
  private var ruleSetsKey: StyleKey?
  private var checkedScopes: Set<ObjectIdentifier> = []

  init(document: Document) {
    self.document = document
  }

  /// The user-agent sheet's rules, parsed once.
  static let userAgentRules: StyleRuleSet = {
    let sheet = CSSStyleSheet(origin: .userAgent)
    sheet.installParsedRules(
      CSSStyleSheetParser.parseStyleSheet(
        UserAgentStyle.userAgentStyleSheetText, context: CSSParserContext()))
    return StyleRuleSet(sheets: [sheet], foldsCase: false) { _ in true }
  }()

  /// The rules of ``UserAgentStyleSheet/svg``, matched against SVG elements only (the sheet's
  /// selectors have no namespace: this stands for its `@namespace svg`).
  static let svgUserAgentRules = userAgentRuleSet(UserAgentStyleSheet.svg)

  /// The rules of ``UserAgentStyleSheet/mathML``, matched against MathML elements only.
  static let mathMLUserAgentRules = userAgentRuleSet(UserAgentStyleSheet.mathML)

  /// The user-agent rules that apply to `element`, by its namespace.
  static func userAgentRules(for element: Element) -> StyleRuleSet? {
    switch element.namespace {
    case .html?: userAgentRules
    case .svg?: svgUserAgentRules
    case .mathml?: mathMLUserAgentRules
    default: nil
    }
  }

  /// A user-agent sheet's rules, parsed from `text`.
  private static func userAgentRuleSet(_ text: String) -> StyleRuleSet {
    let sheet = CSSStyleSheet(origin: .userAgent)
    sheet.installParsedRules(
      CSSStyleSheetParser.parseStyleSheet(text, context: CSSParserContext()))
    return StyleRuleSet(sheets: [sheet], foldsCase: false) { _ in true }
  }

  var key: StyleKey {
    StyleKey(
      domVersion: document.domVersion, mediaVersion: document.styleEnvironment?.mediaVersion ?? 0)
  }

  /// Whether `mediaText` matches in the document's environment.
  func mediaMatches(_ mediaText: String) -> Bool {
    if let environment = document.styleEnvironment { return environment.mediaMatches(mediaText) }
    let lower = mediaText.trimmingCSSWhitespace.asciiLowercased()
    return lower.isEmpty || lower == "all" || lower == "screen"
  }

  // MARK: - Rule sets

  /// A sheet as a rule set depends on it.
  struct SheetSignature: Equatable {
    let sheet: ObjectIdentifier
    let version: UInt64
    let disabled: Bool
    let mediaMatches: Bool
  }

  /// The rule set of the tree scope `root` (a document or a shadow root).
  func ruleSet(for root: Node) -> StyleRuleSet {
    let currentKey = key
    if ruleSetsKey != currentKey {
      ruleSetsKey = currentKey
      checkedScopes.removeAll(keepingCapacity: true)
    }
    let id = ObjectIdentifier(root)
    if checkedScopes.contains(id), let cached = ruleSets[id] { return cached.rules }
    let sheets = StyleSheetCollector.sheets(of: root, engine: self)
    var signature: [SheetSignature] = []
    var pending = sheets
    var seen = 0
    while let sheet = pending.popLast(), seen < 4096 {
      seen += 1
      signature.append(
        SheetSignature(
          sheet: ObjectIdentifier(sheet), version: sheet.version, disabled: sheet.disabled,
          mediaMatches: sheet.mediaText.isEmpty || mediaMatches(sheet.mediaText)))
      for rule in sheet.rules {
        if let importRule = rule as? CSSImportRule, let imported = importRule.styleSheet {
          pending.append(imported)
        }
      }
    }
    checkedScopes.insert(id)
    if let cached = ruleSets[id], cached.signature == signature,
      cached.mediaVersion == currentKey.mediaVersion
    {
      return cached.rules
    }
    let rules = StyleRuleSet(
      sheets: sheets, foldsCase: document.mode == .quirks, mediaMatches: mediaMatches)
    ruleSets[id] = (signature, currentKey.mediaVersion, rules)
    return rules
  }

  // MARK: - Cascade

  /// One matched rule (or the `style` attribute) and its place in the cascade.
  private struct Match {
    var block: CSSDeclarationBlock
    var isUserAgent: Bool
    /// 0 for the element's own tree; 1 for rules of its shadow tree (`:host`) or of the
    /// shadow tree of its slot (`::slotted()`), more for slots of slots.
    var innerContext: Int
    var isStyleAttribute: Bool
    var layer: Int
    var specificity: Specificity
    var order: Int
  }

  /// The element's style data for the current key.
  func styleData(of element: Element) -> ElementStyleData {
    let currentKey = key
    if let data = element.rareData?.styleData, data.key == currentKey { return data }
    let data = cascade(element, key: currentKey)
    element.ensureRareData().styleData = data
    return data
  }

  private func cascade(_ element: Element, key: StyleKey) -> ElementStyleData {
    var matches: [Match] = []
    var matcher = SelectorMatcher(scope: document.documentElement, document: document)
    matcher.synchronizesStyleAttribute = false
    Self.userAgentRules(for: element)?.forEachCandidate(for: element) { entry in
      guard matcher.matches(entry.selector, element) else { return }
      matches.append(
        Match(
          block: entry.block, isUserAgent: true, innerContext: 0, isStyleAttribute: false,
          layer: entry.layer, specificity: entry.specificity, order: entry.order))
    }
    // The tree scope's rules: the parent element's, when its data is current (finding the
    // root is a walk up the tree, quadratic over a deep tree), else from the root.
    var scopeRules: StyleRuleSet?
    if let parent = element.parentStorage as? Element, let parentData = parent.rareData?.styleData,
      parentData.key == key
    {
      scopeRules = parentData.scopeRules
    } else {
      let root = element.root
      if root is Document || root is ShadowRoot { scopeRules = ruleSet(for: root) }
    }
    if let rules = scopeRules {
      rules.forEachCandidate(for: element) { entry in
        guard matcher.matches(entry.selector, element) else { return }
        matches.append(
          Match(
            block: entry.block, isUserAgent: false, innerContext: 0, isStyleAttribute: false,
            layer: entry.layer, specificity: entry.specificity, order: entry.order))
      }
    }
    if let shadow = element.rareData?.shadowRoot {
      let rules = ruleSet(for: shadow)
      var hostMatcher = SelectorMatcher(scope: nil, document: document)
      hostMatcher.synchronizesStyleAttribute = false
      for entry in rules.hostRules where hostMatcher.matchesAsShadowHost(entry.selector, element) {
        matches.append(
          Match(
            block: entry.block, isUserAgent: false, innerContext: 1, isStyleAttribute: false,
            layer: entry.layer, specificity: entry.specificity, order: entry.order))
      }
    }
    for (entry, context) in slottedRuleMatches(for: element, matcher: matcher) {
      matches.append(
        Match(
          block: entry.block, isUserAgent: false, innerContext: context,
          isStyleAttribute: false, layer: entry.layer, specificity: entry.specificity,
          order: entry.order))
    }
    if element.hasStyleAttributeOrInlineStyle {
      let context = CSSParserContext(isQuirksMode: document.mode == .quirks)
      let block = element.inlineStyleBlock(context: context)
      if !block.declarations.isEmpty {
        matches.append(
          Match(
            block: block, isUserAgent: false, innerContext: 0, isStyleAttribute: true,
            layer: Int.max, specificity: .zero, order: Int.max))
      }
    }
    // Normal declarations, lowest precedence first: user agent, then author (inner tree
    // contexts first, rules before the style attribute, layers, specificity, order).
    matches.sort { a, b in
      if a.isUserAgent != b.isUserAgent { return a.isUserAgent }
      if a.innerContext != b.innerContext { return a.innerContext > b.innerContext }
      if a.isStyleAttribute != b.isStyleAttribute { return !a.isStyleAttribute }
      if a.layer != b.layer { return a.layer < b.layer }
      if a.specificity != b.specificity { return a.specificity < b.specificity }
      return a.order < b.order
    }
    var cascaded: [String: CSSDeclaration] = [:]
    var userAgent: [String: CSSDeclaration] = [:]
    var positions: [String: Int] = [:]
    var position = 0
    for match in matches {
      for declaration in match.block.declarations where !declaration.important {
        if declaration.name == "all" { Self.applyAll(to: &cascaded) }
        cascaded[declaration.name] = declaration
        positions[declaration.name] = position
        position += 1
        if match.isUserAgent { userAgent[declaration.name] = declaration }
      }
    }
    // Important declarations: author (outer contexts first, earlier layers win) below the
    // user agent's.
    let important = matches.filter { match in match.block.declarations.contains { $0.important } }
    if !important.isEmpty {
      let sorted = important.sorted { a, b in
        if a.isUserAgent != b.isUserAgent { return b.isUserAgent }
        if a.innerContext != b.innerContext { return a.innerContext < b.innerContext }
        if a.isStyleAttribute != b.isStyleAttribute { return !a.isStyleAttribute }
        if a.layer != b.layer { return a.layer > b.layer }
        if a.specificity != b.specificity { return a.specificity < b.specificity }
        return a.order < b.order
      }
      for match in sorted {
        for declaration in match.block.declarations where declaration.important {
          if declaration.name == "all" { Self.applyAll(to: &cascaded) }
          cascaded[declaration.name] = declaration
          positions[declaration.name] = position
          position += 1
          if match.isUserAgent { userAgent[declaration.name] = declaration }
        }
      }
    }
    let data = ElementStyleData(
      key: key, cascaded: cascaded, userAgent: userAgent, positions: positions)
    data.scopeRules = scopeRules
    return data
  }

  /// An `all` declaration wins over every declaration of the properties it sets that came
  /// before it in the cascade: those are dropped, and a property without a declaration of its
  /// own takes `all`'s value (``declaration(of:in:)``). `all: initial` in a style attribute
  /// makes a `div` inline (page `wikipedia-4`).
  ///
  /// https://drafts.csswg.org/css-cascade-5/#all-shorthand
  static func applyAll(to cascaded: inout [String: CSSDeclaration]) {
    cascaded = cascaded.filter { !isSetByAll($0.key) }
  }

  /// Whether `all` sets `property`: every property but `direction`, `unicode-bidi` and custom
  /// properties.
  static func isSetByAll(_ property: String) -> Bool {
    property != "direction" && property != "unicode-bidi" && !property.hasPrefix("--")
      && property != "all"
  }

  /// Where the winning declaration of `property` (its own, else an `all` declaration) came in
  /// the cascade's order, or `nil` when none sets it.
  static func position(of property: String, in data: ElementStyleData) -> Int? {
    if data.cascaded[property] != nil { return data.positions[property] }
    guard isSetByAll(property), data.cascaded["all"] != nil else { return nil }
    return data.positions["all"]
  }

  /// The cascade's winning declaration of `property`: its own, else an `all` declaration's.
  static func declaration(of property: String, in data: ElementStyleData) -> CSSDeclaration? {
    if let own = data.cascaded[property] { return own }
    guard isSetByAll(property) else { return nil }
    return data.cascaded["all"]
  }
}

extension Element {
  /// Whether the element has a `style` attribute or inline declarations set through `style`.
  var hasStyleAttributeOrInlineStyle: Bool {
    if rareData?.inlineStyle != nil { return true }
    return attributeStorage.contains { $0.name.localName == "style" && $0.name.namespace == nil }
  }
}
