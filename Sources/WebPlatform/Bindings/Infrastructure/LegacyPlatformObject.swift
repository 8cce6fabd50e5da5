import JSCore

/// Indexed and named properties of an interface (`nodeList[0]`, `form.elements.email`,
/// `element.dataset.fooBar`, `localStorage.key`), declared as data on its definition.
///
/// https://webidl.spec.whatwg.org/#legacy-platform-objects
public struct LegacyPlatformObject: Sendable {
  /// `object[index]`: the item, or nil past the end.
  public var indexedGetter: (@Sendable (World, AnyObject, Int) throws -> JSReturn?)?
  /// `object[index] = value` (HTMLSelectElement, HTMLOptionsCollection); when nil and there is
  /// an indexed getter, writes to indexes are ignored.
  public var indexedSetter: (@Sendable (World, AnyObject, Int, JSValue) throws -> Void)?
  /// The number of indexed properties (for enumeration).
  public var length: (@Sendable (AnyObject) -> Int)?
  /// `object[name]`: the named item, or nil when `name` is not a supported property name.
  public var namedGetter: (@Sendable (World, AnyObject, String) throws -> JSReturn?)?
  /// `object[name] = value`; nil when the interface has no named setter.
  public var namedSetter: (@Sendable (World, AnyObject, String, JSValue) throws -> Void)?
  /// `delete object[name]`; returns whether the name was a supported property name.
  public var namedDeleter: (@Sendable (World, AnyObject, String) throws -> Bool)?
  /// The supported property names, in order (for enumeration).
  public var supportedNames: (@Sendable (AnyObject) -> [String])?
  /// `[LegacyOverrideBuiltIns]`: named properties shadow the prototype chain.
  public var overrideBuiltIns = false
  /// `[LegacyUnenumerableNamedProperties]`: names are not listed by enumeration.
  public var unenumerableNames = false
  /// Whether JavaScriptCore asks whether a property exists before reading it (a `has` hook):
  /// only for objects whose reads throw (cross-origin frames), so that a read of a name their
  /// prototype does not serve reaches the throwing getter. Others answer with one call: with a
  /// `has` hook every indexed read (`list[0]`) crossed into Swift twice, once to ask, once to
  /// read, and every other name (`list.length`) once more before the prototype's getter.
  public var answersPresence = false
  /// Whether the wrappers are script `Proxy` objects over an ordinary object
  /// (LegacyPlatformProxy.swift) rather than instances of a class with property hooks:
  /// JavaScriptCore caches lookups through them, and `object[i]` costs a script call rather
  /// than a crossing into Swift (with ``itemsValidity``, often none).
  public var proxied = false
  /// For a proxied object: how long its indexed items stay valid, so that the wrapper can
  /// keep a copy (nil, or a nil answer: never; every `object[i]` asks Swift).
  public var itemsValidity: (@Sendable (AnyObject) -> LegacyItemsValidity?)?

  /// An empty declaration; set the hooks the interface has.
  public init() {}
}
