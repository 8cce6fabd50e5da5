import DOM
import JSCore

/// A `DOMException` as a reference (wrappers carry objects).
final class DOMExceptionObject {
  /// The exception.
  let exception: DOMException

  init(_ exception: DOMException) { self.exception = exception }
}

/// `DOMException`: name, message and legacy code, seen from JS; the prototype inherits from
/// `Error.prototype`.
///
/// https://webidl.spec.whatwg.org/#idl-DOMException
enum DOMExceptionBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "DOMException",
    members: [
      .readonly("name") { call in
        .string(try call.this(DOMExceptionObject.self).exception.name.rawValue)
      },
      .readonly("message") { call in
        .string(try call.this(DOMExceptionObject.self).exception.message)
      },
      .readonly("code") { call in call.number(try call.this(DOMExceptionObject.self).exception.code)
      },
    ] + DOMException.Name.allCases.compactMap(legacyConstant),
    constructor: BindingConstructor { call in
      let message = try call.optionalString(0) ?? ""
      let name = try call.optionalString(1) ?? "Error"
      let exception =
        DOMException.Name(rawValue: name).map { DOMException($0, message) }
        ?? DOMException(.operationError, message)
      return call.world.wrapper(for: DOMExceptionObject(exception))
    },
    inheritsFromError: true, modelType: DOMExceptionObject.self)

  /// The legacy code constants (`DOMException.NOT_FOUND_ERR`).
  private static func legacyConstant(_ name: DOMException.Name) -> BindingMember? {
    let constants: [DOMException.Name: String] = [
      .indexSizeError: "INDEX_SIZE_ERR", .hierarchyRequestError: "HIERARCHY_REQUEST_ERR",
      .wrongDocumentError: "WRONG_DOCUMENT_ERR", .invalidCharacterError: "INVALID_CHARACTER_ERR",
      .noModificationAllowedError: "NO_MODIFICATION_ALLOWED_ERR", .notFoundError: "NOT_FOUND_ERR",
      .notSupportedError: "NOT_SUPPORTED_ERR", .inUseAttributeError: "INUSE_ATTRIBUTE_ERR",
      .invalidStateError: "INVALID_STATE_ERR", .syntaxError: "SYNTAX_ERR",
      .invalidModificationError: "INVALID_MODIFICATION_ERR", .namespaceError: "NAMESPACE_ERR",
      .invalidAccessError: "INVALID_ACCESS_ERR", .typeMismatchError: "TYPE_MISMATCH_ERR",
      .securityError: "SECURITY_ERR", .networkError: "NETWORK_ERR", .abortError: "ABORT_ERR",
      .urlMismatchError: "URL_MISMATCH_ERR", .quotaExceededError: "QUOTA_EXCEEDED_ERR",
      .timeoutError: "TIMEOUT_ERR", .invalidNodeTypeError: "INVALID_NODE_TYPE_ERR",
      .dataCloneError: "DATA_CLONE_ERR",
    ]
    return constants[name].map { BindingMember.constant($0, Double(name.legacyCode)) }
  }
}
