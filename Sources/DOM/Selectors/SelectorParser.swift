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

  /// The CSS Syntax tokens of the selector text, with their positions.
  let tokens: [CSSPositionedToken]
  /// Where the input ends, in code points of the preprocessed input.
  let inputEnd: Int
  /// The current token index.
  var position = 0
  /// The end (exclusive) of the token range being parsed: an argument's closing parenthesis,
  /// a list item's comma, or the end of the tokens.
  var end: Int
  /// Inside a `:has()` argument, where another `:has()` is invalid.
  private var insideHas = false

  init(tokens: [CSSPositionedToken], inputEnd: Int) {
    self.tokens = tokens
    self.inputEnd = inputEnd
    self.end = tokens.count
  }

  /// Parses `text` as a selector list, or throws a `SyntaxError` naming the offending offset.
  ///
  /// https://drafts.csswg.org/selectors-4/#parse-a-selector
  static func parse(_ text: String) throws(DOMException) -> [ComplexSelector] {
    let (tokens, inputEnd) = CSSTokenizer.tokenizeWithPositions(text)
    var parser = SelectorParser(tokens: tokens, inputEnd: inputEnd)
    do {
      return try parser.parseList(.complex)
    } catch {
      throw error.domException(
        selectors: text,
        utf16Offset: CSSTokenizer.utf16Offset(ofPreprocessed: error.offset, in: text))
    }
  }

  // MARK: - Token access

  /// The current token, or `nil` at the range end.
  var current: CSSToken? { position < end ? tokens[position].token : nil }

  /// The token at `ahead` past the current one, or `nil` past the range end.
  func peek(_ ahead: Int) -> CSSToken? {
    position + ahead < end ? tokens[position + ahead].token : nil
  }

  var atEnd: Bool { position >= end }

  mutating func advance() { position += 1 }

  /// Where the token at `index` starts; past the range end, where the token ending the range
  /// (a comma, a closing parenthesis) starts, or the end of the input.
  func offset(at index: Int) -> Int {
    let index = min(index, end)
    return index < tokens.count ? tokens[index].offset : inputEnd
  }

  /// A syntax error about the token at `index` (by default the current one).
  func error(_ reason: String, at index: Int? = nil) -> SelectorSyntaxError {
    SelectorSyntaxError(reason, offset: offset(at: index ?? position))
  }

  /// Skips whitespace tokens; returns whether there were any.
  @discardableResult
  mutating func skipWhitespace() -> Bool {
    let start = position
    while position < end, case .whitespace = tokens[position].token { position += 1 }
    return position > start
  }

  /// The index of the token closing the block or function opened at `open`; the range end if
  /// the input ends first (CSS closes open blocks at the end of input).
  ///
  /// https://drafts.csswg.org/css-syntax-3/#consume-simple-block
  private func matchingClose(_ open: Int) -> Int {
    var expected: [CSSToken] = []
    var index = open
    while index < end {
      let token = tokens[index].token
      switch token {
      case .function, .openParen: expected.append(.closeParen)
      case .openSquare: expected.append(.closeSquare)
      case .openCurly: expected.append(.closeCurly)
      case .closeParen, .closeSquare, .closeCurly:
        if token == expected.last {
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
      switch tokens[index].token {
      case .function, .openParen, .openSquare, .openCurly: depth += 1
      case .closeParen, .closeSquare, .closeCurly: depth = max(depth - 1, 0)
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
        if !atEnd { throw error("unexpected \(Self.describe(current))") }
        selectors.append(selector)
      } catch {
        if kind != .forgiving { throw error }
      }
      position = bound + 1
    }
    return selectors
  }

  // MARK: - Complex selectors

  private func combinator(_ token: CSSToken?) -> Combinator? {
    switch token {
    case .delim(">")?: return .child
    case .delim("+")?: return .nextSibling
    case .delim("~")?: return .subsequentSibling
    default: return nil
    }
  }

  /// https://drafts.csswg.org/selectors-4/#typedef-complex-selector and
  /// https://drafts.csswg.org/selectors-4/#typedef-relative-selector
  mutating func parseComplex(relative: Bool) throws(SelectorSyntaxError) -> ComplexSelector {
    skipWhitespace()
    if atEnd { throw error("expected a selector") }
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
      let next = position
      let link: Combinator
      if let explicit = combinator(current) {
        link = explicit
        advance()
        skipWhitespace()
        if atEnd {
          throw error("expected a selector after \(Self.describe(tokens[next].token))")
        }
      } else if sawWhitespace {
        link = .descendant
      } else {
        throw error("unexpected \(Self.describe(current))")
      }
      if compound.pseudoElement != nil {
        throw error("nothing can follow a pseudo-element", at: next)
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
    loop: while position < end {
      let index = position
      let token = tokens[index].token
      if compound.pseudoElement != nil && token != .colon {
        break
      }
      switch token {
      case .hash(let name, let isID):
        guard isID else { throw error("'#\(name)' is not a valid ID selector") }
        advance()
        compound.simpleSelectors.append(.id(name))
      case .delim("."):
        advance()
        guard case .ident(let name)? = current else {
          throw error("expected a class name after '.'")
        }
        compound.simpleSelectors.append(.className(name))
        advance()
      case .delim("&"):
        // The nesting selector. A nested rule's `&` is replaced by its parent's selector
        // before matching (`CSSNesting`); anywhere else it is `:scope`.
        // https://drafts.csswg.org/css-nesting-1/#nest-selector
        advance()
        compound.simpleSelectors.append(.pseudoClass(.scope))
      case .delim("*"), .delim("|"):
        throw error("a type selector must come first")
      case .ident where position > start:
        throw error("a type selector must come first")
      case .openSquare:
        let attribute = try parseBlock(openedAt: position) {
          (parser: inout SelectorParser) throws(SelectorSyntaxError) in
          try parser.parseAttributeSelector()
        }
        compound.simpleSelectors.append(.attribute(attribute))
      case .colon:
        advance()
        if current == .colon {
          advance()
          guard compound.pseudoElement == nil else {
            throw error("only one pseudo-element is allowed")
          }
          let (pseudoElement, slotted) = try parsePseudoElement()
          compound.pseudoElement = pseudoElement
          compound.slottedArgument = slotted.map(SlottedArgument.init)
        } else {
          let pseudo = try parsePseudoClass()
          switch pseudo {
          case .element(let name):
            guard compound.pseudoElement == nil else {
              throw error("only one pseudo-element is allowed", at: index)
            }
            compound.pseudoElement = name
          case .pseudoClass(let pseudoClass):
            if compound.pseudoElement != nil {
              guard case .neverMatching = pseudoClass else {
                throw error("this pseudo-class cannot follow a pseudo-element", at: index)
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
      throw error("unexpected \(Self.describe(current))")
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
    func isName(_ token: CSSToken?) -> Bool {
      if case .ident? = token { return true }
      return token == .delim("*")
    }
    var namespace = NamespaceConstraint.any
    var nameToken = first
    if case .ident(let prefix)? = first, second == .delim("|"), isName(third) {
      throw error("unknown namespace prefix '\(prefix)' (there are no @namespace rules)")
    } else if first == .delim("*") && second == .delim("|") && isName(third) {
      nameToken = third
      position += 2
    } else if first == .delim("|") {
      guard isName(second) else { throw error("expected a name after '|'", at: position + 1) }
      namespace = .none
      nameToken = second
      position += 1
    } else if !isName(first) {
      return nil
    }
    advance()
    guard case .ident(let name)? = nameToken else {
      if case .none = namespace { return .universal(.none) }
      // Matches every element; keep a marker so the compound is not empty.
      return .universal(.any)
    }
    return .type(
      TypeSelector(name: name, lowercasedName: name.asciiLowercased(), namespace: namespace))
  }

  /// Parses the inside of `[…]`. https://drafts.csswg.org/selectors-4/#typedef-attribute-selector
  private mutating func parseAttributeSelector() throws(SelectorSyntaxError) -> AttributeSelector {
    skipWhitespace()
    var namespace = NamespaceConstraint.none
    let name: String
    if case .ident(let prefix)? = current, peek(1) == .delim("|"), case .ident? = peek(2) {
      throw error("unknown namespace prefix '\(prefix)' (there are no @namespace rules)")
    } else if current == .delim("*"), peek(1) == .delim("|"), case .ident(let local)? = peek(2) {
      namespace = .any
      name = local
      position += 3
    } else if current == .delim("|"), case .ident(let local)? = peek(1) {
      name = local
      position += 2
    } else if case .ident(let local)? = current {
      name = local
      advance()
    } else {
      throw error("expected an attribute name")
    }
    let lowercased = name.asciiLowercased()
    var selector = AttributeSelector(
      name: name, lowercasedName: lowercased, namespace: namespace, op: .exists, value: "",
      caseFlag: .none,
      isCaseInsensitiveInHTML: CaseInsensitiveAttributes.names.contains(lowercased))
    skipWhitespace()
    if atEnd { return selector }
    if current == .delim("=") {
      selector.op = .equals
      advance()
    } else if case .delim(let symbol)? = current, peek(1) == .delim("=") {
      switch symbol {
      case "~": selector.op = .includes
      case "|": selector.op = .dashMatch
      case "^": selector.op = .prefix
      case "$": selector.op = .suffix
      case "*": selector.op = .substring
      default: throw error("unknown attribute operator")
      }
      position += 2
    } else {
      throw error("expected an attribute operator or ']'")
    }
    skipWhitespace()
    switch current {
    case .ident(let value)?, .string(let value)?: selector.value = value
    default: throw error("expected an attribute value")
    }
    advance()
    skipWhitespace()
    if case .ident(let flag)? = current {
      if flag.asciiCaseInsensitiveEquals("i") {
        selector.caseFlag = .insensitive
      } else if flag.asciiCaseInsensitiveEquals("s") {
        selector.caseFlag = .sensitive
      } else {
        throw error("unknown attribute flag \(Self.describe(current))")
      }
      advance()
      skipWhitespace()
    }
    if !atEnd { throw error("expected ']' but found \(Self.describe(current))") }
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
  private mutating func parsePseudoElement() throws(SelectorSyntaxError)
    -> (String, CompoundSelector?)
  {
    let index = position
    let token = current
    let name: String
    switch token {
    case .ident(let written)?, .function(let written)?: name = written.asciiLowercased()
    default: name = ""
    }
    let isVendor = name.hasPrefix("-webkit-")
    var slotted: CompoundSelector?
    switch token {
    case .ident? where Self.pseudoElements.contains(name) || isVendor:
      advance()
    case .function? where name == "slotted":
      // `::slotted(<compound-selector>)`: the argument must be one compound selector.
      // https://drafts.csswg.org/css-scoping-1/#slotted-pseudo
      slotted = try parseBlock(openedAt: position) {
        (parser: inout SelectorParser) throws(SelectorSyntaxError) in
        parser.skipWhitespace()
        let compound = try parser.parseCompound()
        parser.skipWhitespace()
        guard compound.pseudoElement == nil, !compound.simpleSelectors.isEmpty, parser.atEnd else {
          throw parser.error("::slotted() takes a compound selector", at: index)
        }
        return compound
      }
    case .function? where Self.functionalPseudoElements.contains(name) || isVendor:
      _ = try parseBlock(openedAt: position) { _ throws(SelectorSyntaxError) in () }
    default:
      throw error("unknown pseudo-element \(Self.describe(token))")
    }
    return (name, slotted)
  }

  private mutating func parsePseudoClass() throws(SelectorSyntaxError) -> PseudoResult {
    let index = position
    switch current {
    case .ident(let written)?:
      let name = written.asciiLowercased()
      advance()
      if let pseudo = PseudoClass.identifierPseudoClasses[name] { return .pseudoClass(pseudo) }
      if name == "host" { return .pseudoClass(.host(nil)) }
      if PseudoClass.stateOnlyPseudoClasses.contains(name) {
        return .pseudoClass(.neverMatching(name))
      }
      if Self.legacyPseudoElements.contains(name) { return .element(name) }
      throw error("unknown pseudo-class ':\(written)'", at: index)
    case .function(let written)?:
      let pseudo = try parseBlock(openedAt: position) {
        (parser: inout SelectorParser) throws(SelectorSyntaxError) in
        try parser.parseFunctionalPseudoClass(written, at: index)
      }
      return .pseudoClass(pseudo)
    default:
      throw error("expected a pseudo-class name after ':'")
    }
  }

  /// Parses the argument of the function `written(` at token `function` up to the range end
  /// (its closing parenthesis).
  private mutating func parseFunctionalPseudoClass(_ written: String, at function: Int)
    throws(SelectorSyntaxError) -> PseudoClass
  {
    let name = written.asciiLowercased()
    let result: PseudoClass
    switch name {
    case "nth-child", "nth-last-child":
      let step = try parseAnPlusB()
      var of: [ComplexSelector]?
      let sawWhitespace = skipWhitespace()
      if !atEnd {
        guard sawWhitespace, current?.isIdent("of") == true else {
          throw error("unexpected \(Self.describe(current))")
        }
        advance()
        guard skipWhitespace(), !atEnd else { throw error("expected a selector after 'of'") }
        of = try parseSelectorArgument(.complex, function: function)
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
        throw error(":host() takes a compound selector", at: function)
      }
      compound.sortForMatching()
      result = .host(compound)
    case "not":
      result = .not(try parseSelectorArgument(.complex, function: function))
    case "is", "where":
      result = .isAny(
        try parseSelectorArgument(.forgiving, function: function),
        zeroSpecificity: name == "where")
    case "has":
      if insideHas { throw error(":has() cannot be nested in :has()", at: function) }
      insideHas = true
      defer { insideHas = false }
      result = .has(try parseSelectorArgument(.relative, function: function))
    case "lang":
      var ranges: [String] = []
      while true {
        skipWhitespace()
        switch current {
        case .ident(let range)?, .string(let range)?: ranges.append(range)
        default: throw error("expected a language range")
        }
        advance()
        skipWhitespace()
        if atEnd { break }
        guard current == .comma else { throw error("unexpected \(Self.describe(current))") }
        advance()
      }
      result = .lang(ranges)
    case "dir":
      skipWhitespace()
      guard case .ident(let direction)? = current else { throw error("expected 'ltr' or 'rtl'") }
      advance()
      result = .dir(direction.asciiLowercased())
    default:
      throw error("unknown pseudo-class ':\(written)()'", at: function)
    }
    skipWhitespace()
    if !atEnd { throw error("unexpected \(Self.describe(current))") }
    return result
  }

  /// Parses a selector-list argument of the function at token `function`; pseudo-elements are
  /// invalid inside one.
  private mutating func parseSelectorArgument(_ kind: ListKind, function: Int)
    throws(SelectorSyntaxError) -> [ComplexSelector]
  {
    let functionName = Self.describe(tokens[function].token)
    skipWhitespace()
    if atEnd && kind != .forgiving { throw error("\(functionName) needs a selector") }
    let start = position
    var list = try parseList(kind)
    if kind == .forgiving {
      list.removeAll { $0.hasPseudoElement }
    } else if list.contains(where: \.hasPseudoElement) {
      throw error("pseudo-elements are not allowed in \(functionName))", at: start)
    }
    return list
  }
}
