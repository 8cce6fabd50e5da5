/// Parses a selector list, as `querySelector` and `matches` take one: Selectors Level 4 on
/// CSS Syntax tokens, with no `@namespace` rules in effect.
///
/// https://drafts.csswg.org/selectors-4/#parse-a-selector
struct SelectorParser {
  /// How the items of a selector list are parsed.
  enum ListKind {
    /// `<complex-selector-list>`: any invalid item invalidates the list.
    case complex
    /// `<forgiving-selector-list>` of `:is()` and `:where()`: invalid items are dropped.
    case forgiving
    /// `<relative-selector-list>` of `:has()`.
    case relative
  }

  let tokens: [SelectorToken]
  /// The current token index.
  var position = 0
  /// The end (exclusive) of the token range being parsed: an argument's closing parenthesis,
  /// a list item's comma, or the final EOF.
  var end: Int
  /// Inside a `:has()` argument, where another `:has()` is invalid.
  private var insideHas = false

  init(tokens: [SelectorToken]) {
    self.tokens = tokens
    self.end = tokens.count - 1
  }

  /// Parses `text` as a selector list, or throws a `SyntaxError` naming the offending offset.
  ///
  /// https://drafts.csswg.org/selectors-4/#parse-a-selector
  static func parse(_ text: String) throws(DOMException) -> [ComplexSelector] {
    var tokenizer = SelectorTokenizer(text)
    var parser = SelectorParser(tokens: tokenizer.tokenize())
    do {
      return try parser.parseList(.complex)
    } catch {
      throw error.domException(
        selectors: text, utf16Offset: tokenizer.originalOffset(error.offset))
    }
  }

  // MARK: - Token access

  var current: SelectorToken { position < end ? tokens[position] : endToken }

  /// The token at `ahead` past the current one, or an EOF-like token past the range end.
  func peek(_ ahead: Int) -> SelectorToken {
    position + ahead < end ? tokens[position + ahead] : endToken
  }

  private var endToken: SelectorToken {
    SelectorToken(kind: .eof, offset: tokens[min(end, tokens.count - 1)].offset)
  }

  var atEnd: Bool { position >= end }

  mutating func advance() { position += 1 }

  /// Skips whitespace tokens; returns whether there were any.
  @discardableResult
  mutating func skipWhitespace() -> Bool {
    let start = position
    while position < end && tokens[position].kind == .whitespace { position += 1 }
    return position > start
  }

  /// The index of the token closing the block or function opened at `open`; the range end if
  /// the input ends first (CSS closes open blocks at the end of input).
  private func matchingClose(_ open: Int) -> Int {
    var expected: [SelectorToken.Kind] = []
    var index = open
    while index < end {
      switch tokens[index].kind {
      case .function, .leftParenthesis: expected.append(.rightParenthesis)
      case .leftBracket: expected.append(.rightBracket)
      case .leftBrace: expected.append(.rightBrace)
      case .rightParenthesis, .rightBracket, .rightBrace:
        if tokens[index].kind == expected.last {
          expected.removeLast()
          if expected.isEmpty { return index }
        }
      default: break
      }
      index += 1
    }
    return end
  }

  /// Runs `body` on the tokens between `open` and its closing token, then moves past the close.
  private mutating func parseBlock<T>(
    openedAt open: Int, _ body: (inout SelectorParser) throws(SelectorSyntaxError) -> T
  ) throws(SelectorSyntaxError) -> T {
    let close = matchingClose(open)
    let savedEnd = end
    position = open + 1
    end = close
    let result = try body(&self)
    end = savedEnd
    position = min(close + 1, end)
    return result
  }

  // MARK: - Lists

