/// A selector's specificity, packed so that comparing two packed values compares the triples
/// (IDs, then classes/attributes/pseudo-classes, then types/pseudo-elements), each part
/// saturating at 1023.
///
/// https://drafts.csswg.org/selectors-4/#specificity-rules
struct Specificity: Comparable, Sendable {
  /// `a << 20 | b << 10 | c`.
  var packed: UInt32

  static let zero = Specificity(packed: 0)

  init(packed: UInt32) { self.packed = packed }

  init(ids: Int, classes: Int, types: Int) {
    func clamp(_ value: Int) -> UInt32 { UInt32(min(max(value, 0), 1023)) }
    packed = clamp(ids) << 20 | clamp(classes) << 10 | clamp(types)
  }

  var ids: Int { Int(packed >> 20) }
  var classes: Int { Int((packed >> 10) & 1023) }
  var types: Int { Int(packed & 1023) }

  static func < (lhs: Specificity, rhs: Specificity) -> Bool { lhs.packed < rhs.packed }

  /// The sum of two specificities (part by part).
  static func + (lhs: Specificity, rhs: Specificity) -> Specificity {
    Specificity(
      ids: lhs.ids + rhs.ids, classes: lhs.classes + rhs.classes, types: lhs.types + rhs.types)
  }

  /// The specificity of a complex selector.
  ///
  /// Nested selector arguments (`:is()`, `:not()`, `:has()`, `:nth-child(… of S)`,
  /// `:host()`) count as their most specific argument. The walk follows the arguments as
  /// deep as the selector parser built them (it recurses no deeper than parsing did).
  init(of selector: ComplexSelector) {
    self = Specificity.ofComplex(selector)
  }

  private static func ofComplex(_ selector: ComplexSelector) -> Specificity {
    var total = Specificity.zero
    for compound in selector.compounds { total = total + ofCompound(compound) }
    return total
  }

  private static func ofCompound(_ compound: CompoundSelector) -> Specificity {
    var ids = 0
    var classes = 0
    var types = compound.pseudoElement == nil ? 0 : 1
    var extra = compound.slottedArgument.map { ofCompound($0.compound) } ?? .zero
    for simple in compound.simpleSelectors {
      switch simple {
      case .id: ids += 1
      case .className, .attribute: classes += 1
      case .type: types += 1
      case .universal, .relativeAnchor: break
      case .pseudoClass(let pseudo):
        switch pseudo {
        case .isAny(let list, let zero):
          if !zero { extra = extra + maximum(list) }
        case .not(let list), .has(let list):
          extra = extra + maximum(list)
        case .nthChild(_, let of?), .nthLastChild(_, let of?):
          classes += 1
          extra = extra + maximum(of)
        case .host(let argument?):
          classes += 1
          extra = extra + ofCompound(argument)
        default:
          classes += 1
        }
      }
    }
    return Specificity(ids: ids, classes: classes, types: types) + extra
  }

  /// The largest specificity in a list (zero for an empty one).
  private static func maximum(_ list: [ComplexSelector]) -> Specificity {
    list.map(ofComplex).max() ?? .zero
  }
}
