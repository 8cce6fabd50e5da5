import DOM
import JSCore

/// `MutationRecord` (the model's `MutationObservers/MutationRecord.swift`), declared in
/// `Bindings/IDL/MutationRecord.webidl`: `addedNodes` and `removedNodes` are static NodeLists,
/// the same object on every read.
///
/// https://dom.spec.whatwg.org/#interface-mutationrecord
enum MutationRecordBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "MutationRecord", members: generatedMembers, modelType: MutationRecord.self)

  /// `readonly attribute DOMString type`: the record type's string.
  static let customType = BindingMember.readonly("type") { call in
    .string(try call.this(MutationRecord.self).type.rawValue)
  }
}
