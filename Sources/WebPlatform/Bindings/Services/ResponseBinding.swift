import DOM
import JSCore

/// `Response` (the model's `Services/Fetch/FetchResponse.swift`), with the `Body` mixin.
///
/// https://fetch.spec.whatwg.org/#response-class
enum ResponseBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "Response",
    members: [
      .readonly("type") { call in .string(try call.this(FetchResponse.self).type.rawValue) },
      .readonly("url") { call in .string(try call.this(FetchResponse.self).url) },
      .readonly("redirected") { call in .boolean(try call.this(FetchResponse.self).redirected) },
      .readonly("status") { call in call.number(try call.this(FetchResponse.self).status) },
      .readonly("ok") { call in .boolean(try call.this(FetchResponse.self).ok) },
      .readonly("statusText") { call in .string(try call.this(FetchResponse.self).statusText) },
      .readonly("headers") { call in call.wrap(try call.this(FetchResponse.self).headers) },
      .operation("clone") { call in call.wrap(try call.this(FetchResponse.self).clone()) },
    ]
      + FetchBodyMembers.members(
        FetchResponse.self, bodyUsed: { $0.bodyUsed }, consume: { try $0.consumeBody() },
        mimeType: { $0.mimeType?.serialized ?? "" }),
    staticMembers: [
      .operation("error") { call in call.wrap(FetchResponse.error()) },
      .operation("redirect", length: 1) { call in
        try call.requireArguments(1)
        let status = call.js.isUndefined(1) ? 302 : try call.unsignedShort(1)
        return try call.mappingRangeError {
          call.wrap(
            try FetchResponse.redirect(
              try call.string(0), status: status, baseURL: call.services.baseURL))
        }
      },
      .operation("json", length: 1) { call in
        try call.requireArguments(1)
        let json = call.world.intrinsics.property("jsonStringify")
        let serialized = try json.call(arguments: [call.argument(0)])
        guard serialized.isString else {
          throw JSThrow.typeError("The value given to Response.json cannot be serialized as JSON")
        }
        let responseInit = try call.responseInit(1)
        return try call.mappingRangeError {
          call.wrap(
            try FetchResponse.json(serializedJSON: serialized.toString(), responseInit))
        }
      },
    ],
    constructor: BindingConstructor { call in
      let body = try call.bodyInit(call.argument(0))
      let responseInit = try call.responseInit(1)
      return try call.mappingRangeError {
        call.world.wrapper(for: try FetchResponse(body, responseInit))
      }
    },
    modelType: FetchResponse.self)
}

extension BindingCall {
  /// A `ResponseInit` dictionary argument.
  func responseInit(_ index: Int) throws -> ResponseInit {
    let options = try IDLDictionary(self, index)
    var result = ResponseInit()
    result.status = Int(try options.unsignedShort("status", default: 200))
    result.statusText = try options.string("statusText")
    if let headers = try options.value("headers") { result.headers = try headersInit(headers) }
    return result
  }

  /// Runs a model call, turning a service ``RangeError`` into a JS `RangeError`.
  func mappingRangeError<T>(_ body: () throws -> T) throws -> T {
    do {
      return try body()
    } catch let error as RangeError {
      throw JSThrow.rangeError(error.message)
    }
  }
}
