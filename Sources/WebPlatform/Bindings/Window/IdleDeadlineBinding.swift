import DOM
import JSCore

/// `IdleDeadline` (the model's `Window/EventLoop/IdleDeadline.swift`).
///
/// https://w3c.github.io/requestidlecallback/#the-idledeadline-interface
enum IdleDeadlineBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "IdleDeadline",
    members: [
      .operation("timeRemaining") { call in
        .number(try call.this(IdleDeadline.self).timeRemaining())
      },
      .readonly("didTimeout") { call in .boolean(try call.this(IdleDeadline.self).didTimeout) },
    ],
    modelType: IdleDeadline.self)
}
