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
    members: generatedMembers,
    exposure: .hidden, legacyPlatformObject: CrossOriginFrameWindowBinding.blocking,
    modelType: CrossOriginFrameWindow.self, toStringTag: "Window")

  /// `opener`: null (no brand check).
  static let customOpener = BindingMember.readonly("opener") { _ in .null }

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
