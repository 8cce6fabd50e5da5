import DOM
import JSCore

/// `Selection` (the model's `Selection/Selection.swift`), declared in
/// `Bindings/IDL/Selection.webidl`: one per document, so `document.getSelection()` (and
/// `window.getSelection()`) always give the same object.
///
/// https://w3c.github.io/selection-api/#selection-interface
enum SelectionBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "Selection",
    members: generatedMembers,
    modelType: Selection.self)

  /// `readonly attribute DOMString direction`: the model's direction, by name.
  static let customDirection = BindingMember.readonly("direction") { call in
    .string(try call.this(Selection.self).direction.rawValue)
  }

  /// `getComposedRanges(optional GetComposedRangesOptions options = {})`: its `shadowRoots`.
  static let customGetComposedRanges = BindingMember.operation("getComposedRanges") { call in
    let selection = try call.this(Selection.self)
    let roots = try call.shadowRoots(in: try IDLDictionary(call, 0))
    let ranges = selection.getComposedRanges(shadowRoots: roots)
    return try call.array(ranges.map { call.world.wrapper(for: $0) })
  }
}
