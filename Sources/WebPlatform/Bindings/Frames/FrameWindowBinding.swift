import DOM
import JSCore

/// The window of a same-origin child frame (``FrameWindow``): an event target with the members
/// a script of the main window uses (see ``FrameWindow`` for what is left out). Hidden: no
/// global constructor; `Object.prototype.toString` says `[object Window]`.
///
/// https://html.spec.whatwg.org/multipage/nav-history-apis.html#the-window-object
enum FrameWindowBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "FrameWindow", parent: EventTargetBinding.definition,
    members: [
      .readonly("window") { call in call.wrap(try call.this(FrameWindow.self)) },
      .readonly("self") { call in call.wrap(try call.this(FrameWindow.self)) },
      .readonly("frames") { call in call.wrap(try call.this(FrameWindow.self)) },
      .readonly("parent") { call in
        _ = try call.this(FrameWindow.self)
        return .value(call.world.global)
      },
      .readonly("top") { call in
        _ = try call.this(FrameWindow.self)
        return .value(call.world.global)
      },
      .readonly("opener") { _ in .null },
      .readonly("length") { call in
        _ = try call.this(FrameWindow.self)
        return .number(0)
      },
      .readonly("closed") { call in .boolean(try call.this(FrameWindow.self).closed) },
      .readonly("document") { call in call.wrap(try call.this(FrameWindow.self).document) },
      .attribute(
        "location", get: { call in call.wrap(try call.this(FrameWindow.self).location) },
        set: { call in
          try call.this(FrameWindow.self).location.navigate(
            to: try call.string(0), kind: .hrefSet)
        }),
      .readonly("frameElement") { call in
        call.wrap(try call.this(FrameWindow.self).frame?.element)
      },
      .readonly("name") { call in
        .string(
          try call.this(FrameWindow.self).frame?.element?.attributeValue(localName: "name") ?? "")
      },
      .readonly("origin") { call in .string(try call.this(FrameWindow.self).origin) },
    ] + FrameWindowBinding.crossOriginOperations(FrameWindow.self),
    exposure: .hidden, modelType: FrameWindow.self, toStringTag: "Window")

  /// `postMessage`, `close`, `focus` and `blur`: allowed on any frame window.
  static func crossOriginOperations<T: FrameWindow>(_ type: T.Type) -> [BindingMember] {
    [
      .operation("postMessage", length: 1) { call in
        let frameWindow = try call.this(T.self)
        try call.requireArguments(1)
        var targetOrigin = "/"
        if call.js.isObject(1) {
          targetOrigin = try IDLDictionary(call, 1).string("targetOrigin", default: "/")
        } else if !call.js.isUndefined(1) {
          targetOrigin = try call.string(1)
        }
        let data = try call.world.structuredClone(call.argument(0))
        try frameWindow.postMessage(data, targetOrigin: targetOrigin)
        return .undefined
      },
      .operation("close") { call in
        _ = try call.this(T.self)
        return .undefined
      },
      .operation("focus") { call in
        _ = try call.this(T.self)
        return .undefined
      },
      .operation("blur") { call in
        _ = try call.this(T.self)
        return .undefined
      },
    ]
  }
}
