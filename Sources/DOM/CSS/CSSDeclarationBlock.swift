/// An ordered list of longhand declarations, with the CSSOM algorithms over it.
///
/// https://drafts.csswg.org/cssom/#css-declaration-block
struct CSSDeclarationBlock: Equatable, Sendable {
  /// The declarations, in specified order.
  private(set) var declarations: [CSSDeclaration] = []

  init() {}

  /// Parses a declaration list (a `style` attribute or `cssText`). Invalid declarations are
  /// dropped; for a repeated property the last declaration wins and moves to the end, except
  /// that an `!important` one is not overridden by a later normal one (as WebKit filters them).
  ///
  /// https://drafts.csswg.org/cssom/#parse-a-css-declaration-block
  init(parsing text: String, context: CSSParserContext) {
    for parsed in CSSDeclarationListParser.parse(text) {
      guard let name = CSSPropertyTable.canonicalName(parsed.name),
        let longhands = CSSPropertyTable.parse(name, parsed.value, context: context)
      else { continue }
      for longhand in longhands {
        if let index = index(of: longhand.name) {
          if declarations[index].important && !parsed.important { continue }
          declarations.remove(at: index)
        }
        declarations.append(
          CSSDeclaration(name: longhand.name, value: longhand.value, important: parsed.important))
      }
    }
  }

  private func index(of name: String) -> Int? { declarations.firstIndex { $0.name == name } }

  /// The declaration for a longhand.
  func declaration(_ longhand: String) -> CSSDeclaration? {
    index(of: longhand).map { declarations[$0] }
  }

  /// The longhands' declarations when all are present with the same priority.
  private func completeDeclarations(_ shorthand: CSSShorthand) -> [CSSDeclaration]? {
    let found = shorthand.longhands.compactMap(declaration)
    guard found.count == shorthand.longhands.count,
      found.allSatisfy({ $0.important == found[0].important })
    else { return nil }
    return found
  }

  /// https://drafts.csswg.org/cssom/#dom-cssstyledeclaration-getpropertyvalue
  func value(of property: String) -> String {
    guard let name = CSSPropertyTable.canonicalName(property) else { return "" }
    // 1–2. A shorthand: the longhands serialized together, if they all exist.
    if let shorthand = CSSShorthand.named(name) {
      guard let found = completeDeclarations(shorthand) else { return "" }
      return shorthand.serialize(found.map(\.value))
    }
    // 3–4. A longhand: its value, or "".
    return declaration(name)?.value ?? ""
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
    let components = CSSComponentValueParser.parseList(value)
    guard let longhands = CSSPropertyTable.parse(name, components, context: context) else {
      return false
    }
    var updated = false
    for longhand in longhands {
      let declaration = CSSDeclaration(
        name: longhand.name, value: longhand.value, important: important)
      if let index = index(of: longhand.name) {
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

  /// Removes a property (a shorthand removes its longhands) and returns its old value.
  ///
  /// https://drafts.csswg.org/cssom/#dom-cssstyledeclaration-removeproperty
  mutating func removeProperty(_ property: String) -> (oldValue: String, removed: Bool) {
    guard let name = CSSPropertyTable.canonicalName(property) else { return ("", false) }
    let oldValue = value(of: name)
    let names = Set(CSSShorthand.named(name)?.longhands ?? [name])
    let before = declarations.count
    declarations.removeAll { names.contains($0.name) }
    return (oldValue, declarations.count != before)
  }

  /// The block as text, with longhands folded into shorthands where all of a shorthand's
  /// longhands are present with one priority and serialize to a non-empty value.
  ///
  /// https://drafts.csswg.org/cssom/#serialize-a-css-declaration-block
  var cssText: String {
    var list: [String] = []
    var alreadySerialized: Set<String> = []
    // 4. For each declaration, in order:
    for declaration in declarations where !alreadySerialized.contains(declaration.name) {
      var done = false
      // 4.2–4.3. Try each shorthand that contains the property, preferred first.
      for shorthand in CSSShorthand.containing(declaration.name) {
        guard shorthand.longhands.allSatisfy({ !alreadySerialized.contains($0) }),
          let found = completeDeclarations(shorthand)
        else { continue }
        let value = shorthand.serialize(found.map(\.value))
        guard !value.isEmpty else { continue }
        list.append(Self.serialize(shorthand.name, value, important: found[0].important))
        alreadySerialized.formUnion(shorthand.longhands)
        done = true
        break
      }
      // 4.4. Otherwise the longhand itself.
      if !done {
        list.append(
          Self.serialize(declaration.name, declaration.value, important: declaration.important))
        alreadySerialized.insert(declaration.name)
      }
    }
    return list.joined(separator: " ")
  }

  /// https://drafts.csswg.org/cssom/#serialize-a-css-declaration
  private static func serialize(_ name: String, _ value: String, important: Bool) -> String {
    name + ": " + value + (important ? " !important" : "") + ";"
  }
}
