import DOM
import JSCore

/// `AbstractRange` (the model's `Ranges/AbstractRange.swift`): the boundary points of live and
/// static ranges, declared in `Bindings/IDL/AbstractRange.webidl`.
///
/// https://dom.spec.whatwg.org/#interface-abstractrange
enum AbstractRangeBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "AbstractRange",
    members: generatedMembers,
    modelType: AbstractRange.self)
}

extension BindingCall {
  /// A `Range` argument.
  func range(_ index: Int) throws -> DOM.Range {
    try object(index, RangeBinding.definition, as: DOM.Range.self)
  }
}
