import DOM
import JSCore

/// `Request` (the model's `Services/Fetch/FetchRequest.swift`), with the `Body` mixin.
///
/// https://fetch.spec.whatwg.org/#request-class
enum RequestBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "Request",
    members: [
      .readonly("method") { call in .string(try call.this(FetchRequest.self).method) },
      .readonly("url") { call in .string(try call.this(FetchRequest.self).href) },
      .readonly("headers") { call in call.wrap(try call.this(FetchRequest.self).headers) },
      .readonly("destination") { call in .string(try call.this(FetchRequest.self).destination) },
      .readonly("referrer") { call in .string(try call.this(FetchRequest.self).referrer) },
      .readonly("referrerPolicy") { call in
        .string(try call.this(FetchRequest.self).referrerPolicy)
      },
      .readonly("mode") { call in .string(try call.this(FetchRequest.self).mode.rawValue) },
      .readonly("credentials") { call in
        .string(try call.this(FetchRequest.self).credentials.rawValue)
      },
      .readonly("cache") { call in .string(try call.this(FetchRequest.self).cache.rawValue) },
      .readonly("redirect") { call in .string(try call.this(FetchRequest.self).redirect.rawValue) },
      .readonly("integrity") { call in .string(try call.this(FetchRequest.self).integrity) },
      .readonly("keepalive") { call in .boolean(try call.this(FetchRequest.self).keepalive) },
      .readonly("signal") { call in
        let request = try call.this(FetchRequest.self)
        if request.signal == nil { request.signal = AbortController().signal }
        return call.wrap(request.signal)
      },
      .operation("clone") { call in
        let request = try call.this(FetchRequest.self)
        let clone = try request.clone()
        clone.signal = request.signal
        return call.wrap(clone)
      },
    ]
      + FetchBodyMembers.members(
        FetchRequest.self, bodyUsed: { $0.bodyUsed }, consume: { try $0.consumeBody() },
        mimeType: { $0.headers.extractMIMEType()?.serialized ?? "" }),
    constructor: BindingConstructor(length: 1) { call in
      try call.requireArguments(1)
      return call.world.wrapper(for: try call.fetchRequest(0))
    },
    modelType: FetchRequest.self)
}

extension BindingCall {
  /// `new Request(input, init)` from arguments `index` and `index + 1`, with the document's base
  /// URL and origin; the init's `signal` (or the input request's) becomes the request's.
  func fetchRequest(_ index: Int) throws -> FetchRequest {
    let inputValue = argument(index)
    let input: FetchRequest.Input
    let inputRequest = world.unwrap(inputValue, as: RequestBinding.definition, FetchRequest.self)
    if let inputRequest {
      input = .request(inputRequest)
    } else {
      input = .url(try inputValue.toStringChecked())
    }
    let options = try IDLDictionary(self, index + 1)
    var requestInit = RequestInit()
    if let value = try options.value("body") { requestInit.body = try bodyInit(value) }
    if let value = try options.value("cache") {
      requestInit.cache = try fetchEnum(RequestCache.self, value, "cache")
    }
    if let value = try options.value("credentials") {
      requestInit.credentials = try fetchEnum(RequestCredentials.self, value, "credentials")
    }
    if let value = try options.value("headers") { requestInit.headers = try headersInit(value) }
    if let value = try options.value("integrity") {
      requestInit.integrity = try value.toStringChecked()
    }
    if let value = try options.value("keepalive") { requestInit.keepalive = value.toBool() }
    if let value = try options.value("method") { requestInit.method = try value.toStringChecked() }
    if let value = try options.value("mode") {
      requestInit.mode = try fetchEnum(RequestMode.self, value, "mode")
    }
    if let value = try options.value("redirect") {
      requestInit.redirect = try fetchEnum(RequestRedirect.self, value, "redirect")
    }
    if let value = try options.value("referrer") {
      requestInit.referrer = try value.toStringChecked()
    }
    if let value = try options.value("referrerPolicy") {
      requestInit.referrerPolicy = try value.toStringChecked()
    }
    var signal = inputRequest?.signal
    if let value = try options.value("signal") {
      signal =
        value.isNull
        ? nil
        : try options.object(value, "signal", AbortSignalBinding.definition, as: AbortSignal.self)
    }
    let request = try FetchRequest(
      input, requestInit, baseURL: services.baseURL, origin: services.origin)
    request.signal = signal
    return request
  }

  /// A Web IDL enumeration member of a fetch dictionary: a `TypeError` for other strings.
  func fetchEnum<T: RawRepresentable>(_ type: T.Type, _ value: JSValue, _ name: String) throws -> T
  where T.RawValue == String {
    let string = try value.toStringChecked()
    guard let result = T(rawValue: string) else {
      throw JSThrow.typeError(
        "The '\(name)' member given to \(interface.name) must be one of the enumeration values "
          + "(got '\(string)')")
    }
    return result
  }
}
