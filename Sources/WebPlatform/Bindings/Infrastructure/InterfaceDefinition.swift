import JSCore

/// One Web IDL interface as the bindings expose it: its name, the interface it inherits from,
/// and its member rows. Each binding file declares one (`enum XBinding { static let
/// definition }`); ``Runtime`` turns it into a prototype object, a constructor and a
/// JavaScriptCore class per world, lazily, the first time script needs it.
///
/// https://webidl.spec.whatwg.org/#idl-interfaces
public final class InterfaceDefinition: Sendable {
  /// How the interface appears on the global object.
  public enum Exposure: Sendable {
    /// A global constructor named after the interface (the usual case).
    case global
    /// Not on the global object (for example `WindowProperties`).
    case hidden
  }

  /// The interface name, as in the IDL (`HTMLAnchorElement`).
  public let name: String
  /// The inherited interface, if any.
  public let parent: InterfaceDefinition?
  /// Regular attributes, operations and constants, on the prototype object (constants also on
  /// the constructor).
  public let members: [BindingMember]
  /// Static attributes and operations, on the constructor.
  public let staticMembers: [BindingMember]
  /// The constructor steps, or nil for "Illegal constructor".
  public let constructor: BindingConstructor?
  /// Whether a global names the constructor.
  public let exposure: Exposure
  /// Whether the prototype object inherits from `Error.prototype` (DOMException).
  public let inheritsFromError: Bool
  /// Whether the interface is a callback interface with constants only (`NodeFilter`): its
  /// global is a plain object holding the constants, not a constructor.
  public let isCallbackInterface: Bool
  /// Indexed and named properties, for legacy platform objects (collections, maps).
  public let legacyPlatformObject: LegacyPlatformObject?
  /// Iteration (`for…of`, `forEach`, `entries`…), if the interface is iterable.
  public let iterable: Iterable?
  /// The Swift class whose instances this interface wraps (nil for nodes and the window,
  /// which are resolved by kind). Subclasses without their own binding use this one.
  public let modelType: AnyObject.Type?
  /// The `Symbol.toStringTag` of the prototype when it is not the interface name (a hidden
  /// specialisation that must look like its parent, such as computed style declarations).
  public let toStringTag: String?
  /// Members put on the prototype only when script first asks for one by name, or reaches
  /// the prototype or the interface object (see ``World/installDeferredMember(named:of:)``):
  /// for a legacy platform object with very many members, whose proxy sees every lookup
  /// (`CSSStyleDeclaration`'s ~1,800 property attributes made its prototype cost ~15 ms in
  /// every page that read `element.style` once). In the prototype's key order they come
  /// after ``members``, attributes first, as if they had been listed there.
  public let deferredMembers: [BindingMember]
  /// The position of each deferred member, by name.
  let deferredIndex: [String: Int]

  /// How an interface iterates.
  ///
  /// https://webidl.spec.whatwg.org/#idl-iterable
  public enum Iterable: Sendable {
    /// `iterable<T>` over the indexed properties: `@@iterator`, `entries`, `keys`, `values`
    /// and `forEach` are `%Array.prototype%`'s.
    case indexed
    /// No `iterable` declaration, but indexed properties and `length`: only `@@iterator`
    /// (`%Array.prototype.values%`), as for `HTMLCollection`.
    case indexedIteratorOnly
    /// A pair iterator over the entries the closure lists (a snapshot taken when iteration
    /// starts).
    case pairs(@Sendable (BindingCall) throws -> [(JSValue, JSValue)])
  }

  /// Declares an interface.
  public init(
    name: String, parent: InterfaceDefinition? = nil, members: [BindingMember] = [],
    staticMembers: [BindingMember] = [], constructor: BindingConstructor? = nil,
    exposure: Exposure = .global, inheritsFromError: Bool = false,
    isCallbackInterface: Bool = false, legacyPlatformObject: LegacyPlatformObject? = nil,
    iterable: Iterable? = nil, modelType: AnyObject.Type? = nil, toStringTag: String? = nil,
    deferredMembers: [BindingMember] = []
  ) {
    self.toStringTag = toStringTag
    self.deferredMembers = deferredMembers
    var index: [String: Int] = [:]
    for (position, member) in deferredMembers.enumerated() { index[member.name] = position }
    self.deferredIndex = index
    self.legacyPlatformObject = legacyPlatformObject
    self.iterable = iterable
    self.modelType = modelType
    self.name = name
    self.parent = parent
    self.members = members
    self.staticMembers = staticMembers
    self.constructor = constructor
    self.exposure = exposure
    self.inheritsFromError = inheritsFromError
    self.isCallbackInterface = isCallbackInterface
  }

  /// Whether this interface is `other` or inherits from it.
  public func inherits(from other: InterfaceDefinition) -> Bool {
    var current: InterfaceDefinition? = self
    while let definition = current {
      if definition === other { return true }
      current = definition.parent
    }
    return false
  }
}

/// The constructor steps of an interface: `new X(...)`.
public struct BindingConstructor: Sendable {
  /// The constructor's `length`.
  public let length: Int
  /// Makes the new object (usually ``BindingCall/wrapNew(_:as:)`` of a fresh model object).
  public let body: @Sendable (BindingCall) throws -> JSValue

  /// Declares constructor steps.
  public init(length: Int = 0, _ body: @escaping @Sendable (BindingCall) throws -> JSValue) {
    self.length = length
    self.body = body
  }
}

/// A type that declares one interface (one per binding file).
public protocol InterfaceBinding {
  /// The interface.
  static var definition: InterfaceDefinition { get }
}
