/// Matches parsed selectors against elements, right to left: the subject compound first, then
/// the combinators leftwards, giving up on a whole branch as soon as no ancestor or sibling can
/// match (WebKit's `SelectorChecker` strategy).
///
/// https://drafts.csswg.org/selectors-4/#match-a-selector-against-an-element
struct SelectorMatcher {
  /// The element `:scope` matches, if any.
  let scope: Element?
  /// Whether the elements belong to an HTML document (type selectors, attribute names and the
  /// HTML attribute list then fold ASCII case on HTML elements).
  let isHTMLDocument: Bool
  /// Whether the document is in quirks mode (classes and IDs then fold ASCII case).
  let isQuirksMode: Bool
  /// Whether an attribute selector first writes a stale `style` attribute (see
  /// `Element+StyleAttribute.swift`): script's selector APIs (`matches`, `closest`,
  /// `querySelector`) do, as WebKit's; style resolution does not (fixtures
  /// `style-attribute/selectors` and `style-attribute/order`).
  var synchronizesStyleAttribute = true
  /// The element a `:has()` argument is being tested against.
  private var anchor: Element?

  /// A matcher for elements of `document`, with `:scope` matching `scope`.
  init(scope: Element?, document: Document?) {
    self.scope = scope
    self.isHTMLDocument = document?.isHTMLDocument ?? true
    self.isQuirksMode = document?.mode == .quirks
  }

  /// The outcome of matching part of a complex selector, saying how far the failure reaches.
  private enum Outcome {
    case matches
    /// This element failed; others may still match.
    case failsLocally
    /// No later sibling of this element can match either.
    case failsAllSiblings
    /// No ancestor can match either.
    case failsCompletely
  }

  // MARK: - Complex selectors

  /// Whether any selector of `list` matches `element`.
  func matches(_ list: [ComplexSelector], _ element: Element) -> Bool {
    for selector in list where matches(selector, element) { return true }
    return false
  }

  /// Whether `selector`, from a style sheet of `host`'s shadow tree, matches the featureless
  /// shadow host itself (`:host`, `:host(.x)`).
  ///
  /// https://drafts.csswg.org/css-scoping-1/#host-selector
  func matchesAsShadowHost(_ selector: ComplexSelector, _ host: Element) -> Bool {
    if selector.hasPseudoElement { return false }
    return match(selector, 0, host, featureless: true) == .matches
  }

  /// Whether `selector` matches `element`. https://drafts.csswg.org/selectors-4/#match-a-complex-selector-against-an-element
  func matches(_ selector: ComplexSelector, _ element: Element) -> Bool {
    if selector.hasPseudoElement { return false }
    return match(selector, 0, element) == .matches
  }

  /// The host of the shadow root `element` is a child of: the featureless host that
  /// `:host` matches, the parent of the shadow tree's top elements for combinators.
  ///
  /// https://drafts.csswg.org/css-scoping-1/#host-element-in-tree
  @inline(__always)
  private func featurelessHost(above element: Element) -> Element? {
    guard element.parentStorage is ShadowRoot else { return nil }
    return (element.parentStorage as? ShadowRoot)?.host
  }

  private func match(
    _ selector: ComplexSelector, _ index: Int, _ element: Element, featureless: Bool = false
  ) -> Outcome {
    if featureless {
      guard matchesFeatureless(selector.compounds[index], element) else { return .failsLocally }
    } else {
      guard matches(selector.compounds[index], element) else { return .failsLocally }
    }
    let next = index + 1
    if next == selector.compounds.count { return .matches }
    // Nothing is above or beside the featureless host in its shadow tree's context.
    if featureless { return .failsCompletely }
    switch selector.combinators[index] {
    case .descendant:
      var ancestor = element.parentElement
      var top = element
      while let candidate = ancestor {
        let outcome = match(selector, next, candidate)
        if outcome == .matches || outcome == .failsCompletely { return outcome }
        top = candidate
        ancestor = candidate.parentElement
      }
      if let host = featurelessHost(above: top) {
        return match(selector, next, host, featureless: true)
      }
      return .failsCompletely
    case .child:
      guard let parent = element.parentElement else {
        if let host = featurelessHost(above: element) {
          return match(selector, next, host, featureless: true)
        }
        return .failsCompletely
      }
      let outcome = match(selector, next, parent)
      if outcome == .matches || outcome == .failsCompletely { return outcome }
      return .failsAllSiblings
    case .nextSibling:
      guard let sibling = element.previousElementSibling else { return .failsAllSiblings }
      return match(selector, next, sibling)
    case .subsequentSibling:
      var sibling = element.previousElementSibling
      while let candidate = sibling {
        let outcome = match(selector, next, candidate)
        if outcome != .failsLocally { return outcome }
        sibling = candidate.previousElementSibling
      }
      return .failsAllSiblings
    }
  }

  // MARK: - Compound and simple selectors

