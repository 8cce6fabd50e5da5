import DOM
import JSCore

/// `Range` (the model's `Ranges/Range.swift`, `Range+Mutation.swift`, `Range+DOMParsing.swift`
/// and `Range+CSSOMView.swift`): a live range, declared in `Bindings/IDL/Range.webidl`.
/// `getClientRects()` and `getBoundingClientRect()` give zero rectangles (there is no layout).
///
/// https://dom.spec.whatwg.org/#interface-range
enum RangeBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "Range", parent: AbstractRangeBinding.definition,
    members: generatedMembers,
    constructor: BindingConstructor { call in
      call.world.wrapper(for: DOM.Range(document: call.world.runtime.document))
    },
    modelType: DOM.Range.self)
}
