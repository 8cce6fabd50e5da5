import DOM
import JSCore

/// `TextEvent` (the model's `Events/TextEvent.swift`): legacy, made by
/// `document.createEvent("TextEvent")` only.
///
/// https://w3c.github.io/uievents/#textevent
enum TextEventBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "TextEvent", parent: UIEventBinding.definition,
    members: [
      .readonly("data") { call in .string(try call.this(TextEvent.self).data) },
      .operation("initTextEvent", length: 1) { call in
        let event = try call.this(TextEvent.self)
        try call.requireArguments(1)
        event.initTextEvent(
          try call.string(0), bubbles: call.boolean(1), cancelable: call.boolean(2),
          view: try call.nullableWindow(3), data: try call.optionalString(4) ?? "undefined")
        return .undefined
      },
    ],
    modelType: TextEvent.self)
}
