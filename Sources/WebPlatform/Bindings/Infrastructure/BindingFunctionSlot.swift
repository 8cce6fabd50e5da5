import JSCore

/// What one binding function runs: an operation, an attribute's getter or its setter, with
/// the world, the interface and the member name a ``BindingCall`` carries. The world keeps its
/// slots for its life (a slot function does not retain its slot).
///
/// https://webidl.spec.whatwg.org/#es-operations
/// https://webidl.spec.whatwg.org/#es-attributes
final class BindingFunctionSlot: JSFunctionSlot {
  /// What the function does.
  enum Body {
    /// An operation: its result is the call's.
    case operation(@Sendable (BindingCall) throws -> JSReturn)
    /// An attribute getter.
    case getter(@Sendable (BindingCall) throws -> JSReturn)
    /// An attribute setter (the value is argument 0); returns `undefined`.
    case setter(@Sendable (BindingCall) throws -> Void)
  }

  unowned(unsafe) let world: World
  let interface: InterfaceDefinition
  let member: String
  /// The body as one closure (a setter's returns `undefined`): the call runs it without
  /// taking it out of an enum first, which retained and released it on every call.
  private let run: @Sendable (BindingCall) throws -> JSReturn
  /// The class of the interface's instances (the brand `this` must carry), found once: the
  /// world keeps it for its life.
  unowned(unsafe) let brand: JSNativeClass

  init(
    world: World, interface: InterfaceDefinition, member: String, length: Int, body: Body
  ) {
    self.world = world
    self.interface = interface
    self.member = member
    switch body {
    case .operation(let body), .getter(let body):
      run = body
    case .setter(let body):
      run = { call in
        try body(call)
        return .undefined
      }
    }
    self.brand = world.nativeClass(for: interface)
    let name: String
    switch body {
    case .operation: name = member
    case .getter: name = "get " + member
    case .setter: name = "set " + member
    }
    super.init(name: name, length: length, context: world.context)
  }

  override func call(_ js: JSCall) throws -> JSReturn {
    let call = BindingCall(js: js, world: world, slot: self)
    do {
      return try run(call)
    } catch {
      throw world.translate(error)
    }
  }
}
