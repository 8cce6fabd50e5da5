/// An ordered list of longhand declarations, with the CSSOM algorithms over it.
///
/// https://drafts.csswg.org/cssom/#css-declaration-block
struct CSSDeclarationBlock: Equatable, Sendable {
  /// The declarations, in specified order.
  private(set) var declarations: [CSSDeclaration] = []

  init() {}

  /// Parses a declaration list (a `style` attribute or `cssText`). Invalid declarations are
  /// dropped. As WebKit builds the block (`createStyleProperties` in `CSSParserImpl.cpp`), a
  /// longhand keeps its last declaration, an `!important` one over any normal one, and the
  /// normal declarations come first, then the important ones, each in the order written
  /// (`display: none !important; visibility: hidden` → `visibility: hidden; display: none
  /// !important;`; fixture `style/real-world`).
  ///
  /// https://drafts.csswg.org/cssom/#parse-a-css-declaration-block
  init(parsing text: String, context: CSSParserContext) {
    var parsedLonghands: [CSSDeclaration] = []
    for parsed in CSSDeclarationListParser.parse(text) {
      guard let name = CSSPropertyTable.canonicalName(parsed.name),
        let longhands = CSSPropertyTable.parse(
          name, parsed.value, source: parsed.valueSource, context: context)
      else { continue }
      for var longhand in longhands {
        longhand.important = parsed.important
        parsedLonghands.append(longhand)
      }
    }
    var seen: Set<String> = []
    var important: [CSSDeclaration] = []
    var normal: [CSSDeclaration] = []
    for pass in [true, false] {
      for declaration in parsedLonghands.reversed() where declaration.important == pass {
        guard seen.insert(declaration.name).inserted else { continue }
        if pass { important.append(declaration) } else { normal.append(declaration) }
      }
    }
    declarations = normal.reversed() + important.reversed()
  }

  private func index(of name: String) -> Int? { declarations.firstIndex { $0.name == name } }

  /// The declaration for a longhand.
  func declaration(_ longhand: String) -> CSSDeclaration? {
    index(of: longhand).map { declarations[$0] }
  }

  /// The shorthand's value from its longhands, or `nil` when they cannot be written as it
  /// (WebKit's `ShorthandSerializer::commonSerializationChecks`, then the shorthand's rule):
  /// every longhand present with one priority; all the same CSS-wide keyword (that keyword)
  /// or none; no `var()` in a longhand; all or none set by this shorthand with a substitution
  /// function (then its value as written). Fixture: `style/keywords-priority-var`.
  func shorthandValue(_ shorthand: CSSShorthand) -> String? {
    let found = shorthand.longhands.compactMap(declaration)
    guard found.count == shorthand.longhands.count,
      found.allSatisfy({ $0.important == found[0].important })
    else { return nil }
    let keywords = found.filter { CSSValueGrammar.cssWideKeywords.contains($0.value) }
    if !keywords.isEmpty {
      guard keywords.count == found.count, Set(found.map(\.value)).count == 1 else { return nil }
      return found[0].value
    }
    if found.contains(where: \.hasSubstitution) { return nil }
    let pending = found.filter { $0.pendingShorthand != nil }
    if !pending.isEmpty {
      guard pending.count == found.count,
        pending.allSatisfy({ $0.pendingShorthand == shorthand.name && $0.value == found[0].value })
      else { return nil }
      return found[0].value
    }
    return shorthand.serialize(found.map(\.value))
  }

  /// https://drafts.csswg.org/cssom/#dom-cssstyledeclaration-getpropertyvalue
  func value(of property: String) -> String {
    guard let name = CSSPropertyTable.canonicalName(property) else { return "" }
    return value(ofCanonical: name, shorthand: CSSShorthand.named(name))
  }

  /// ``value(of:)`` for a property already resolved: its canonical name, and its shorthand
  /// when it is one.
  func value(ofCanonical name: String, shorthand: CSSShorthand?) -> String {
    // 1–2. A shorthand: the longhands serialized together, if they can be.
    if let shorthand { return shorthandValue(shorthand) ?? "" }
    // 3–4. A longhand: its value, or "".
    return declaration(name)?.serializedValue ?? ""
  }

