import DOM
import JSCore

/// `Headers` (the model's `Services/Fetch/Headers.swift`), declared in
/// `Bindings/IDL/Headers.webidl`. Iteration lists the sorted and combined headers as they are
/// when it starts.
///
/// https://fetch.spec.whatwg.org/#headers-class
enum HeadersBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "Headers",
    members: generatedMembers,
    constructor: BindingConstructor { call in
      let headers = Headers(guard: .none)
      if let pairs = try call.headersInit(call.argument(0)) {
        switch pairs {
        case .headers(let other): try headers.fill(other.list)
        case .pairs(let list): try headers.fill(list)
        }
      }
      return call.world.wrapper(for: headers)
    },
    iterable: .pairs { call in
      try call.this(Headers.self).sortedAndCombined().map { header in
        (call.context.string(header.name), call.context.string(header.value))
      }
    },
    modelType: Headers.self)
}

extension BindingCall {
  /// A `HeadersInit` value (`Headers`, sequence of pairs or record), nil when undefined.
  func headersInit(_ value: JSValue) throws -> RequestInit.HeadersInit? {
    if value.isUndefined { return nil }
    if let headers = world.unwrap(value, as: HeadersBinding.definition, Headers.self) {
      return .headers(headers)
    }
    guard let pairs = try pairsOrRecord(value) else {
      throw JSThrow.typeError("The headers given to \(interface.name) are not a sequence or record")
    }
    return .pairs(pairs.map { (name: $0.0, value: $0.1) })
  }

  /// A `BodyInit?` value (string, BufferSource, Blob, URLSearchParams), nil for null/undefined.
  func bodyInit(_ value: JSValue) throws -> BodyInit? {
    if value.isUndefined || value.isNull { return nil }
    if let blob = world.unwrap(value, as: BlobBinding.definition, Blob.self) { return .blob(blob) }
    if let params = world.unwrap(value, as: URLSearchParamsBinding.definition, URLSearchParams.self)
    {
      return .urlSearchParams(params)
    }
    if let bytes = bufferSourceBytes(value) { return .bytes(bytes) }
    return .text(try value.toStringChecked())
  }
}
