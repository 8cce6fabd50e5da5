import DOM
import JSCore

/// `Range` (the model's `Ranges/Range.swift`, `Range+Mutation.swift`, `Range+DOMParsing.swift`
/// and `Range+CSSOMView.swift`): a live range. `getClientRects()` and
/// `getBoundingClientRect()` give zero rectangles (there is no layout).
///
/// https://dom.spec.whatwg.org/#interface-range
enum RangeBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "Range", parent: AbstractRangeBinding.definition,
    members: [
      .readonly("commonAncestorContainer") { call in
        call.wrap(try call.this(DOM.Range.self).commonAncestorContainer)
      },
      .operation("setStart", length: 2) { call in
        let range = try call.this(DOM.Range.self)
        try call.requireArguments(2)
        try range.setStart(try call.node(0), try call.unsignedLong(1))
        return .undefined
      },
      .operation("setEnd", length: 2) { call in
        let range = try call.this(DOM.Range.self)
        try call.requireArguments(2)
        try range.setEnd(try call.node(0), try call.unsignedLong(1))
        return .undefined
      },
      .operation("setStartBefore", length: 1) { call in
        let range = try call.this(DOM.Range.self)
        try call.requireArguments(1)
        try range.setStartBefore(try call.node(0))
        return .undefined
      },
      .operation("setStartAfter", length: 1) { call in
        let range = try call.this(DOM.Range.self)
        try call.requireArguments(1)
        try range.setStartAfter(try call.node(0))
        return .undefined
      },
      .operation("setEndBefore", length: 1) { call in
        let range = try call.this(DOM.Range.self)
        try call.requireArguments(1)
        try range.setEndBefore(try call.node(0))
        return .undefined
      },
      .operation("setEndAfter", length: 1) { call in
        let range = try call.this(DOM.Range.self)
        try call.requireArguments(1)
        try range.setEndAfter(try call.node(0))
        return .undefined
      },
      .operation("collapse") { call in
        try call.this(DOM.Range.self).collapse(toStart: call.boolean(0))
        return .undefined
      },
      .operation("selectNode", length: 1) { call in
        let range = try call.this(DOM.Range.self)
        try call.requireArguments(1)
        try range.selectNode(try call.node(0))
        return .undefined
      },
      .operation("selectNodeContents", length: 1) { call in
        let range = try call.this(DOM.Range.self)
        try call.requireArguments(1)
        try range.selectNodeContents(try call.node(0))
        return .undefined
      },
      .constant("START_TO_START", 0), .constant("START_TO_END", 1), .constant("END_TO_END", 2),
      .constant("END_TO_START", 3),
      .operation("compareBoundaryPoints", length: 2) { call in
        let range = try call.this(DOM.Range.self)
        try call.requireArguments(2)
        let how = try call.unsignedShort(0)
        return call.number(try range.compareBoundaryPoints(rawHow: how, try call.range(1)))
      },
      .operation("deleteContents") { call in
        try call.this(DOM.Range.self).deleteContents()
        return .undefined
      },
      .operation("extractContents") { call in
        call.wrap(try call.this(DOM.Range.self).extractContents())
      },
      .operation("cloneContents") { call in
        call.wrap(try call.this(DOM.Range.self).cloneContents())
      },
      .operation("insertNode", length: 1) { call in
        let range = try call.this(DOM.Range.self)
        try call.requireArguments(1)
        try range.insertNode(try call.node(0))
        return .undefined
      },
      .operation("surroundContents", length: 1) { call in
        let range = try call.this(DOM.Range.self)
        try call.requireArguments(1)
        try range.surroundContents(try call.node(0))
        return .undefined
      },
      .operation("cloneRange") { call in call.wrap(try call.this(DOM.Range.self).cloneRange()) },
      .operation("detach") { call in
        try call.this(DOM.Range.self).detach()
        return .undefined
      },
      .operation("isPointInRange", length: 2) { call in
        let range = try call.this(DOM.Range.self)
        try call.requireArguments(2)
        return .boolean(try range.isPointInRange(try call.node(0), try call.unsignedLong(1)))
      },
      .operation("comparePoint", length: 2) { call in
        let range = try call.this(DOM.Range.self)
        try call.requireArguments(2)
        return call.number(try range.comparePoint(try call.node(0), try call.unsignedLong(1)))
      },
      .operation("intersectsNode", length: 1) { call in
        let range = try call.this(DOM.Range.self)
        try call.requireArguments(1)
        return .boolean(range.intersectsNode(try call.node(0)))
      },
      .operation("toString") { call in .string(try call.this(DOM.Range.self).stringValue) },
      .operation("createContextualFragment", length: 1) { call in
        let range = try call.this(DOM.Range.self)
        try call.requireArguments(1)
        return call.wrap(try range.createContextualFragment(try call.string(0)))
      },
      .operation("getClientRects") { call in
        call.wrap(try call.this(DOM.Range.self).getClientRects())
      },
      .operation("getBoundingClientRect") { call in
        call.wrap(try call.this(DOM.Range.self).getBoundingClientRect())
      },
    ],
    constructor: BindingConstructor { call in
      call.world.wrapper(for: DOM.Range(document: call.world.runtime.document))
    },
    modelType: DOM.Range.self)
}