  /// Parses the comma-separated items from the current position to the range end.
  ///
  /// https://drafts.csswg.org/selectors-4/#typedef-complex-selector-list
  mutating func parseList(_ kind: ListKind) throws(SelectorSyntaxError) -> [ComplexSelector] {
    // Split at top-level commas.
    var bounds: [Int] = []
    var depth = 0
    var index = position
    while index < end {
      switch tokens[index].kind {
      case .function, .leftParenthesis, .leftBracket, .leftBrace: depth += 1
      case .rightParenthesis, .rightBracket, .rightBrace: depth = max(depth - 1, 0)
      case .comma where depth == 0: bounds.append(index)
      default: break
      }
      index += 1
    }
    bounds.append(end)
    let savedEnd = end
    defer { end = savedEnd }
    var selectors: [ComplexSelector] = []
    for bound in bounds {
      end = bound
      do throws(SelectorSyntaxError) {
        let selector = try parseComplex(relative: kind == .relative)
        skipWhitespace()
        if !atEnd {
          throw SelectorSyntaxError("unexpected \(current.displayName)", current)
        }
        selectors.append(selector)
      } catch {
        if kind != .forgiving { throw error }
      }
      position = bound + 1
    }
    return selectors
  }

  // MARK: - Complex selectors

  private func combinator(_ token: SelectorToken) -> Combinator? {
    guard token.kind == .delim else { return nil }
    switch token.value {
    case ">": return .child
    case "+": return .nextSibling
    case "~": return .subsequentSibling
    default: return nil
    }
  }

  /// https://drafts.csswg.org/selectors-4/#typedef-complex-selector and
  /// https://drafts.csswg.org/selectors-4/#typedef-relative-selector
  mutating func parseComplex(relative: Bool) throws(SelectorSyntaxError) -> ComplexSelector {
    skipWhitespace()
    if atEnd { throw SelectorSyntaxError("expected a selector", current) }
    var compounds: [CompoundSelector] = []
    var combinators: [Combinator] = []
    var leading: Combinator?
    if relative {
      leading = .descendant
      if let explicit = combinator(current) {
        leading = explicit
        advance()
        skipWhitespace()
      }
      compounds.append(CompoundSelector(simpleSelectors: [.relativeAnchor]))
      combinators.append(leading ?? .descendant)
    }
    while true {
      let compound = try parseCompound()
      compounds.append(compound)
      let sawWhitespace = skipWhitespace()
      if atEnd { break }
      let next = current
      let link: Combinator
      if let explicit = combinator(next) {
        link = explicit
        advance()
        skipWhitespace()
        if atEnd {
          throw SelectorSyntaxError("expected a selector after '\(next.value)'", current)
        }
      } else if sawWhitespace {
        link = .descendant
      } else {
        throw SelectorSyntaxError("unexpected \(next.displayName)", next)
      }
      if compound.pseudoElement != nil {
        throw SelectorSyntaxError("nothing can follow a pseudo-element", next)
      }
      combinators.append(link)
    }
    return ComplexSelector(
      compounds: compounds.reversed(), combinators: combinators.reversed(),
      hasPseudoElement: compounds.last?.pseudoElement != nil, relativeCombinator: leading)
  }

  // MARK: - Compound selectors

  /// https://drafts.csswg.org/selectors-4/#typedef-compound-selector
  mutating func parseCompound() throws(SelectorSyntaxError) -> CompoundSelector {
    var compound = CompoundSelector(simpleSelectors: [])
    let start = position
    if let type = try parseTypeSelector() {
      compound.simpleSelectors.append(type)
    }
    loop: while !atEnd {
      let token = current
      if compound.pseudoElement != nil && token.kind != .colon {
        break
      }
      switch token.kind {
      case .hash:
        guard token.isIDHash else {
          throw SelectorSyntaxError("'#\(token.value)' is not a valid ID selector", token)
        }
        advance()
        compound.simpleSelectors.append(.id(token.value))
      case .delim where token.isDelim("."):
        advance()
        guard current.kind == .ident else {
          throw SelectorSyntaxError("expected a class name after '.'", current)
        }
        compound.simpleSelectors.append(.className(current.value))
        advance()
      case .delim where token.isDelim("*") || token.isDelim("|"):
        throw SelectorSyntaxError("a type selector must come first", token)
      case .ident where position > start:
        throw SelectorSyntaxError("a type selector must come first", token)
      case .leftBracket:
        let attribute = try parseBlock(openedAt: position) {
          (parser: inout SelectorParser) throws(SelectorSyntaxError) in
          try parser.parseAttributeSelector(opening: token)
        }
        compound.simpleSelectors.append(.attribute(attribute))
      case .colon:
        advance()
        if current.kind == .colon {
          advance()
          let name = current
          guard compound.pseudoElement == nil else {
            throw SelectorSyntaxError("only one pseudo-element is allowed", name)
          }
          let (pseudoElement, slotted) = try parsePseudoElement(name)
          compound.pseudoElement = pseudoElement
          compound.slottedArgument = slotted.map(SlottedArgument.init)
        } else {
          let pseudo = try parsePseudoClass(after: token)
          switch pseudo {
          case .element(let name):
            guard compound.pseudoElement == nil else {
              throw SelectorSyntaxError("only one pseudo-element is allowed", token)
            }
            compound.pseudoElement = name
          case .pseudoClass(let pseudoClass):
            if compound.pseudoElement != nil {
              guard case .neverMatching = pseudoClass else {
                throw SelectorSyntaxError("this pseudo-class cannot follow a pseudo-element", token)
              }
            }
            compound.simpleSelectors.append(.pseudoClass(pseudoClass))
          }
        }
      default:
        break loop
      }
    }
    if position == start {
      throw SelectorSyntaxError("unexpected \(current.displayName)", current)
    }
    compound.sortForMatching()
    return compound
  }

