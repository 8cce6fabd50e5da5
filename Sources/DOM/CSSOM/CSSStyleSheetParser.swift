/// Parses a style sheet's text into CSSOM rules: CSS Syntax's "parse a stylesheet" with each
/// rule's grammar checked as WebKit does (a style rule whose selector does not parse, an
/// unknown at-rule, a misplaced `@import` are dropped).
///
/// The parser walks the tokens with an explicit stack of open blocks, never recursing over
/// nesting depth: a sheet can nest `@media` blocks (or brackets) as deep as it likes.
///
/// https://drafts.csswg.org/css-syntax-3/#parse-a-css-stylesheet
package struct CSSStyleSheetParser {
  private let tokens: [CSSToken]
  private let ranges: [Swift.Range<Int>]
  private let scalars: [Unicode.Scalar]
  private let context: CSSParserContext
  private let componentEnds: CSSComponentValueEnds

  private init(_ text: String, context: CSSParserContext) {
    (tokens, ranges, scalars) = CSSTokenizer.tokenizeWithRanges(text)
    self.context = context
    componentEnds = CSSComponentValueEnds(tokens)
  }

  /// The rules of a style sheet's text.
  package static func parseStyleSheet(_ text: String, context: CSSParserContext) -> [CSSRule] {
    CSSStyleSheetParser(text, context: context).parseRules(allowingImports: true)
  }

  /// One rule (for `insertRule`), or `nil` when the text is not exactly one valid rule.
  ///
  /// https://drafts.csswg.org/cssom/#parse-a-css-rule
  static func parseRule(
    _ text: String, context: CSSParserContext, allowingImports: Bool
  ) -> CSSRule? {
    let parser = CSSStyleSheetParser(text, context: context)
    let significant = parser.tokens.filter { $0 != .whitespace }
    guard !significant.isEmpty else { return nil }
    var position = parser.skipWhitespace(0, end: parser.tokens.count)
    guard position < parser.tokens.count else { return nil }
    let extent = parser.ruleExtent(at: position, end: parser.tokens.count)
    position = parser.skipWhitespace(extent.next, end: parser.tokens.count)
    guard position == parser.tokens.count else { return nil }
    let rules = parser.parseRules(allowingImports: allowingImports)
    return rules.count == 1 ? rules[0] : nil
  }

  /// One rule to nest in a style rule (`CSSStyleRule.insertRule`): a style rule relative to
  /// it, a grouping rule, or declarations (a ``CSSNestedDeclarations``); `nil` when the text
  /// is not exactly one of these.
  ///
  /// https://drafts.csswg.org/css-nesting-1/#dom-cssstylerule-insertrule
  static func parseNestedRule(_ text: String, context: CSSParserContext) -> CSSRule? {
    let parser = CSSStyleSheetParser(text, context: context)
    guard let holder = try? SelectorList("*") else { return nil }
    let parent = CSSStyleRule(selectorList: holder, block: CSSDeclarationBlock())
    _ = parser.parseRules(
      allowingImports: false, in: .style(parent, NestedBlock(sawRule: true)))
    guard parent.childRules.count == 1 else { return nil }
    let rule = parent.childRules[0]
    rule.parentRule = nil
    return rule
  }

  // MARK: - Rule lists

  /// What an open block collects.
  private enum Container {
    case sheet
    case group(CSSGroupingRule)
    case keyframes(CSSKeyframesRule)
    /// A style rule's block holding nested rules: declarations and rules (CSS nesting).
    case style(CSSStyleRule, NestedBlock)
    /// A grouping rule nested in a style rule: declarations and rules, as in the style rule.
    case nestedGroup(CSSGroupingRule, NestedBlock)

    /// The state of a block that holds declarations and nested rules, if this is one.
    var nestedBlock: NestedBlock? {
      switch self {
      case .style(_, let block), .nestedGroup(_, let block): block
      default: nil
      }
    }
  }

  /// The declarations of a nested block read since its last rule, and whether a rule came
  /// before them (then they make a ``CSSNestedDeclarations``; before any rule, they are the
  /// style rule's own).
  ///
  /// https://drafts.csswg.org/css-syntax-3/#consume-block-contents
  final class NestedBlock {
    var declarations: [Swift.Range<Int>] = []
    var sawRule: Bool

    init(sawRule: Bool) {
      self.sawRule = sawRule
    }
  }

  /// How deep grouping rules (`@media`, `@supports`, `@layer`…) nest before deeper ones are
  /// dropped: actionjs's limit (real sheets nest a few levels).
  static let maximumNestingDepth = 256

  private func parseRules(allowingImports: Bool, in outermost: Container = .sheet) -> [CSSRule] {
    var topLevel: [CSSRule] = []
    var stack: [(container: Container, end: Int)] = [(outermost, tokens.count)]
    var position = 0
    // `@import` and `@namespace` only count before any other rule (`@charset` and `@layer`
    // statements aside). https://drafts.csswg.org/css-cascade-5/#at-import
    var importsAllowed = allowingImports
    while let (container, end) = stack.last {
      let nested = container.nestedBlock
      position = skipWhitespace(position, end: end)
      // A nested block's declarations end at semicolons.
      while nested != nil, position < end, tokens[position] == .semicolon {
        position = skipWhitespace(position + 1, end: end)
      }
      if position >= end {
        flushDeclarations(of: container)
        stack.removeLast()
        // Past the block's closing brace.
        position = end + 1
        continue
      }
      let isTopLevel: Bool
      if case .sheet = container { isTopLevel = true } else { isTopLevel = false }
      if isTopLevel, tokens[position] == .cdo || tokens[position] == .cdc {
        position += 1
        continue
      }
      // In a nested block, an identifier starts a declaration when what follows up to the
      // next `;` is a valid one; else it starts a nested rule (`div { }`, `a:hover { }`).
      // https://drafts.csswg.org/css-syntax-3/#consume-block-contents
      if let nested, case .ident = tokens[position] {
        let declarationEnd = declarationExtent(at: position, end: end)
        if !CSSDeclarationBlock(parsing: text(position..<declarationEnd), context: context)
          .declarations.isEmpty
        {
          nested.declarations.append(position..<declarationEnd)
          position = declarationEnd
          continue
        }
      }
      let extent = ruleExtent(at: position, end: end, nested: nested != nil)
      position = extent.next
      if case .keyframes(let keyframes) = container {
        if let block = extent.block, extent.atKeyword == nil,
          CSSKeyframeRule.normalizedKeys(text(extent.prelude)) != nil
        {
          let keyframe = CSSKeyframeRule(
            keyText: text(extent.prelude),
            block: CSSDeclarationBlock(parsing: text(block), context: context))
          keyframe.parentRule = keyframes
          keyframes.keyframes.append(keyframe)
        }
        continue
      }
      var rule: CSSRule?
      var opened: (Container, Swift.Range<Int>)?
      switch extent.atKeyword {
      case "import"? where nested == nil:
        if isTopLevel && importsAllowed { rule = importRule(extent) }
      case "namespace"? where nested == nil:
        if isTopLevel && importsAllowed { rule = namespaceRule(extent) }
      case "charset"?:
        break
      case "layer"? where extent.block == nil:
        rule = layerStatement(extent)
      case let name?:
        importsAllowed = false
        // In a style rule only the conditional grouping rules nest.
        // https://drafts.csswg.org/css-nesting-1/#conditionals
        if nested != nil && !Self.nestedAtRules.contains(name) { continue }
        if let (made, block) = atRule(name, extent) {
          rule = made
          if let block, let group = made as? CSSGroupingRule {
            opened =
              nested == nil
              ? (.group(group), block) : (.nestedGroup(group, NestedBlock(sawRule: true)), block)
          } else if let block, let keyframes = made as? CSSKeyframesRule {
            opened = (.keyframes(keyframes), block)
          }
        }
      case nil:
        importsAllowed = false
        if let block = extent.block {
          if let made = styleRule(prelude: extent.prelude, block: block, nested: nested != nil) {
            rule = made.rule
            if made.holdsRules { opened = (.style(made.rule, NestedBlock(sawRule: false)), block) }
          }
        }
      }
      // A grouping rule nested deeper than the limit is dropped with its contents: every
      // reader of the rule tree (serialization, the rule sets, deallocation) may follow it.
      if opened != nil && stack.count > Self.maximumNestingDepth { continue }
      guard let rule else { continue }
      switch container {
      case .sheet: topLevel.append(rule)
      case .group(let group): group.append(rule)
      case .keyframes: break
      case .style(let parent, let block):
        flushDeclarations(of: container)
        block.sawRule = true
        parent.append(rule)
      case .nestedGroup(let group, _):
        flushDeclarations(of: container)
        group.append(rule)
      }
      if let (inner, block) = opened {
        stack.append((inner, block.upperBound))
        position = block.lowerBound
      }
    }
    return topLevel
  }

  /// The at-rules that may stand in a style rule's block (WebKit 2.50).
  static let nestedAtRules: Set<String> = ["media", "supports", "container", "layer", "scope"]

  /// Puts a nested block's pending declarations where they belong: before any nested rule,
  /// into the style rule's own block; after one (or in a nested grouping rule), into a
  /// ``CSSNestedDeclarations``.
  private func flushDeclarations(of container: Container) {
    guard let nested = container.nestedBlock, !nested.declarations.isEmpty else { return }
    let block = CSSDeclarationBlock(
      parsing: nested.declarations.map { text($0) }.joined(separator: ";"), context: context)
    nested.declarations = []
    switch container {
    case .style(let rule, _) where !nested.sawRule:
      rule.block = block
    case .style(let rule, _):
      rule.append(CSSNestedDeclarations(block: block))
    case .nestedGroup(let group, _):
      group.append(CSSNestedDeclarations(block: block))
    default:
      break
    }
  }

  /// The end of the declaration starting at `start` in a nested block: the next `;` outside
  /// blocks (past it), or `end`.
  private func declarationExtent(at start: Int, end: Int) -> Int {
    var position = start
    while position < end {
      if tokens[position] == .semicolon { return position + 1 }
      position = componentEnd(position, end: end)
    }
    return end
  }

  /// Whether a style rule's block holds a nested rule: a `{}` block or an at-rule outside any
  /// other block (else the block is only declarations, parsed as a whole).
  private func holdsRules(_ block: Swift.Range<Int>) -> Bool {
    var position = block.lowerBound
    while position < block.upperBound {
      switch tokens[position] {
      case .openCurly, .atKeyword: return true
      default: position = componentEnd(position, end: block.upperBound)
      }
    }
    return false
  }

  // MARK: - Extents

  /// Where one rule lies: its prelude's tokens, its block's contents (without the braces), and
  /// the position after it.
  private struct Extent {
    var atKeyword: String?
    var prelude: Swift.Range<Int>
    var block: Swift.Range<Int>?
    var next: Int
  }

  /// The extent of the rule starting at `start`: an at-rule ends at `;` or after its `{}`
  /// block; a qualified rule after its `{}` block (or at the end, and is then invalid).
  ///
  /// https://drafts.csswg.org/css-syntax-3/#consume-at-rule and
  /// https://drafts.csswg.org/css-syntax-3/#consume-qualified-rule
  private func ruleExtent(at start: Int, end: Int, nested: Bool = false) -> Extent {
    var atKeyword: String?
    var position = start
    if case .atKeyword(let name) = tokens[start] {
      atKeyword = name.asciiLowercased()
      position += 1
    }
    let preludeStart = position
    while position < end {
      switch tokens[position] {
      // In a nested block a qualified rule also ends, invalid, at a `;`.
      case .semicolon where atKeyword != nil || nested:
        return Extent(
          atKeyword: atKeyword, prelude: preludeStart..<position, block: nil, next: position + 1)
      case .openCurly:
        let close = componentEnd(position, end: end)
        // `close` is past the closing brace (or `end` when the block is unclosed).
        let closed = close <= end && close > position + 1 && tokens[close - 1] == .closeCurly
        let blockEnd = closed ? close - 1 : close
        return Extent(
          atKeyword: atKeyword, prelude: preludeStart..<position,
          block: (position + 1)..<blockEnd, next: close)
      default:
        position = componentEnd(position, end: end)
      }
    }
    return Extent(atKeyword: atKeyword, prelude: preludeStart..<end, block: nil, next: end)
  }

  /// The position after the component value at `start`: after the matching closing bracket
  /// of a block or function (nested ones counted), or the next token.
  private func componentEnd(_ start: Int, end: Int) -> Int {
    componentEnds.end(of: start, limit: end)
  }

  private func skipWhitespace(_ start: Int, end: Int) -> Int {
    var position = start
    while position < end && tokens[position] == .whitespace { position += 1 }
    return position
  }

  /// The source text of a token range (after preprocessing), trimmed.
  private func text(_ range: Swift.Range<Int>) -> String {
    guard !range.isEmpty, range.lowerBound < ranges.count else { return "" }
    let from = ranges[range.lowerBound].lowerBound
    let to = ranges[min(range.upperBound, ranges.count) - 1].upperBound
    var view = String.UnicodeScalarView()
    view.append(contentsOf: scalars[from..<to])
    return String(view).trimmingCSSWhitespace
  }

  /// The source text of a block's contents (untrimmed: declarations parse it).
  private func blockText(_ range: Swift.Range<Int>) -> String { text(range) }

  /// The significant tokens of a range.
  private func significantTokens(_ range: Swift.Range<Int>) -> [CSSToken] {
    tokens[range].filter { $0 != .whitespace }
  }

  // MARK: - Rules

  /// A style rule (`nil` when its selector does not parse; a nested rule's selector is made
  /// relative, ``CSSNesting/relativeSelectorText(_:)``), and whether its block holds nested
  /// rules (then its declarations are read with them, and its block is left empty here).
  private func styleRule(
    prelude: Swift.Range<Int>, block: Swift.Range<Int>, nested: Bool
  ) -> (rule: CSSStyleRule, holdsRules: Bool)? {
    var selectorText = text(prelude)
    guard !selectorText.isEmpty else { return nil }
    if nested { selectorText = CSSNesting.relativeSelectorText(selectorText) }
    guard let selectorList = try? SelectorList(selectorText) else { return nil }
    if holdsRules(block) {
      return (CSSStyleRule(selectorList: selectorList, block: CSSDeclarationBlock()), true)
    }
    let rule = CSSStyleRule(
      selectorList: selectorList,
      block: CSSDeclarationBlock(parsing: blockText(block), context: context))
    return (rule, false)
  }

  /// A grouping or other at-rule with its block (the block's token range, when its rules are
  /// to be parsed), or `nil` for an unknown or invalid at-rule.
  private func atRule(_ name: String, _ extent: Extent) -> (CSSRule, Swift.Range<Int>?)? {
    let prelude = text(extent.prelude)
    switch name {
    case "media":
      guard let block = extent.block else { return nil }
      return (CSSMediaRule(mediaText: prelude), block)
    case "supports":
      guard let block = extent.block, !prelude.isEmpty else { return nil }
      guard
        let holds = CSSSupportsCondition.evaluate(
          significantTokensKeepingSpace(extent.prelude), context: context)
      else { return nil }
      return (CSSSupportsRule(conditionText: prelude, conditionHolds: holds), block)
    case "layer":
      guard let block = extent.block else { return nil }
      let names = layerNames(extent.prelude)
      guard names.count <= 1, let name = names.first ?? .some("") else { return nil }
      return (CSSLayerBlockRule(name: name), block)
    case "container":
      guard let block = extent.block else { return nil }
      return (CSSContainerRule(conditionText: prelude), block)
    case "scope":
      guard let block = extent.block else { return nil }
      return (CSSScopeRule(preludeText: prelude), block)
    case "font-face":
      guard let block = extent.block, prelude.isEmpty else { return nil }
      return (CSSFontFaceRule(descriptorsText: text(block)), nil)
    case "page":
      guard let block = extent.block else { return nil }
      return (
        CSSPageRule(
          selectorText: prelude,
          block: CSSDeclarationBlock(parsing: text(block), context: context)), nil
      )
    case "keyframes", "-webkit-keyframes":
      guard let block = extent.block else { return nil }
      let parts = significantTokens(extent.prelude)
      guard parts.count == 1 else { return nil }
      let keyframesName: String
      switch parts[0] {
      case .ident(let value):
        guard
          !["none", "initial", "inherit", "unset", "default", "revert", "revert-layer"]
            .contains(value.asciiLowercased())
        else { return nil }
        keyframesName = value
      case .string(let value): keyframesName = value
      default: return nil
      }
      return (CSSKeyframesRule(name: keyframesName), block)
    case "counter-style", "property", "font-feature-values", "font-palette-values",
      "view-transition", "position-try", "starting-style":
      guard let block = extent.block else { return nil }
      let whole = text(extent.prelude.lowerBound..<min(block.upperBound + 1, tokens.count))
      let text = "@\(name) " + whole
      switch name {
      case "counter-style": return (CSSCounterStyleRule(name: name, text: text), nil)
      case "property": return (CSSPropertyRule(name: name, text: text), nil)
      default: return (CSSOtherAtRule(name: name, text: text), nil)
      }
    default:
      return nil
    }
  }

  private func significantTokensKeepingSpace(_ range: Swift.Range<Int>) -> [CSSToken] {
    Array(tokens[range])
  }

  private func importRule(_ extent: Extent) -> CSSRule? {
    guard extent.block == nil else { return nil }
    var parts = significantTokens(extent.prelude)[...]
    var href: String?
    switch parts.first {
    case .url(let value)?, .string(let value)?:
      href = value
      parts = parts.dropFirst()
    case .function(let name)? where name.asciiLowercased() == "url":
      // `url("…")`: a function with one string argument.
      let inner = parts.dropFirst()
      if case .string(let value)? = inner.first, inner.dropFirst().first == .closeParen {
        href = value
        parts = inner.dropFirst(2)
      }
    default: break
    }
    guard let href else { return nil }
    var layerName: String?
    var supportsText: String?
    var supportsHolds = true
    // The rest: `layer`, `layer(name)`, `supports(cond)`, then the media list, as text.
    var restStart = extent.prelude.upperBound
    var index = extent.prelude.lowerBound
    // Find where the URL token ends in the raw range.
    var seen = 0
    let consumed = significantTokens(extent.prelude).count - parts.count
    while index < extent.prelude.upperBound, seen < consumed {
      if tokens[index] != .whitespace { seen += 1 }
      index += 1
    }
    restStart = index
    var position = skipWhitespace(restStart, end: extent.prelude.upperBound)
    if position < extent.prelude.upperBound {
      switch tokens[position] {
      case .ident(let value) where value.asciiLowercased() == "layer":
        layerName = ""
        position += 1
      case .function(let name) where name.asciiLowercased() == "layer":
        let close = componentEnd(position, end: extent.prelude.upperBound)
        layerName = text((position + 1)..<max(position + 1, close - 1))
        position = close
      default: break
      }
    }
    position = skipWhitespace(position, end: extent.prelude.upperBound)
    if position < extent.prelude.upperBound,
      case .function(let name) = tokens[position], name.asciiLowercased() == "supports"
    {
      let close = componentEnd(position, end: extent.prelude.upperBound)
      let inner = (position + 1)..<max(position + 1, close - 1)
      supportsText = text(inner)
      let condition = Array(tokens[inner])
      supportsHolds =
        CSSSupportsCondition.evaluate(condition, context: context)
        ?? CSSSupportsCondition.evaluate(
          [.openParen] + condition + [.closeParen], context: context) ?? false
      position = close
    }
    let media = text(position..<extent.prelude.upperBound)
    return CSSImportRule(
      href: href, mediaText: media, layerName: layerName, supportsText: supportsText,
      supportsHolds: supportsHolds)
  }

  private func layerNames(_ range: Swift.Range<Int>) -> [String] {
    let text = self.text(range)
    guard !text.isEmpty else { return [] }
    return text.split(separator: ",").map { String($0).trimmingCSSWhitespace }
  }

  private func layerStatement(_ extent: Extent) -> CSSRule? {
    let names = layerNames(extent.prelude)
    guard !names.isEmpty, names.allSatisfy({ !$0.isEmpty }) else { return nil }
    return CSSLayerStatementRule(nameList: names)
  }

  private func namespaceRule(_ extent: Extent) -> CSSRule? {
    let parts = significantTokens(extent.prelude)
    var prefix = ""
    var rest = parts[...]
    if case .ident(let value)? = rest.first {
      prefix = value
      rest = rest.dropFirst()
    }
    switch rest.first {
    case .url(let value)?, .string(let value)?:
      return CSSNamespaceRule(namespaceURI: value, prefix: prefix)
    default:
      return nil
    }
  }
}
