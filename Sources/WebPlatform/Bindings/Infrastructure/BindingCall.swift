import DOM
import JSCore

/// One call into a binding row: the JavaScript call (arguments, `this`), the world it happens
/// in, and which member of which interface was called (for error messages).
public struct BindingCall {
  /// The raw call.
  public let js: JSCall
  /// The world (JS context, wrappers) of the call.
  public unowned(unsafe) let world: World
  /// The interface whose member was called.
  public unowned(unsafe) let interface: InterfaceDefinition
  /// The binding function called, when the call came through one (its member name and
  /// brand, read without copying them per call).
  private unowned(unsafe) let slot: BindingFunctionSlot?
  private let memberName: String

  /// The member name.
  public var member: String { slot?.member ?? memberName }

  /// A call of the member `member` of `interface`, not made through a binding function.
  init(js: JSCall, world: World, interface: InterfaceDefinition, member: String) {
    self.js = js
    self.world = world
    self.interface = interface
    self.slot = nil
    self.memberName = member
  }

  /// A call of the binding function `slot`.
  init(js: JSCall, world: World, slot: BindingFunctionSlot) {
    self.js = js
    self.world = world
    self.interface = slot.interface
    self.slot = slot
    self.memberName = ""
  }

  /// The context.
  public var context: JSContext { world.context }

  /// The number of arguments passed.
  public var argumentCount: Int { js.argumentCount }

  /// Argument `index` as a value (`undefined` when missing).
  public func argument(_ index: Int) -> JSValue { js.argument(index) }

  /// Throws a `TypeError` unless at least `count` arguments were passed, with WebKit's
  /// message, "Not enough arguments" (`hit-testing/arguments.js`): a report shows it as a
  /// script running in Safari would.
  ///
  /// https://webidl.spec.whatwg.org/#dfn-overload-resolution-algorithm (step 4)
  public func requireArguments(_ count: Int) throws {
    guard js.argumentCount >= count else { throw JSThrow.typeError("Not enough arguments") }
  }

  /// `this` as the Swift object of an instance of ``interface`` (a brand check), or the
  /// window's object when `this` is `undefined`/`null` and the window is a `T` (a bare call of
  /// a window member).
  ///
  /// https://webidl.spec.whatwg.org/#dfn-create-operation-function (steps 2.1.2–2.1.3)
  public func this<T: AnyObject>(_ type: T.Type) throws -> T {
    if let object = js.thisObject(of: slot?.brand ?? world.nativeClass(for: interface), as: T.self)
    {
      return object
    }
    if js.thisIsNullOrUndefined, let window = world.window as? T { return window }
    throw JSThrow.typeError(
      "Can only call \(interface.name).\(member) on instances of \(interface.name)")
  }

  /// `this` seen through the model's view of it: ``this(_:)``'s brand check, then `view` (a
  /// struct over the object, such as `HTMLTableElement` over a `table` element, whose
  /// failable initializer checks the object; nil throws the brand check's TypeError). The
  /// rows of an IDL interface with `[ActionJSView=View]` call their members on it.
  public func this<T: AnyObject, View>(_ type: T.Type, view: (T) -> View?) throws -> View {
    if let made = view(try this(type)) { return made }
    throw JSThrow.typeError(
      "Can only call \(interface.name).\(member) on instances of \(interface.name)")
  }
}

extension BindingCall {
  /// `this` seen through a view that also keeps the world (IDL `[ActionJSView=View,
  /// ActionJSWorld]`: state the world keeps for the object, such as a media element's volume):
  /// ``this(_:)``'s brand check, then `view(object, world)`.
  public func this<T: AnyObject, View>(_ type: T.Type, view: (T, World) -> View) throws -> View {
    view(try this(type), world)
  }

  /// The object the rows of a `[Global]` interface call their members on (IDL
  /// `[ActionJSGlobal=View]`): the world's view of its global object, `make(world)`. There is
  /// no brand check: these members are the global object's own properties, reached with any
  /// `this` (a bare call, `alert.call(other)`). Marked `throws` like ``this(_:)`` so that a
  /// generated row's `try` always covers a throwing call.
  public func this<View>(global make: (World) -> View) throws -> View { make(world) }
}