  /// Parses `ns|name`, `*|name`, `|name`, `name` or a universal selector, if one is here.
  ///
  /// https://drafts.csswg.org/selectors-4/#typedef-type-selector
  private mutating func parseTypeSelector() throws(SelectorSyntaxError) -> SimpleSelector? {
    let first = current
    let second = peek(1)
    let third = peek(2)
    func isName(_ token: SelectorToken) -> Bool { token.kind == .ident || token.isDelim("*") }
    var namespace = NamespaceConstraint.any
    var nameToken = first
    if first.kind == .ident && second.isDelim("|") && isName(third) {
      throw SelectorSyntaxError(
        "unknown namespace prefix '\(first.value)' (there are no @namespace rules)", first)
    } else if first.isDelim("*") && second.isDelim("|") && isName(third) {
      nameToken = third
      position += 2
    } else if first.isDelim("|") {
      guard isName(second) else {
        throw SelectorSyntaxError("expected a name after '|'", second)
      }
      namespace = .none
      nameToken = second
      position += 1
    } else if !isName(first) {
      return nil
    }
    advance()
    if nameToken.isDelim("*") {
      if case .none = namespace { return .universal(.none) }
      // Matches every element; keep a marker so the compound is not empty.
      return .universal(.any)
    }
    return .type(
      TypeSelector(
        name: nameToken.value, lowercasedName: nameToken.value.asciiLowercased(),
        namespace: namespace))
  }

  /// Parses the inside of `[…]`. https://drafts.csswg.org/selectors-4/#typedef-attribute-selector
  private mutating func parseAttributeSelector(opening: SelectorToken) throws(SelectorSyntaxError)
    -> AttributeSelector
  {
    skipWhitespace()
    var namespace = NamespaceConstraint.none
    let first = current
    let nameToken: SelectorToken
    if first.kind == .ident && peek(1).isDelim("|") && peek(2).kind == .ident {
      throw SelectorSyntaxError(
        "unknown namespace prefix '\(first.value)' (there are no @namespace rules)", first)
    } else if first.isDelim("*") && peek(1).isDelim("|") && peek(2).kind == .ident {
      namespace = .any
      nameToken = peek(2)
      position += 3
    } else if first.isDelim("|") && peek(1).kind == .ident {
      nameToken = peek(1)
      position += 2
    } else if first.kind == .ident {
      nameToken = first
      advance()
    } else {
      throw SelectorSyntaxError("expected an attribute name", first)
    }
    let name = nameToken.value
    let lowercased = name.asciiLowercased()
    var selector = AttributeSelector(
      name: name, lowercasedName: lowercased, namespace: namespace, op: .exists, value: "",
      caseFlag: .none,
      isCaseInsensitiveInHTML: CaseInsensitiveAttributes.names.contains(lowercased))
    skipWhitespace()
    if atEnd { return selector }
    let opToken = current
    if opToken.isDelim("=") {
      selector.op = .equals
      advance()
    } else if opToken.kind == .delim && peek(1).isDelim("=") {
      switch opToken.value {
      case "~": selector.op = .includes
      case "|": selector.op = .dashMatch
      case "^": selector.op = .prefix
      case "$": selector.op = .suffix
      case "*": selector.op = .substring
      default: throw SelectorSyntaxError("unknown attribute operator", opToken)
      }
      position += 2
    } else {
      throw SelectorSyntaxError("expected an attribute operator or ']'", opToken)
    }
    skipWhitespace()
    let value = current
    guard value.kind == .ident || value.kind == .string else {
      throw SelectorSyntaxError("expected an attribute value", value)
    }
    selector.value = value.value
    advance()
    skipWhitespace()
    if current.kind == .ident {
      if current.isIdent("i") {
        selector.caseFlag = .insensitive
      } else if current.isIdent("s") {
        selector.caseFlag = .sensitive
      } else {
        throw SelectorSyntaxError("unknown attribute flag \(current.displayName)", current)
      }
      advance()
      skipWhitespace()
    }
    if !atEnd {
      throw SelectorSyntaxError("expected ']' but found \(current.displayName)", current)
    }
    return selector
  }