  /// https://drafts.csswg.org/cssom/#dom-cssstyledeclaration-getpropertypriority
  func priority(of property: String) -> String {
    guard let name = CSSPropertyTable.canonicalName(property) else { return "" }
    if let shorthand = CSSShorthand.named(name) {
      let found = shorthand.longhands.compactMap(declaration)
      let allImportant = found.count == shorthand.longhands.count && found.allSatisfy(\.important)
      return allImportant ? "important" : ""
    }
    return declaration(name)?.important == true ? "important" : ""
  }

  /// Sets a property (shorthands set each longhand in place, or append it). Returns whether
  /// anything changed; an invalid value or unknown property changes nothing.
  ///
  /// https://drafts.csswg.org/cssom/#set-a-css-declaration
  mutating func setProperty(
    _ property: String, _ value: String, important: Bool, context: CSSParserContext
  ) -> Bool {
    guard let name = CSSPropertyTable.canonicalName(property) else { return false }
    let source = CSSTokenizer.tokenizeWithSource(value)
    var parser = CSSComponentValueParser(source.map(\.token))
    var components: [CSSComponentValue] = []
    while parser.nextToken != nil { components.append(parser.consumeComponentValue()) }
    guard
      let longhands = CSSPropertyTable.parse(
        name, components, source: source, keepsTrailingWhitespace: true, context: context)
    else {
      return false
    }
    var updated = false
    for var declaration in longhands {
      declaration.important = important
      if let index = index(of: declaration.name) {
        if declarations[index] != declaration {
          declarations[index] = declaration
          updated = true
        }
      } else {
        declarations.append(declaration)
        updated = true
      }
    }
    return updated
  }

  /// Removes a property (a shorthand removes its longhands) and returns its old value; for
  /// a shorthand WebKit returns "" (fixture `style/roundtrip`).
  ///
  /// https://drafts.csswg.org/cssom/#dom-cssstyledeclaration-removeproperty
  mutating func removeProperty(_ property: String) -> (oldValue: String, removed: Bool) {
    guard let name = CSSPropertyTable.canonicalName(property) else { return ("", false) }
    let oldValue = CSSShorthand.named(name) == nil ? value(of: name) : ""
    let names = Set(CSSShorthand.named(name)?.longhands ?? [name])
    let before = declarations.count
    declarations.removeAll { names.contains($0.name) }
    return (oldValue, declarations.count != before)
  }

  /// The block as text, as WebKit writes it (`StyleProperties::asTextInternal`): for each
  /// declaration in order, the shorthands containing it that `cssText` may use
  /// (``CSSShorthand/collapsesInCSSText``; a pending substitution's own shorthand only) are
  /// tried, more longhands first, each at most once: the first that serializes is written in
  /// place of the declaration and its other longhands are skipped later; a shorthand already
  /// written before any untried one skips the declaration, unless the shorthand writes that
  /// longhand beside it too (``CSSShorthand/longhandsWrittenBeside``, `mask`). Otherwise the
  /// longhand is written.
  ///
  /// https://drafts.csswg.org/cssom/#serialize-a-css-declaration-block
  var cssText: String {
    var list: [String] = []
    var used: Set<String> = []
    var tried: Set<String> = []
    for declaration in declarations {
      let candidates =
        declaration.pendingShorthand.flatMap { CSSShorthand.named($0) }.map { [$0] }
        ?? CSSShorthand.containing(declaration.name).filter(\.collapsesInCSSText)
      var written: (name: String, value: String)?
      var alreadyUsed = false
      for shorthand in candidates {
        if used.contains(shorthand.name) {
          alreadyUsed = !shorthand.longhandsWrittenBeside.contains(declaration.name)
          break
        }
        if tried.contains(shorthand.name) { continue }
        tried.insert(shorthand.name)
        if let value = shorthandValue(shorthand) {
          written = (shorthand.name, value)
          used.insert(shorthand.name)
          break
        }
      }
      if alreadyUsed { continue }
      let (name, value) = written ?? (declaration.name, declaration.serializedValue)
      list.append(Self.serialize(name, value, important: declaration.important))
    }
    return list.joined(separator: " ")
  }

  /// https://drafts.csswg.org/cssom/#serialize-a-css-declaration
  private static func serialize(_ name: String, _ value: String, important: Bool) -> String {
    name + ": " + value + (important ? " !important" : "") + ";"
  }
}
