/// `::slotted()` in the cascade: the rules of the shadow trees whose slots an element is
/// assigned to.
///
/// https://drafts.csswg.org/css-scoping-1/#slotted-pseudo
extension StyleEngine {
  /// How many slots of slots are followed (an element assigned to a slot that is itself
  /// assigned to a slot of a deeper shadow tree, and so on).
  static let maximumSlotChain = 64

  /// The `::slotted()` rules that match `element`, each with its tree context: 1 for the
  /// shadow tree of the element's slot, 2 for the tree of that slot's slot, and so on (inner
  /// contexts lose to outer ones for normal declarations). As in WebKit, a slot assigned to
  /// another slot is not matched itself.
  func slottedRuleMatches(for element: Element, matcher: SelectorMatcher)
    -> [(entry: StyleRuleSet.Entry, context: Int)]
  {
    // A slot is never among a slot's flattened assigned nodes (its own are, in its place).
    guard element.parentStorage is Element, !(element is HTMLSlotElement) else { return [] }
    var result: [(entry: StyleRuleSet.Entry, context: Int)] = []
    var slottable: Element = element
    var context = 1
    while context <= Self.maximumSlotChain, let slot = SlotAssignment.findSlot(for: slottable) {
      if let root = slot.root as? ShadowRoot {
        for entry in ruleSet(for: root).slottedRules {
          guard let argument = entry.slotted, matcher.matches(argument, element),
            matcher.matches(entry.selector, slot)
          else { continue }
          result.append((entry, context))
        }
      }
      slottable = slot
      context += 1
    }
    return result
  }
}