  // MARK: - Pseudo-classes and pseudo-elements

  private enum PseudoResult {
    case pseudoClass(PseudoClass)
    case element(String)
  }

  /// Pseudo-elements that parse (and never match, as in WebKit's `querySelector`).
  private static let pseudoElements: Set<String> = [
    "before", "after", "first-line", "first-letter", "marker", "placeholder", "selection",
    "backdrop", "file-selector-button", "target-text", "spelling-error", "grammar-error", "cue",
    "cue-region", "details-content", "view-transition",
  ]
  private static let functionalPseudoElements: Set<String> = [
    "part", "slotted", "highlight", "cue", "cue-region", "view-transition-group",
    "view-transition-image-pair", "view-transition-old", "view-transition-new",
  ]
  /// Pseudo-elements that may also be written with one colon (CSS 2).
  private static let legacyPseudoElements: Set<String> = [
    "before", "after", "first-line", "first-letter",
  ]

  /// Parses a pseudo-element after `::`: its name and, for `::slotted()`, its argument.
  /// https://drafts.csswg.org/selectors-4/#pseudo-elements
  private mutating func parsePseudoElement(_ token: SelectorToken) throws(SelectorSyntaxError)
    -> (String, CompoundSelector?)
  {
    let name = token.value.asciiLowercased()
    let isVendor = name.hasPrefix("-webkit-")
    var slotted: CompoundSelector?
    switch token.kind {
    case .ident where Self.pseudoElements.contains(name) || isVendor:
      advance()
    case .function where name == "slotted":
      // `::slotted(<compound-selector>)`: the argument must be one compound selector.
      // https://drafts.csswg.org/css-scoping-1/#slotted-pseudo
      slotted = try parseBlock(openedAt: position) {
        (parser: inout SelectorParser) throws(SelectorSyntaxError) in
        parser.skipWhitespace()
        let compound = try parser.parseCompound()
        parser.skipWhitespace()
        guard compound.pseudoElement == nil, !compound.simpleSelectors.isEmpty, parser.atEnd else {
          throw SelectorSyntaxError("::slotted() takes a compound selector", token)
        }
        return compound
      }
    case .function where Self.functionalPseudoElements.contains(name) || isVendor:
      _ = try parseBlock(openedAt: position) { _ throws(SelectorSyntaxError) in () }
    default:
      throw SelectorSyntaxError("unknown pseudo-element \(token.displayName)", token)
    }
    return (name, slotted)
  }

  private mutating func parsePseudoClass(after colon: SelectorToken) throws(SelectorSyntaxError)
    -> PseudoResult
  {
    let token = current
    let name = token.value.asciiLowercased()
    switch token.kind {
    case .ident:
      advance()
      if let pseudo = PseudoClass.identifierPseudoClasses[name] { return .pseudoClass(pseudo) }
      if name == "host" { return .pseudoClass(.host(nil)) }
      if PseudoClass.stateOnlyPseudoClasses.contains(name) {
        return .pseudoClass(.neverMatching(name))
      }
      if Self.legacyPseudoElements.contains(name) { return .element(name) }
      throw SelectorSyntaxError("unknown pseudo-class ':\(token.value)'", token)
    case .function:
      let pseudo = try parseBlock(openedAt: position) {
        (parser: inout SelectorParser) throws(SelectorSyntaxError) in
        try parser.parseFunctionalPseudoClass(name, token)
      }
      return .pseudoClass(pseudo)
    default:
      throw SelectorSyntaxError("expected a pseudo-class name after ':'", token)
    }
  }

