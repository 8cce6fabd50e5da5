import DOM
import JSCore

/// A `DOMException` as a reference (wrappers carry objects).
final class DOMExceptionObject {
  /// The exception.
  let exception: DOMException

  init(_ exception: DOMException) { self.exception = exception }
}

/// `DOMException`: name, message and legacy code, seen from JS, declared in
/// `Bindings/IDL/DOMException.webidl`; the prototype inherits from `Error.prototype`.
///
/// https://webidl.spec.whatwg.org/#idl-DOMException
enum DOMExceptionBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "DOMException",
    members: generatedMembers,
    constructor: BindingConstructor { call in
      let message = try call.optionalString(0) ?? ""
      let name = try call.optionalString(1) ?? "Error"
      let exception =
        DOMException.Name(rawValue: name).map { DOMException($0, message) }
        ?? DOMException(.operationError, message)
      return call.world.wrapper(for: DOMExceptionObject(exception))
    },
    inheritsFromError: true, modelType: DOMExceptionObject.self)
}
