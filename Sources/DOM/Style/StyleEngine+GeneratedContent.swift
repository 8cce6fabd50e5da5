extension StyleEngine {
  /// The `display` of the box `element`'s `::before` or `::after` pseudo-element generates
  /// (`pseudo` is `before` or `after`), or `nil` when it generates none that sits in the
  /// flow: no author rule gives it a `content` other than `none` or `normal`, its `display`
  /// is `none`, it is floated or absolutely positioned, or it is an empty inline box.
  ///
  /// Only what the rendered text needs is cascaded (`content` and `display`, by importance,
  /// layer, specificity and order); the generated text itself is not part of the DOM, and
  /// WebKit's text iterator does not read it. https://drafts.csswg.org/css-pseudo-4/#generated-content
  func generatedBox(_ pseudo: String, of element: Element) -> GeneratedBox? {
    let data = styleData(of: element)
    if let known = data.generatedBoxes[pseudo] { return known }
    let display = data.scopeRules.flatMap { cascadeGeneratedBox(pseudo, of: element, rules: $0) }
    data.generatedBoxes[pseudo] = display
    return display
  }

  private func cascadeGeneratedBox(
    _ pseudo: String, of element: Element, rules: StyleRuleSet
  ) -> GeneratedBox? {
    let buckets = pseudo == "before" ? rules.beforeRules : rules.afterRules
    guard !buckets.isEmpty else { return nil }
    var matcher = SelectorMatcher(scope: document.documentElement, document: document)
    matcher.synchronizesStyleAttribute = false
    var matched: [StyleRuleSet.Entry] = []
    buckets.forEachCandidate(for: element) { entry in
      if matcher.matches(entry.selector, element) { matched.append(entry) }
    }
    guard !matched.isEmpty else { return nil }
    matched.sort { a, b in
      if a.layer != b.layer { return a.layer < b.layer }
      if a.specificity != b.specificity { return a.specificity < b.specificity }
      return a.order < b.order
    }
    var winners: [String: (value: String, important: Bool)] = [:]
    for entry in matched {
      for declaration in entry.block.declarations
      where ["content", "display", "position", "float"].contains(declaration.name) {
        if let current = winners[declaration.name], current.important, !declaration.important {
          continue
        }
        winners[declaration.name] = (declaration.value.asciiLowercased(), declaration.important)
      }
    }
    guard let content = winners["content"]?.value, content != "none", content != "normal",
      !content.hasPrefix("var(")
    else { return nil }
    // Out-of-flow boxes (icons placed absolutely, floats) leave the line alone.
    if let position = winners["position"]?.value, position == "absolute" || position == "fixed" {
      return nil
    }
    if let float = winners["float"]?.value, float != "none" { return nil }
    let display = winners["display"]?.value ?? "inline"
    if display == "none" { return nil }
    // An empty inline box puts nothing on the line.
    let isEmpty = content == "\"\"" || content == "''"
    if isEmpty && display == "inline" { return nil }
    let endsWithSpace =
      content.hasSuffix(" \"") || content.hasSuffix(" '") || content.hasSuffix("\\20\"")
    return GeneratedBox(display: display, endsWithSpace: endsWithSpace)
  }
}

/// What a `::before` or `::after` pseudo-element puts in the flow.
struct GeneratedBox: Equatable {
  /// Its `display`, lowercased.
  var display: String
  /// Whether its text ends with a space (white space after an inline one collapses into it).
  var endsWithSpace: Bool
}
