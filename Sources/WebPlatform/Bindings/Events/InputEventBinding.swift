import DOM
import JSCore

/// `InputEvent` (the model's `Events/InputEvent.swift`), declared in
/// `Bindings/IDL/InputEvent.webidl`. There is no `DataTransfer`: `dataTransfer` is always null.
///
/// https://w3c.github.io/uievents/#interface-inputevent
enum InputEventBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "InputEvent", parent: UIEventBinding.definition,
    members: generatedMembers,
    constructor: BindingConstructor(length: 1) { call in
      let type = try call.eventType()
      let dictionary = try IDLDictionary(call, 1)
      let ui = try dictionary.uiEventInit()
      let data = try dictionary.nullableString("data")
      if try dictionary.value("dataTransfer").map({ !$0.isNull }) ?? false {
        throw JSThrow.typeError(
          "The 'dataTransfer' member given to InputEvent is not a DataTransfer")
      }
      let inputType = try dictionary.string("inputType")
      let isComposing = try dictionary.boolean("isComposing")
      _ = try dictionary.value("targetRanges")
      let eventInit = InputEventInit(
        ui, data: data, isComposing: isComposing, inputType: inputType)
      return call.world.wrapper(for: InputEvent(type, eventInit, clock: call.eventClock))
    },
    modelType: InputEvent.self)

  /// `readonly attribute DataTransfer? dataTransfer`: null (there is no DataTransfer).
  static let customDataTransfer = BindingMember.readonly("dataTransfer") { call in
    _ = try call.this(InputEvent.self)
    return .null
  }
}
