import DOM
import JSCore

/// `MutationRecord` (the model's `MutationObservers/MutationRecord.swift`): `addedNodes` and
/// `removedNodes` are static NodeLists, the same object on every read.
///
/// https://dom.spec.whatwg.org/#interface-mutationrecord
enum MutationRecordBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "MutationRecord",
    members: [
      .readonly("type") { call in .string(try call.this(MutationRecord.self).type.rawValue) },
      .readonly("target") { call in call.wrap(try call.this(MutationRecord.self).target) },
      .readonly("addedNodes") { call in
        call.wrap(try call.this(MutationRecord.self).addedNodeList)
      },
      .readonly("removedNodes") { call in
        call.wrap(try call.this(MutationRecord.self).removedNodeList)
      },
      .readonly("previousSibling") { call in
        call.wrap(try call.this(MutationRecord.self).previousSibling)
      },
      .readonly("nextSibling") { call in
        call.wrap(try call.this(MutationRecord.self).nextSibling)
      },
      .readonly("attributeName") { call in
        call.string(try call.this(MutationRecord.self).attributeName)
      },
      .readonly("attributeNamespace") { call in
        call.string(try call.this(MutationRecord.self).attributeNamespace)
      },
      .readonly("oldValue") { call in call.string(try call.this(MutationRecord.self).oldValue) },
    ],
    modelType: MutationRecord.self)
}
