/// The argument of `::slotted(<compound-selector>)`: what an element assigned to a slot must
/// match for the rule to style it. A class, so the compound can hold it (a compound cannot
/// contain a compound by value).
///
/// https://drafts.csswg.org/css-scoping-1/#slotted-pseudo
final class SlottedArgument: Sendable {
  /// The compound selector.
  let compound: CompoundSelector

  init(_ compound: CompoundSelector) {
    self.compound = compound
  }
}
