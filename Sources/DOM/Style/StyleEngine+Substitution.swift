/// Declared values after the cascade: `revert` and `var()`.
///
/// https://drafts.csswg.org/css-variables/#substitute-a-var
extension StyleEngine {
  /// How many `var()` references deep a value is followed; deeper (or cyclic) references make
  /// the value invalid at computed-value time, as a cycle does.
  static let maximumSubstitutionDepth = 32

  /// The declared value of `property` on `element` (see ``Element/cascadedValue(_:)``).
  func declaredValue(_ property: String, of element: Element, data: ElementStyleData) -> String? {
    if property.hasPrefix("--") { return customProperty(property, of: element, depth: 0) }
    guard var declaration = Self.declaration(of: property, in: data) else { return nil }
    let keyword = declaration.value.asciiLowercased()
    if keyword == "revert" || keyword == "revert-layer" {
      // Roll back to the user-agent origin (or, for a user-agent `revert`, to nothing).
      guard let userAgent = data.userAgent[property], userAgent != declaration else { return nil }
      declaration = userAgent
    }
    guard
      declaration.pendingShorthand != nil || declaration.hasSubstitution
        || declaration.value.contains("var(")
    else { return declaration.value }
    guard let text = substitute(declaration.value, in: element, depth: 0) else { return nil }
    let context = CSSParserContext(isQuirksMode: document.mode == .quirks)
    let values = CSSComponentValueParser.parseList(text)
    if let shorthand = declaration.pendingShorthand {
      return CSSPropertyTable.parse(shorthand, values, context: context)?
        .first { $0.name == property }?.value
    }
    return CSSPropertyTable.parse(property, values, context: context)?.first?.value
  }

  /// The computed value of the custom property `name` on `element`: its own declaration with
  /// references substituted, else its parent's (custom properties inherit); `nil` for the
  /// guaranteed-invalid value.
  ///
  /// https://drafts.csswg.org/css-variables/#cycles
  func customProperty(_ name: String, of element: Element, depth: Int) -> String? {
    guard depth <= Self.maximumSubstitutionDepth else { return nil }
    var current: Element? = element
    var visited: [ElementStyleData] = []
    var result: String?? = nil
    while let candidate = current {
      let data = styleData(of: candidate)
      if let known = data.customProperties[name] {
        result = .some(known)
        break
      }
      visited.append(data)
      if let declaration = data.cascaded[name] {
        let keyword = declaration.value.asciiLowercased()
        if keyword == "inherit" || keyword == "unset" || keyword == "revert"
          || keyword == "revert-layer"
        {
          current = candidate.parentElementForStyle
          continue
        }
        if keyword == "initial" {
          result = .some(nil)
          break
        }
        result = .some(
          declaration.value.contains("var(")
            ? substitute(declaration.value, in: candidate, depth: depth + 1) : declaration.value)
        break
      }
      current = candidate.parentElementForStyle
    }
    let value = result ?? nil
    for data in visited { data.customProperties[name] = .some(value) }
    return value
  }

  /// `text` with every `var()` replaced by the custom property's value on `element` (or the
  /// fallback), or `nil` when a reference is invalid and has no fallback.
  func substitute(_ text: String, in element: Element, depth: Int) -> String? {
    guard depth <= Self.maximumSubstitutionDepth else { return nil }
    let (tokens, ranges, scalars) = CSSTokenizer.tokenizeWithRanges(text)
    let ends = CSSComponentValueEnds(tokens)
    var output = String.UnicodeScalarView()
    var cursor = 0
    var index = 0
    while index < tokens.count {
      guard case .function(let function) = tokens[index], function.asciiLowercased() == "var"
      else {
        index += 1
        continue
      }
      let end = ends.end(of: index, limit: tokens.count)
      var argument = index + 1
      while argument < end && tokens[argument] == .whitespace { argument += 1 }
      guard argument < end, case .ident(let name) = tokens[argument], name.hasPrefix("--") else {
        return nil
      }
      argument += 1
      while argument < end && tokens[argument] == .whitespace { argument += 1 }
      var fallback: String?
      let closed = end - 1 > index && tokens[end - 1] == .closeParen
      let argumentsEnd = closed ? end - 1 : end
      if argument < argumentsEnd, tokens[argument] == .comma {
        let from =
          argument + 1 < argumentsEnd
          ? ranges[argument + 1].lowerBound : ranges[argument].upperBound
        let to = argumentsEnd > argument + 1 ? ranges[argumentsEnd - 1].upperBound : from
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[from..<max(from, to)])
        fallback = String(view)
      } else if argument < argumentsEnd {
        return nil
      }
      output.append(contentsOf: scalars[cursor..<ranges[index].lowerBound])
      if let value = customProperty(name, of: element, depth: depth + 1) {
        output.append(contentsOf: value.unicodeScalars)
      } else if let fallback, let value = substitute(fallback, in: element, depth: depth + 1) {
        output.append(contentsOf: value.unicodeScalars)
      } else {
        return nil
      }
      cursor = ranges[end - 1].upperBound
      index = end
    }
    output.append(contentsOf: scalars[cursor...])
    return String(output)
  }
}

extension Element {
  /// The element whose computed values this one inherits: its parent element, or for a
  /// child of a shadow root the host, or for a slotted node its slot (the flat tree).
  ///
  /// https://drafts.csswg.org/css-scoping-1/#flat-tree
  var parentElementForStyle: Element? {
    guard let parent = parentStorage as? Element else {
      return (parentStorage as? ShadowRoot)?.host
    }
    if parent.rareData?.shadowRoot != nil, let slot = SlotAssignment.findSlot(for: self) {
      return slot
    }
    return parent
  }
}
