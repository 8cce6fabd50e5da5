import DOM
import JSCore

/// The window's named properties object, between `Window.prototype` and
/// `EventTarget.prototype` (set up by `World+WindowEnvironment.swift`): `window.main` is the
/// element with id `main` (or, for `embed`, `form`, `img`, `object`, name `main`), an
/// `HTMLCollection` when several match, unless a global property or an inherited member has
/// that name. The names are not enumerable. The model is
/// `Window/NamedAccess/WindowNamedProperties.swift`.
///
/// https://html.spec.whatwg.org/multipage/nav-history-apis.html#named-access-on-the-window-object
/// https://webidl.spec.whatwg.org/#named-properties-object
enum WindowPropertiesBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "WindowProperties", parent: EventTargetBinding.definition, exposure: .hidden,
    legacyPlatformObject: {
      var legacy = LegacyPlatformObject()
      legacy.namedGetter = { world, object, name in
        guard let window = object as? Window else { return nil }
        // A window member, event handler, `console` or constructor not made yet: made now,
        // on the global object, and read from there (WindowGlobals).
        if let value = world.lazyGlobalValue(name) { return .value(value) }
        guard window.document.mayHaveElementNamed(name) else { return nil }
        let elements = window.namedProperties.elements(named: name)
        guard let first = elements.first else { return nil }
        if elements.count == 1 { return world.wrapped(first) }
        let matches = Set(elements.map(ObjectIdentifier.init))
        let collection = HTMLCollection(root: window.document) {
          matches.contains(ObjectIdentifier($0))
        }
        return world.wrapped(collection)
      }
      legacy.supportedNames = { object in (object as? Window)?.namedProperties.supportedNames ?? []
      }
      legacy.unenumerableNames = true
      // `window[0]`: the child frames' windows (Bindings/Frames).
      legacy.indexedGetter = WindowFrameIndexing.indexedGetter
      return legacy
    }())
}
