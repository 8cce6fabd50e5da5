/// An error thrown by a DOM operation, named as the WebIDL standard names it.
///
/// https://webidl.spec.whatwg.org/#idl-DOMException
public struct DOMException: Error, Equatable, Sendable, CustomStringConvertible {
  /// The names of the WebIDL `DOMException` error table.
  ///
  /// https://webidl.spec.whatwg.org/#dfn-error-names-table
  public enum Name: String, Sendable, CaseIterable {
    case indexSizeError = "IndexSizeError"
    case hierarchyRequestError = "HierarchyRequestError"
    case wrongDocumentError = "WrongDocumentError"
    case invalidCharacterError = "InvalidCharacterError"
    case noModificationAllowedError = "NoModificationAllowedError"
    case notFoundError = "NotFoundError"
    case notSupportedError = "NotSupportedError"
    case inUseAttributeError = "InUseAttributeError"
    case invalidStateError = "InvalidStateError"
    case syntaxError = "SyntaxError"
    case invalidModificationError = "InvalidModificationError"
    case namespaceError = "NamespaceError"
    case invalidAccessError = "InvalidAccessError"
    case typeMismatchError = "TypeMismatchError"
    case securityError = "SecurityError"
    case networkError = "NetworkError"
    case abortError = "AbortError"
    case urlMismatchError = "URLMismatchError"
    case quotaExceededError = "QuotaExceededError"
    case timeoutError = "TimeoutError"
    case invalidNodeTypeError = "InvalidNodeTypeError"
    case dataCloneError = "DataCloneError"
    case encodingError = "EncodingError"
    case notReadableError = "NotReadableError"
    case constraintError = "ConstraintError"
    case dataError = "DataError"
    case operationError = "OperationError"
    case notAllowedError = "NotAllowedError"

    /// The legacy numeric code (`DOMException.code`), 0 for names that have none.
    public var legacyCode: Int {
      switch self {
      case .indexSizeError: 1
      case .hierarchyRequestError: 3
      case .wrongDocumentError: 4
      case .invalidCharacterError: 5
      case .noModificationAllowedError: 7
      case .notFoundError: 8
      case .notSupportedError: 9
      case .inUseAttributeError: 10
      case .invalidStateError: 11
      case .syntaxError: 12
      case .invalidModificationError: 13
      case .namespaceError: 14
      case .invalidAccessError: 15
      case .typeMismatchError: 17
      case .securityError: 18
      case .networkError: 19
      case .abortError: 20
      case .urlMismatchError: 21
      case .quotaExceededError: 22
      case .timeoutError: 23
      case .invalidNodeTypeError: 24
      case .dataCloneError: 25
      default: 0
      }
    }
  }

  /// The error name, e.g. `HierarchyRequestError`.
  public var name: Name
  /// A human-readable explanation.
  public var message: String

  /// Makes an exception with a name and a message.
  public init(_ name: Name, _ message: String) {
    self.name = name
    self.message = message
  }

  /// The legacy numeric code.
  public var code: Int { name.legacyCode }

  public var description: String { "\(name.rawValue): \(message)" }
}
