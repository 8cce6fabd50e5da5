import DOM

/// The one list of interfaces installed on `window`, by area (each area's folder keeps its own
/// list), and the lookups the wrapper cache uses.
///
/// https://webidl.spec.whatwg.org/#es-interfaces
enum BindingRegistry {
  /// Every interface, in area order.
  static let all: [InterfaceDefinition] =
    [DOMExceptionBinding.definition] + EventsArea.definitions + NodesArea.definitions
    + AttributesArea.definitions + CSSArea.definitions + SerializationArea.definitions
    + RangesArea.definitions + SelectionArea.definitions + TraversalArea.definitions
    + MutationObserversArea.definitions + GeometryArea.definitions + HTMLArea.definitions
    + WindowArea.definitions + URLArea.definitions + ServicesArea.definitions
    + FramesArea.definitions

  /// Interfaces by name.
  static let byName: [String: InterfaceDefinition] = Dictionary(
    all.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

  /// Interfaces by the Swift class they wrap.
  static let byModelType: [ObjectIdentifier: InterfaceDefinition] = Dictionary(
    all.compactMap { definition in definition.modelType.map { (ObjectIdentifier($0), definition) }
    },
    uniquingKeysWith: { first, _ in first })

  /// The names of the global constructors.
  static let exposedNames: [String] = all.filter { $0.exposure == .global }.map(\.name)

  /// The interface named `name`.
  static func definition(named name: String) -> InterfaceDefinition? { byName[name] }

  /// The most-derived interface `object` implements: by node kind for nodes, else by Swift
  /// class (walking up to a superclass with a binding).
  static func definition(for object: AnyObject) -> InterfaceDefinition? {
    if let node = object as? Node { return NodeInterfaceResolver.definition(for: node) }
    var type: AnyClass? = Swift.type(of: object)
    while let current = type {
      if let definition = byModelType[ObjectIdentifier(current)] { return definition }
      type = _getSuperclass(current)
    }
    return nil
  }
}
