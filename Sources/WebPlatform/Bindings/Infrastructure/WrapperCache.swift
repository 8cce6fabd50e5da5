import DOM
import JSCore

extension World {
  /// The wrapper of `object` in this world: made on first use with the most-derived interface
  /// the object implements, then the same JS object for the life of the runtime (so identity
  /// holds and expando properties survive).
  ///
  /// https://webidl.spec.whatwg.org/#es-platform-objects
  public func wrapper(for object: AnyObject) -> JSValue {
    let key = ObjectIdentifier(object)
    if let existing = wrappers[key] { return existing }
    if object === runtime.window { return global }
    guard let definition = BindingRegistry.definition(for: object) else {
      preconditionFailure("no binding wraps \(type(of: object))")
    }
    let made = context.makeObject(
      of: nativeClass(for: definition), carrying: object,
      prototype: interface(definition).prototype)
    wrappers[key] = made
    return made
  }

  /// Records `wrapper` as the wrapper of `object` (for objects made by a constructor whose
  /// wrapper script already holds).
  func adopt(_ object: AnyObject, wrapper: JSValue) {
    wrappers[ObjectIdentifier(object)] = wrapper
  }

  /// The model object a JS value wraps, if it is a wrapper of `definition` (or a derived
  /// interface) in this world.
  public func unwrap<T: AnyObject>(
    _ value: JSValue, as definition: InterfaceDefinition, _ type: T.Type
  )
    -> T?
  {
    value.nativeObject(of: nativeClass(for: definition), as: T.self)
  }
}
