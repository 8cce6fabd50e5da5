import DOM
import JSCore

/// `Selection` (the model's `Selection/Selection.swift`): one per document, so
/// `document.getSelection()` (and `window.getSelection()`) always give the same object.
///
/// https://w3c.github.io/selection-api/#selection-interface
enum SelectionBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "Selection",
    members: [
      .readonly("anchorNode") { call in call.wrap(try call.this(Selection.self).anchorNode) },
      .readonly("anchorOffset") { call in call.number(try call.this(Selection.self).anchorOffset) },
      .readonly("focusNode") { call in call.wrap(try call.this(Selection.self).focusNode) },
      .readonly("focusOffset") { call in call.number(try call.this(Selection.self).focusOffset) },
      .readonly("isCollapsed") { call in .boolean(try call.this(Selection.self).isCollapsed) },
      .readonly("rangeCount") { call in call.number(try call.this(Selection.self).rangeCount) },
      .readonly("type") { call in .string(try call.this(Selection.self).type) },
      .readonly("direction") { call in
        .string(try call.this(Selection.self).direction.rawValue)
      },
      .operation("getRangeAt", length: 1) { call in
        let selection = try call.this(Selection.self)
        try call.requireArguments(1)
        return call.wrap(try selection.getRangeAt(try call.unsignedLong(0)))
      },
      .operation("addRange", length: 1) { call in
        let selection = try call.this(Selection.self)
        try call.requireArguments(1)
        selection.addRange(try call.range(0))
        return .undefined
      },
      .operation("removeRange", length: 1) { call in
        let selection = try call.this(Selection.self)
        try call.requireArguments(1)
        try selection.removeRange(try call.range(0))
        return .undefined
      },
      .operation("removeAllRanges") { call in
        try call.this(Selection.self).removeAllRanges()
        return .undefined
      },
      .operation("empty") { call in
        try call.this(Selection.self).empty()
        return .undefined
      },
      .operation("getComposedRanges") { call in
        // `optional GetComposedRangesOptions options = {}`: its `shadowRoots`.
        let selection = try call.this(Selection.self)
        let roots = try call.shadowRoots(in: try IDLDictionary(call, 0))
        let ranges = selection.getComposedRanges(shadowRoots: roots)
        return try call.array(ranges.map { call.world.wrapper(for: $0) })
      },
      .operation("collapse", length: 1) { call in
        let selection = try call.this(Selection.self)
        try call.requireArguments(1)
        try selection.collapse(try call.nullableNode(0), try call.unsignedLong(1))
        return .undefined
      },
      .operation("setPosition", length: 1) { call in
        let selection = try call.this(Selection.self)
        try call.requireArguments(1)
        try selection.setPosition(try call.nullableNode(0), try call.unsignedLong(1))
        return .undefined
      },
      .operation("collapseToStart") { call in
        try call.this(Selection.self).collapseToStart()
        return .undefined
      },
      .operation("collapseToEnd") { call in
        try call.this(Selection.self).collapseToEnd()
        return .undefined
      },
      .operation("extend", length: 1) { call in
        let selection = try call.this(Selection.self)
        try call.requireArguments(1)
        try selection.extend(try call.node(0), try call.unsignedLong(1))
        return .undefined
      },
      .operation("setBaseAndExtent", length: 4) { call in
        let selection = try call.this(Selection.self)
        try call.requireArguments(4)
        try selection.setBaseAndExtent(
          try call.node(0), try call.unsignedLong(1), try call.node(2), try call.unsignedLong(3))
        return .undefined
      },
      .operation("selectAllChildren", length: 1) { call in
        let selection = try call.this(Selection.self)
        try call.requireArguments(1)
        try selection.selectAllChildren(try call.node(0))
        return .undefined
      },
      .operation("modify") { call in
        let selection = try call.this(Selection.self)
        selection.modify(
          try call.optionalString(0), try call.optionalString(1), try call.optionalString(2))
        return .undefined
      },
      .operation("deleteFromDocument") { call in
        try call.this(Selection.self).deleteFromDocument()
        return .undefined
      },
      .operation("containsNode", length: 1) { call in
        let selection = try call.this(Selection.self)
        try call.requireArguments(1)
        return .boolean(
          selection.containsNode(try call.node(0), allowPartialContainment: call.boolean(1)))
      },
      .operation("toString") { call in .string(try call.this(Selection.self).toString()) },
    ],
    modelType: Selection.self)
}
