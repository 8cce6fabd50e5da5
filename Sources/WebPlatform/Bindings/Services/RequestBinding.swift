import DOM
import JSCore

/// `Request` (the model's `Services/Fetch/FetchRequest.swift`), with the `Body` mixin.
///
/// https://fetch.spec.whatwg.org/#request-class
enum RequestBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "Request",
    members: generatedMembers,
    constructor: BindingConstructor(length: 1) { call in
      try call.requireArguments(1)
      return call.world.wrapper(for: try call.fetchRequest(0))
    },
    modelType: FetchRequest.self)
}

extension FetchRequest {
  /// `signal`: the request's signal, made (never aborted) on first read when it has none.
  ///
  /// https://fetch.spec.whatwg.org/#dom-request-signal
  var scriptSignal: AbortSignal {
    if let signal { return signal }
    let made = AbortController().signal
    signal = made
    return made
  }

  /// `clone()`: the model's clone, following this request's signal.
  ///
  /// https://fetch.spec.whatwg.org/#dom-request-clone
  func cloneKeepingSignal() throws -> FetchRequest {
    let clone = try clone()
    clone.signal = signal
    return clone
  }
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