  /// Whether `compound` matches the featureless shadow host `host`: only when all of its
  /// simple selectors are `:host`/`:host()` that match it, or `:is()`/`:where()` of such a
  /// compound (WebKit: `:is(:host) p` matches; fixture shadow/selectors, `isHost`).
  private func matchesFeatureless(_ compound: CompoundSelector, _ host: Element) -> Bool {
    guard !compound.simpleSelectors.isEmpty else { return false }
    for simple in compound.simpleSelectors {
      switch simple {
      case .pseudoClass(.host(let argument)):
        if let argument, !matches(argument, host) { return false }
      case .pseudoClass(.isAny(let list, _)):
        let any = list.contains { selector in
          selector.compounds.count == 1 && !selector.hasPseudoElement
            && matchesFeatureless(selector.compounds[0], host)
        }
        if !any { return false }
      default:
        return false
      }
    }
    return true
  }

  /// Whether every simple selector of `compound` matches `element`.
  func matches(_ compound: CompoundSelector, _ element: Element) -> Bool {
    for simple in compound.simpleSelectors where !matches(simple, element) { return false }
    return true
  }

  @inline(__always)
  private func isHTMLInHTMLDocument(_ element: Element) -> Bool {
    isHTMLDocument && element.qualifiedName.namespace == .html
  }

  private func matches(_ simple: SimpleSelector, _ element: Element) -> Bool {
    switch simple {
    case .type(let type):
      let name = element.qualifiedName
      let wanted = isHTMLInHTMLDocument(element) ? type.lowercasedName : type.name
      guard SelectorStringMatching.equals(name.localName, wanted) else { return false }
      if case .none = type.namespace { return name.namespace == nil }
      return true
    case .universal(let namespace):
      if case .none = namespace { return element.qualifiedName.namespace == nil }
      return true
    case .id(let id):
      // https://dom.spec.whatwg.org/#concept-id
      for slot in element.attributeStorage
      where slot.name.namespace == nil && slot.name.localName == "id" {
        return SelectorStringMatching.equals(slot.value, id, ignoreCase: isQuirksMode)
      }
      return false
    case .className(let className):
      // https://dom.spec.whatwg.org/#concept-class
      for slot in element.attributeStorage
      where slot.name.namespace == nil && slot.name.localName == "class" {
        return SelectorStringMatching.containsToken(
          slot.value, className, ignoreCase: isQuirksMode)
      }
      return false
    case .attribute(let attribute):
      return matches(attribute, element)
    case .pseudoClass(let pseudo):
      return matches(pseudo, element)
    case .relativeAnchor:
      return element === anchor
    }
  }

  /// https://drafts.csswg.org/selectors-4/#attribute-selectors
  private func matches(_ selector: AttributeSelector, _ element: Element) -> Bool {
    let htmlRules = isHTMLInHTMLDocument(element)
    let name = htmlRules ? selector.lowercasedName : selector.name
    let ignoreCase: Bool
    switch selector.caseFlag {
    case .insensitive: ignoreCase = true
    case .sensitive: ignoreCase = false
    case .none: ignoreCase = htmlRules && selector.isCaseInsensitiveInHTML
    }
    if synchronizesStyleAttribute { element.synchronizeStyleAttribute() }
    for slot in element.attributeStorage
    where SelectorStringMatching.equals(slot.name.localName, name) {
      if case .none = selector.namespace, slot.name.namespace != nil { continue }
      // With `*|name`, an attribute in a namespace uses case-sensitive values.
      let fold = ignoreCase && (slot.name.namespace == nil || selector.caseFlag == .insensitive)
      if matches(value: slot.value, selector, ignoreCase: fold) { return true }
    }
    return false
  }

  private func matches(value: String, _ selector: AttributeSelector, ignoreCase: Bool) -> Bool {
    let wanted = selector.value
    switch selector.op {
    case .exists:
      return true
    case .equals:
      return SelectorStringMatching.equals(value, wanted, ignoreCase: ignoreCase)
    case .includes:
      if wanted.isEmpty || wanted.utf8.contains(where: \.isASCIIWhitespace) { return false }
      return SelectorStringMatching.containsToken(value, wanted, ignoreCase: ignoreCase)
    case .dashMatch:
      if SelectorStringMatching.equals(value, wanted, ignoreCase: ignoreCase) { return true }
      return SelectorStringMatching.hasPrefix(value, wanted + "-", ignoreCase: ignoreCase)
    case .prefix:
      return !wanted.isEmpty
        && SelectorStringMatching.hasPrefix(value, wanted, ignoreCase: ignoreCase)
    case .suffix:
      return !wanted.isEmpty
        && SelectorStringMatching.hasSuffix(value, wanted, ignoreCase: ignoreCase)
    case .substring:
      return !wanted.isEmpty
        && SelectorStringMatching.contains(value, wanted, ignoreCase: ignoreCase)
    }
  }

  // MARK: - Pseudo-classes

