import DOM
import JSCore

/// The interfaces of the frames area (`WebPlatform/Frames`): the windows and locations of
/// child frames. None is a global constructor.
enum FramesArea {
  static let definitions: [InterfaceDefinition] = [
    FrameWindowBinding.definition, CrossOriginFrameWindowBinding.definition,
    FrameLocationBinding.definition, CrossOriginFrameLocationBinding.definition,
  ]
}

extension World {
  /// The `SecurityError` Safari throws when script touches a cross-origin frame.
  ///
  /// https://html.spec.whatwg.org/multipage/nav-history-apis.html#crossorigingetownpropertyhelper-(-o,-p-)
  func crossOriginFrameError() -> DOMException {
    DOMException(
      .securityError,
      "Blocked a frame with origin \"\(window.origin)\" from accessing a cross-origin frame. "
        + "Protocols, domains, and ports must match.")
  }
}

extension World {
  /// Makes (once per world) the property hooks of cross-origin frame windows and locations,
  /// with a `has` hook saying that every name their prototype does not serve exists, so that reading
  /// it reaches the named getter, which throws the `SecurityError` (the generic legacy hooks
  /// answer `has` by calling the getter and take a throw for absence, which would make the
  /// read silently `undefined`). Called before a frame window is first wrapped in this world.
  func prepareCrossOriginFrameClasses() {
    for definition in [
      CrossOriginFrameWindowBinding.definition, CrossOriginFrameLocationBinding.definition,
    ] {
      let key = ObjectIdentifier(definition)
      guard propertyHookTable[key] == nil, let legacy = definition.legacyPlatformObject else {
        continue
      }
      var hooks = propertyHooks(legacy, for: definition)
      hooks.has = { [unowned(unsafe) self] _, key in
        if key.index == nil && key.name == "then" { return false }
        return !self.interface(definition).prototype.has(key.name)
      }
      propertyHookTable[key] = hooks
    }
  }
}
