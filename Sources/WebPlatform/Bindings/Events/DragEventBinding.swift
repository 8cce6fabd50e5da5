import DOM
import JSCore

/// `DragEvent` (the model's `Events/DragEvent.swift`), declared in
/// `Bindings/IDL/DragEvent.webidl`. There is no `DataTransfer`: `dataTransfer` is always null.
///
/// https://html.spec.whatwg.org/multipage/dnd.html#the-dragevent-interface
enum DragEventBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "DragEvent", parent: MouseEventBinding.definition,
    members: generatedMembers,
    constructor: BindingConstructor(length: 1) { call in
      let type = try call.eventType()
      let dictionary = try IDLDictionary(call, 1)
      let mouse = try dictionary.mouseEventInit()
      if try dictionary.value("dataTransfer").map({ !$0.isNull }) ?? false {
        throw JSThrow.typeError(
          "The 'dataTransfer' member given to DragEvent is not a DataTransfer")
      }
      return call.world.wrapper(for: DragEvent(type, mouse, clock: call.eventClock))
    },
    modelType: DragEvent.self)

  /// `readonly attribute DataTransfer? dataTransfer`: null (there is no DataTransfer).
  static let customDataTransfer = BindingMember.readonly("dataTransfer") { call in
    _ = try call.this(DragEvent.self)
    return .null
  }
}
