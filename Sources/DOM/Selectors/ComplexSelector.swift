/// A combinator: the relationship between two compound selectors.
///
/// https://drafts.csswg.org/selectors-4/#combinators
enum Combinator: Equatable, Sendable {
  /// Whitespace: `A B`. https://drafts.csswg.org/selectors-4/#descendant-combinators
  case descendant
  /// `A > B`. https://drafts.csswg.org/selectors-4/#child-combinators
  case child
  /// `A + B`. https://drafts.csswg.org/selectors-4/#adjacent-sibling-combinators
  case nextSibling
  /// `A ~ B`. https://drafts.csswg.org/selectors-4/#general-sibling-combinators
  case subsequentSibling
}

/// A complex selector: compound selectors joined by combinators, stored right to left so
/// matching starts with the subject.
///
/// https://drafts.csswg.org/selectors-4/#complex
struct ComplexSelector: Sendable {
  /// The compound selectors, from the subject (rightmost) leftwards.
  var compounds: [CompoundSelector]
  /// `combinators[i]` relates `compounds[i]` to `compounds[i + 1]`, the compound on its left.
  var combinators: [Combinator]
  /// Whether the selector names a pseudo-element (and so never matches an element).
  var hasPseudoElement: Bool
  /// For a relative selector (an argument of `:has()`), the leading combinator; the leftmost
  /// compound is then the anchor. https://drafts.csswg.org/selectors-4/#relative
  var relativeCombinator: Combinator?

  /// Whether the relative selector is one compound after `>` or `+`: its matches are then only
  /// the anchor's children or next sibling.
  var isShallowRelative: Bool {
    compounds.count == 2 && (relativeCombinator == .child || relativeCombinator == .nextSibling)
  }

  /// Whether the relative selector only reaches the anchor's later siblings and their
  /// descendants (it starts with `+` or `~`).
  var isSiblingRelative: Bool {
    relativeCombinator == .nextSibling || relativeCombinator == .subsequentSibling
  }
}
