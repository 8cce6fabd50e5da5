import DOM
import JSCore

/// `AbstractRange` (the model's `Ranges/AbstractRange.swift`): the boundary points of live and
/// static ranges.
///
/// https://dom.spec.whatwg.org/#interface-abstractrange
enum AbstractRangeBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "AbstractRange",
    members: [
      .readonly("startContainer") { call in
        call.wrap(try call.this(AbstractRange.self).startContainer)
      },
      .readonly("startOffset") { call in call.number(try call.this(AbstractRange.self).startOffset)
      },
      .readonly("endContainer") { call in
        call.wrap(try call.this(AbstractRange.self).endContainer)
      },
      .readonly("endOffset") { call in call.number(try call.this(AbstractRange.self).endOffset) },
      .readonly("collapsed") { call in .boolean(try call.this(AbstractRange.self).collapsed) },
    ],
    modelType: AbstractRange.self)
}

extension BindingCall {
  /// A `Range` argument.
  func range(_ index: Int) throws -> DOM.Range {
    try object(index, RangeBinding.definition, as: DOM.Range.self)
  }
}
