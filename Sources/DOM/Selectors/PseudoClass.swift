/// A pseudo-class this implementation knows.
///
/// https://drafts.csswg.org/selectors-4/#pseudo-classes and, for the HTML meaning of each,
/// https://html.spec.whatwg.org/multipage/semantics-other.html#pseudo-classes
enum PseudoClass: Sendable {
  /// https://drafts.csswg.org/selectors-4/#the-root-pseudo
  case root
  /// https://drafts.csswg.org/selectors-4/#the-empty-pseudo
  case empty
  /// https://drafts.csswg.org/selectors-4/#the-first-child-pseudo
  case firstChild
  /// https://drafts.csswg.org/selectors-4/#the-last-child-pseudo
  case lastChild
  /// https://drafts.csswg.org/selectors-4/#the-only-child-pseudo
  case onlyChild
  /// https://drafts.csswg.org/selectors-4/#the-first-of-type-pseudo
  case firstOfType
  /// https://drafts.csswg.org/selectors-4/#the-last-of-type-pseudo
  case lastOfType
  /// https://drafts.csswg.org/selectors-4/#the-only-of-type-pseudo
  case onlyOfType
  /// `:nth-child(An+B [of S])`. https://drafts.csswg.org/selectors-4/#the-nth-child-pseudo
  case nthChild(AnPlusB, of: [ComplexSelector]?)
  /// https://drafts.csswg.org/selectors-4/#the-nth-last-child-pseudo
  case nthLastChild(AnPlusB, of: [ComplexSelector]?)
  /// https://drafts.csswg.org/selectors-4/#the-nth-of-type-pseudo
  case nthOfType(AnPlusB)
  /// https://drafts.csswg.org/selectors-4/#the-nth-last-of-type-pseudo
  case nthLastOfType(AnPlusB)
  /// https://drafts.csswg.org/selectors-4/#negation
  case not([ComplexSelector])
  /// `:is()` and `:where()` (specificity does not matter to matching).
  /// https://drafts.csswg.org/selectors-4/#matches
  /// `zeroSpecificity` for `:where()`.
  case isAny([ComplexSelector], zeroSpecificity: Bool)
  /// `:has()`, with relative selectors. https://drafts.csswg.org/selectors-4/#relational
  case has([ComplexSelector])
  /// https://drafts.csswg.org/selectors-4/#the-scope-pseudo
  case scope
  /// https://html.spec.whatwg.org/multipage/semantics-other.html#selector-link
  case link
  /// https://html.spec.whatwg.org/multipage/semantics-other.html#selector-any-link
  case anyLink
  /// https://html.spec.whatwg.org/multipage/semantics-other.html#selector-checked
  case checked
  /// https://html.spec.whatwg.org/multipage/semantics-other.html#selector-disabled
  case disabled
  /// https://html.spec.whatwg.org/multipage/semantics-other.html#selector-enabled
  case enabled
  /// https://html.spec.whatwg.org/multipage/semantics-other.html#selector-required
  case required
  /// https://html.spec.whatwg.org/multipage/semantics-other.html#selector-optional
  case optional
  /// https://html.spec.whatwg.org/multipage/semantics-other.html#selector-read-only
  case readOnly
  /// https://html.spec.whatwg.org/multipage/semantics-other.html#selector-read-write
  case readWrite
  /// https://html.spec.whatwg.org/multipage/semantics-other.html#selector-placeholder-shown
  case placeholderShown
  /// https://html.spec.whatwg.org/multipage/semantics-other.html#selector-defined
  case defined
  /// `:lang(range, …)`, the ranges as written. https://drafts.csswg.org/selectors-4/#the-lang-pseudo
  case lang([String])
  /// `:dir(ltr)` or `:dir(rtl)`; any other ident matches nothing.
  /// https://drafts.csswg.org/selectors-4/#the-dir-pseudo
  case dir(String)
  /// `:host` and `:host(<compound-selector>)`: the shadow host, seen from inside its shadow
  /// tree (where it is featureless: only these match it, and ordinary elements never do).
  /// https://drafts.csswg.org/css-scoping-1/#host-selector
  indirect case host(CompoundSelector?)
  /// A pseudo-class about user interaction, focus, history, validity or media state, which no
  /// element of a saved page is in (`:hover`, `:focus`, `:visited`, …): it parses, and never
  /// matches.
  case neverMatching(String)

  /// The pseudo-classes without arguments, by lowercased name.
  static let identifierPseudoClasses: [String: PseudoClass] = [
    "root": .root, "empty": .empty, "first-child": .firstChild, "last-child": .lastChild,
    "only-child": .onlyChild, "first-of-type": .firstOfType, "last-of-type": .lastOfType,
    "only-of-type": .onlyOfType, "scope": .scope, "link": .link, "any-link": .anyLink,
    "checked": .checked, "disabled": .disabled, "enabled": .enabled, "required": .required,
    "optional": .optional, "read-only": .readOnly, "read-write": .readWrite,
    "placeholder-shown": .placeholderShown, "defined": .defined,
  ]

  /// Known pseudo-classes that depend on state a saved page does not have; they never match.
  static let stateOnlyPseudoClasses: Set<String> = [
    "hover", "active", "focus", "focus-visible", "focus-within", "visited", "target",
    "target-within", "indeterminate", "default", "valid", "invalid", "in-range", "out-of-range",
    "user-valid", "user-invalid", "autofill", "-webkit-autofill", "fullscreen", "modal",
    "popover-open", "playing", "paused",
  ]

  /// Lower is cheaper; structural and attribute-like checks come before subtree searches.
  var matchingCost: Int {
    switch self {
    case .has: 9
    case .not, .isAny: 7
    case .nthChild, .nthLastChild, .nthOfType, .nthLastOfType, .lastChild, .onlyChild,
      .lastOfType, .onlyOfType, .lang, .dir, .readOnly, .readWrite, .disabled, .enabled:
      6
    default: 5
    }
  }
}