  private func matches(_ pseudo: PseudoClass, _ element: Element) -> Bool {
    switch pseudo {
    case .root:
      return element.parentNode is Document
    case .empty:
      var child = element.firstChild
      while let node = child {
        if node is Element { return false }
        if let text = node as? Text, !text.dataStorage.isEmpty { return false }
        child = node.nextSibling
      }
      return true
    case .firstChild:
      return element.previousElementSibling == nil
    case .lastChild:
      return element.nextElementSibling == nil
    case .onlyChild:
      return element.previousElementSibling == nil && element.nextElementSibling == nil
    case .firstOfType:
      return siblingsOfType(element, forward: false, stopAtFirst: true) == 0
    case .lastOfType:
      return siblingsOfType(element, forward: true, stopAtFirst: true) == 0
    case .onlyOfType:
      return siblingsOfType(element, forward: false, stopAtFirst: true) == 0
        && siblingsOfType(element, forward: true, stopAtFirst: true) == 0
    case .nthChild(let step, let filter):
      return matchesNthChild(step, filter, element, forward: false)
    case .nthLastChild(let step, let filter):
      return matchesNthChild(step, filter, element, forward: true)
    case .nthOfType(let step):
      return step.matches(index: 1 + siblingsOfType(element, forward: false, stopAtFirst: false))
    case .nthLastOfType(let step):
      return step.matches(index: 1 + siblingsOfType(element, forward: true, stopAtFirst: false))
    case .not(let list):
      return !matches(list, element)
    case .isAny(let list, _):
      return matches(list, element)
    case .has(let list):
      return matchesHas(list, element)
    case .scope:
      return element === scope
    case .link, .anyLink:
      return element.isHyperlink
    case .checked:
      return element.isCheckedState
    case .disabled:
      return element.isDisabledState
    case .enabled:
      return element.canBeDisabled && !element.isDisabledState
    case .required:
      return element.isRequiredState
    case .optional:
      return element.isFormControlWithRequirement && !element.isRequiredState
    case .readOnly:
      return !element.isReadWriteState
    case .readWrite:
      return element.isReadWriteState
    case .placeholderShown:
      return element.isPlaceholderShown
    case .defined:
      return element.isDefinedState
    case .lang(let ranges):
      return element.matchesLanguage(ranges)
    case .dir(let direction):
      return element.directionality == direction
    case .neverMatching:
      return false
    case .host:
      // Only the featureless host matches (see `matchesFeatureless`).
      return false
    }
  }

  /// The number of element siblings before (or after, if `forward`) `element` with its
  /// expanded name; with `stopAtFirst`, 0 or 1.
  private func siblingsOfType(_ element: Element, forward: Bool, stopAtFirst: Bool) -> Int {
    let name = element.qualifiedName
    var count = 0
    var sibling = forward ? element.nextElementSibling : element.previousElementSibling
    while let candidate = sibling {
      let other = candidate.qualifiedName
      if other === name || (other.localName == name.localName && other.namespace == name.namespace)
      {
        count += 1
        if stopAtFirst { return count }
      }
      sibling = forward ? candidate.nextElementSibling : candidate.previousElementSibling
    }
    return count
  }

  /// `:nth-child()` and `:nth-last-child()`, with an optional `of S` filter.
  private func matchesNthChild(
    _ step: AnPlusB, _ filter: [ComplexSelector]?, _ element: Element, forward: Bool
  ) -> Bool {
    if let filter, !matches(filter, element) { return false }
    var index = 1
    var sibling = forward ? element.nextElementSibling : element.previousElementSibling
    while let candidate = sibling {
      if let filter {
        if matches(filter, candidate) { index += 1 }
      } else {
        index += 1
      }
      sibling = forward ? candidate.nextElementSibling : candidate.previousElementSibling
    }
    return step.matches(index: index)
  }

  /// `:has()`: whether some element reachable from `element` through a relative selector
  /// matches it with `element` as the anchor. https://drafts.csswg.org/selectors-4/#relational
  private func matchesHas(_ list: [ComplexSelector], _ element: Element) -> Bool {
    var inner = self
    inner.anchor = element
    for relative in list where !relative.hasPseudoElement {
      if relative.isShallowRelative {
        // `> X` or `+ X`: only children, or only the next sibling.
        let compound = relative.compounds[0]
        if relative.relativeCombinator == .nextSibling {
          if let next = element.nextElementSibling, inner.matches(compound, next) { return true }
          continue
        }
        var child = element.firstElementChild
        while let candidate = child {
          if inner.matches(compound, candidate) { return true }
          child = candidate.nextElementSibling
        }
        continue
      }
      if relative.isSiblingRelative {
        let descends = relative.combinators.dropLast().contains {
          $0 == .descendant || $0 == .child
        }
        var sibling = element.nextElementSibling
        while let candidate = sibling {
          if inner.matches(relative, candidate) { return true }
          if descends && inner.anyDescendant(of: candidate, matches: relative) { return true }
          sibling = candidate.nextElementSibling
        }
        continue
      }
      if inner.anyDescendant(of: element, matches: relative) { return true }
    }
    return false
  }

  private func anyDescendant(of root: Element, matches selector: ComplexSelector) -> Bool {
    var node = root.firstChild
    while let current = node {
      if let candidate = current as? Element, matches(selector, candidate) { return true }
      node = current.nextInTreeOrder(within: root)
    }
    return false
  }
}
