/// A compound selector: simple selectors that all describe one element, with an optional
/// trailing pseudo-element.
///
/// https://drafts.csswg.org/selectors-4/#compound
struct CompoundSelector: Sendable {
  /// The simple selectors, cheapest and most selective first (type, ID, class, attribute,
  /// pseudo-class), so a mismatch is found early.
  var simpleSelectors: [SimpleSelector]
  /// The pseudo-element, lowercased (`before`), if any.
  var pseudoElement: String?
  /// For `::slotted(…)`, its argument.
  var slottedArgument: SlottedArgument?

  /// Sorts `simpleSelectors` into matching order.
  mutating func sortForMatching() {
    simpleSelectors = simpleSelectors.enumerated().sorted {
      ($0.element.matchingCost, $0.offset) < ($1.element.matchingCost, $1.offset)
    }.map(\.element)
  }
}

/// Which namespaces a type, universal or attribute selector accepts.
///
/// https://drafts.csswg.org/selectors-4/#type-nmsp
enum NamespaceConstraint: Sendable {
  /// `*|name`, or no prefix (there is no default namespace).
  case any
  /// `|name`: the null namespace.
  case none
}

/// A type selector: an element name, matched ASCII-case-insensitively on HTML elements in HTML
/// documents. https://drafts.csswg.org/selectors-4/#type-selectors
struct TypeSelector: Sendable {
  /// The name as written.
  var name: String
  /// The name in ASCII lowercase, for HTML elements in HTML documents.
  var lowercasedName: String
  /// The namespace component.
  var namespace: NamespaceConstraint
}

/// A simple selector. https://drafts.csswg.org/selectors-4/#simple
enum SimpleSelector: Sendable {
  /// `div`, `|div`, `*|div`.
  case type(TypeSelector)
  /// `|*` (the unconstrained `*` and `*|*` are dropped: they match every element).
  case universal(NamespaceConstraint)
  /// `#id`. https://drafts.csswg.org/selectors-4/#id-selectors
  case id(String)
  /// `.class`. https://drafts.csswg.org/selectors-4/#class-html
  case className(String)
  /// `[name op value flag]`. https://drafts.csswg.org/selectors-4/#attribute-selectors
  case attribute(AttributeSelector)
  /// `:name` or `:name(…)`. https://drafts.csswg.org/selectors-4/#pseudo-classes
  case pseudoClass(PseudoClass)
  /// The anchor of a relative selector: matches only the element `:has()` is tested on.
  case relativeAnchor

  /// Lower is cheaper (and is tried first).
  var matchingCost: Int {
    switch self {
    case .id: 0
    case .type, .universal, .relativeAnchor: 1
    case .className: 2
    case .attribute: 3
    case .pseudoClass(let pseudo): pseudo.matchingCost
    }
  }
}