  /// Parses the argument of `name(` up to the range end (its closing parenthesis).
  private mutating func parseFunctionalPseudoClass(_ name: String, _ token: SelectorToken)
    throws(SelectorSyntaxError) -> PseudoClass
  {
    let result: PseudoClass
    switch name {
    case "nth-child", "nth-last-child":
      let step = try parseAnPlusB()
      var of: [ComplexSelector]?
      let sawWhitespace = skipWhitespace()
      if !atEnd {
        guard sawWhitespace, current.isIdent("of") else {
          throw SelectorSyntaxError("unexpected \(current.displayName)", current)
        }
        advance()
        guard skipWhitespace(), !atEnd else {
          throw SelectorSyntaxError("expected a selector after 'of'", current)
        }
        of = try parseSelectorArgument(.complex, token)
      }
      result = name == "nth-child" ? .nthChild(step, of: of) : .nthLastChild(step, of: of)
    case "nth-of-type", "nth-last-of-type":
      let step = try parseAnPlusB()
      result = name == "nth-of-type" ? .nthOfType(step) : .nthLastOfType(step)
    case "host":
      // A compound selector without a pseudo-element (`:host(p q)` is invalid, as in WebKit).
      skipWhitespace()
      var compound = try parseCompound()
      guard compound.pseudoElement == nil, !compound.simpleSelectors.isEmpty else {
        throw SelectorSyntaxError(":host() takes a compound selector", token)
      }
      compound.sortForMatching()
      result = .host(compound)
    case "not":
      result = .not(try parseSelectorArgument(.complex, token))
    case "is", "where":
      result = .isAny(
        try parseSelectorArgument(.forgiving, token), zeroSpecificity: name == "where")
    case "has":
      if insideHas {
        throw SelectorSyntaxError(":has() cannot be nested in :has()", token)
      }
      insideHas = true
      defer { insideHas = false }
      result = .has(try parseSelectorArgument(.relative, token))
    case "lang":
      var ranges: [String] = []
      while true {
        skipWhitespace()
        let range = current
        guard range.kind == .ident || range.kind == .string else {
          throw SelectorSyntaxError("expected a language range", range)
        }
        ranges.append(range.value)
        advance()
        skipWhitespace()
        if atEnd { break }
        guard current.kind == .comma else {
          throw SelectorSyntaxError("unexpected \(current.displayName)", current)
        }
        advance()
      }
      result = .lang(ranges)
    case "dir":
      skipWhitespace()
      let direction = current
      guard direction.kind == .ident else {
        throw SelectorSyntaxError("expected 'ltr' or 'rtl'", direction)
      }
      advance()
      result = .dir(direction.value.asciiLowercased())
    default:
      throw SelectorSyntaxError("unknown pseudo-class ':\(token.value)()'", token)
    }
    skipWhitespace()
    if !atEnd {
      throw SelectorSyntaxError("unexpected \(current.displayName)", current)
    }
    return result
  }

  /// Parses a selector-list argument; pseudo-elements are invalid inside one.
  private mutating func parseSelectorArgument(_ kind: ListKind, _ function: SelectorToken)
    throws(SelectorSyntaxError) -> [ComplexSelector]
  {
    skipWhitespace()
    if atEnd && kind != .forgiving {
      throw SelectorSyntaxError("\(function.displayName) needs a selector", current)
    }
    let start = position
    var list = try parseList(kind)
    if kind == .forgiving {
      list.removeAll { $0.hasPseudoElement }
    } else if list.contains(where: \.hasPseudoElement) {
      throw SelectorSyntaxError(
        "pseudo-elements are not allowed in \(function.displayName))", tokens[start])
    }
    return list
  }
}
