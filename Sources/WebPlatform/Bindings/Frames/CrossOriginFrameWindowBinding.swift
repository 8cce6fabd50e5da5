import DOM
import JSCore

/// The window of a cross-origin child frame (``CrossOriginFrameWindow``): only the
/// cross-origin members work (`window`, `self`, `frames`, `length`, `parent`, `top`, `opener`,
/// `closed`, `location` (assign; `replace`), `postMessage`, `close`, `focus`, `blur`); reading
/// or writing any other name throws Safari's `SecurityError` ("Blocked a frame with origin …
/// from accessing a cross-origin frame."). `then` reads as `undefined` (so that awaiting the
/// window does not throw). Approximation: names inherited from `Object.prototype` (`toString`,
/// `hasOwnProperty`…) are not blocked, and `Object.keys` lists nothing.
///
/// https://html.spec.whatwg.org/multipage/nav-history-apis.html#windowproxy-getownproperty
enum CrossOriginFrameWindowBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "CrossOriginFrameWindow",
    members: [
      .readonly("window") { call in call.wrap(try call.this(CrossOriginFrameWindow.self)) },
      .readonly("self") { call in call.wrap(try call.this(CrossOriginFrameWindow.self)) },
      .readonly("frames") { call in call.wrap(try call.this(CrossOriginFrameWindow.self)) },
      .readonly("parent") { call in
        _ = try call.this(CrossOriginFrameWindow.self)
        return .value(call.world.global)
      },
      .readonly("top") { call in
        _ = try call.this(CrossOriginFrameWindow.self)
        return .value(call.world.global)
      },
      .readonly("opener") { _ in .null },
      .readonly("length") { call in
        _ = try call.this(CrossOriginFrameWindow.self)
        return .number(0)
      },
      .readonly("closed") { call in .boolean(try call.this(CrossOriginFrameWindow.self).closed) },
      .attribute(
        "location",
        get: { call in call.wrap(try call.this(CrossOriginFrameWindow.self).location) },
        set: { call in
          try call.this(CrossOriginFrameWindow.self).location.navigate(
            to: try call.string(0), kind: .hrefSet)
        }),
    ] + FrameWindowBinding.crossOriginOperations(CrossOriginFrameWindow.self),
    exposure: .hidden, legacyPlatformObject: CrossOriginFrameWindowBinding.blocking,
    modelType: CrossOriginFrameWindow.self, toStringTag: "Window")

  /// Every name the prototype does not have throws a `SecurityError` (but `then`).
  static let blocking: LegacyPlatformObject = {
    var legacy = LegacyPlatformObject()
    legacy.namedGetter = { world, _, name in
      if name == "then" { return nil }
      throw world.crossOriginFrameError()
    }
    legacy.namedSetter = { world, _, _, _ in throw world.crossOriginFrameError() }
    legacy.unenumerableNames = true
    legacy.answersPresence = true
    return legacy
  }()
}
