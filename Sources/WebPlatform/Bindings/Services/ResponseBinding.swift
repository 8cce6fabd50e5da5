import DOM
import JSCore

/// `Response` (the model's `Services/Fetch/FetchResponse.swift`), with the `Body` mixin.
///
/// https://fetch.spec.whatwg.org/#response-class
enum ResponseBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "Response",
    members: generatedMembers, staticMembers: generatedStaticMembers,
    constructor: BindingConstructor { call in
      let body = try call.bodyInit(call.argument(0))
      let responseInit = try call.responseInit(1)
      return try call.mappingRangeError {
        call.world.wrapper(for: try FetchResponse(body, responseInit))
      }
    },
    modelType: FetchResponse.self)

  /// `static Response json(any data, optional ResponseInit init = {})`: `data` serialized with
  /// the world's `JSON.stringify`.
  ///
  /// https://fetch.spec.whatwg.org/#dom-response-json
  static let customJson = BindingMember.operation("json", length: 1) { call in
    try call.requireArguments(1)
    let json = call.world.intrinsics.property("jsonStringify")
    let serialized = try json.call(arguments: [call.argument(0)])
    guard serialized.isString else {
      throw JSThrow.typeError("The value given to Response.json cannot be serialized as JSON")
    }
    let responseInit = try call.responseInit(1)
    return try call.mappingRangeError {
      call.wrap(try FetchResponse.json(serializedJSON: serialized.toString(), responseInit))
    }
  }
}

extension FetchResponse {
  /// `Response.redirect(url, status)`: `url` parsed against the world's base URL; a status
  /// that is not a redirect status is a RangeError.
  ///
  /// https://fetch.spec.whatwg.org/#dom-response-redirect
  static func redirect(_ url: String, status: Int, world: World) throws -> FetchResponse {
    do {
      return try redirect(url, status: status, baseURL: world.runtime.services.baseURL)
    } catch let error as RangeError {
      throw JSThrow.rangeError(error.message)
    }
  }
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
