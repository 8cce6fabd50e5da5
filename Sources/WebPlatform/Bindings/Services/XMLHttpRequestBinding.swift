import DOM
import JSCore

/// The event target behind an `XMLHttpRequest` wrapper: the model, the `upload` object, and the
/// parsed document response (made once).
final class XMLHttpRequestTarget: EventTargetWithInlineData {
  /// The request's state machine.
  let model: XMLHttpRequestModel
  /// `upload`.
  let upload = XMLHttpRequestUploadTarget()
  /// The document `responseXML`/`response` gave, kept so that both return the same object.
  var responseDocument: Document?

  init(model: XMLHttpRequestModel) {
    self.model = model
  }
}

/// The `XMLHttpRequestUpload` object of a request.
final class XMLHttpRequestUploadTarget: EventTargetWithInlineData {}

/// `XMLHttpRequestEventTarget`: the progress event handlers shared by a request and its upload
/// object. https://xhr.spec.whatwg.org/#xmlhttprequesteventtarget
enum XMLHttpRequestEventTargetBinding: InterfaceBinding {
  static let handlerNames = [
    "onloadstart", "onprogress", "onabort", "onerror", "onload", "ontimeout", "onloadend",
  ]

  static let definition = InterfaceDefinition(
    name: "XMLHttpRequestEventTarget", parent: EventTargetBinding.definition,
    members: handlerNames.map { name in
      EventHandlerAttributes.attribute(name) { call in
        if let upload = try? call.this(XMLHttpRequestUploadTarget.self) { return upload }
        return try call.this(XMLHttpRequestTarget.self)
      }
    })
}

/// `XMLHttpRequestUpload`. https://xhr.spec.whatwg.org/#xmlhttprequestupload
enum XMLHttpRequestUploadBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "XMLHttpRequestUpload", parent: XMLHttpRequestEventTargetBinding.definition,
    modelType: XMLHttpRequestUploadTarget.self)
}

/// `XMLHttpRequest` (the model's `Services/XHR/XMLHttpRequestModel.swift`) over the runtime's
/// ``OfflineFetcher``, declared in `Bindings/IDL/XMLHttpRequest.webidl`: an asynchronous request
/// runs its tasks on the event loop, each firing its events synchronously at the request (or its
/// upload object); a synchronous request is answered inside `send()`. Document responses are
/// parsed with `DOMParser`'s parsers.
///
/// https://xhr.spec.whatwg.org/#interface-xmlhttprequest
enum XMLHttpRequestBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "XMLHttpRequest", parent: XMLHttpRequestEventTargetBinding.definition,
    members: generatedMembers,
    constructor: BindingConstructor { call in
      let model = XMLHttpRequestModel(
        fetcher: call.services.fetcher, baseURL: call.services.baseURL)
      return call.world.wrapper(for: XMLHttpRequestTarget(model: model))
    },
    modelType: XMLHttpRequestTarget.self)

  /// `undefined send(optional (Document or XMLHttpRequestBodyInit)? body = null)`: the body
  /// union, and the timer of the request's timeout.
  ///
  /// https://xhr.spec.whatwg.org/#the-send()-method
  static let customSend = BindingMember.operation("send") { call in
    let xhr = try call.this(XMLHttpRequestTarget.self)
    let body = try call.bodyInit(call.argument(0)).map {
      XMLHttpRequestModel.RequestBody.body($0)
    }
    call.services.fetcher.documentURL = call.services.documentURL
    let world = call.world
    try xhr.model.send(body, dispatch: world.xhrDispatch(xhr))
    world.queueXHRTask(xhr)
    if xhr.model.timeout > 0, xhr.model.hasPendingTask {
      _ = world.runtime.eventLoop.setTimeout(timeout: Double(xhr.model.timeout)) {
        [weak world] in
        guard let world else { return }
        xhr.model.timeoutElapsed(dispatch: world.xhrDispatch(xhr))
      }
    }
    return .undefined
  }

  /// `readonly attribute any response`: the response as its type says (a parsed JSON value, a
  /// new ArrayBuffer, the Blob, the parsed document, or the text).
  ///
  /// https://xhr.spec.whatwg.org/#the-response-attribute
  static let customResponse = BindingMember.readonly("response") { call in
    let xhr = try call.this(XMLHttpRequestTarget.self)
    switch xhr.model.responseValue() {
    case .null: return .null
    case .text(let text): return .string(text)
    case .arrayBuffer(let bytes): return .value(try call.context.arrayBuffer(bytes))
    case .blob(let blob): return call.wrap(blob)
    case .json(let text):
      let parse = call.world.servicesHelpers().property("jsonParse")
      guard let value = try? parse.call(arguments: [call.context.string(text)]) else {
        return .null
      }
      return .value(value)
    case .document(let source): return call.wrap(xhr.document(from: source))
    }
  }
}

extension XMLHttpRequestTarget {
  /// `open(method, url, async, username, password)`: forgets the document of an earlier
  /// response, then opens the model's request, whose events fire at this request.
  ///
  /// https://xhr.spec.whatwg.org/#the-open()-method
  func open(
    method: String, url: String, async: Bool, username: String?, password: String?,
    world: World
  ) throws {
    responseDocument = nil
    try model.open(
      method: method, url: url, async: async, username: username, password: password,
      dispatch: world.xhrDispatch(self))
  }

  /// `open(method, url)`: an asynchronous request, without credentials.
  ///
  /// https://xhr.spec.whatwg.org/#dom-xmlhttprequest-open
  func open(method: String, url: String, world: World) throws {
    try open(method: method, url: url, async: true, username: nil, password: nil, world: world)
  }

  /// `abort()`: the model's abort steps, firing their events at this request.
  ///
  /// https://xhr.spec.whatwg.org/#the-abort()-method
  func abort(world: World) {
    model.abort(dispatch: world.xhrDispatch(self))
  }

  /// `responseXML`: the document response, parsed once (nil unless the response is a
  /// document).
  ///
  /// https://xhr.spec.whatwg.org/#the-responsexml-attribute
  var responseXML: Document? {
    get throws { try model.responseXML().map { document(from: $0) } }
  }
}

extension XMLHttpRequestTarget {
  /// The document of a document response, parsed once (HTML with the HTML parser, else XML).
  fileprivate func document(from source: XMLHttpRequestDocumentSource) -> Document {
    if let responseDocument { return responseDocument }
    let text =
      (try? TextDecoder(source.encoding.name).decode(source.bytes))
      ?? FetchBodyMembers.decodeUTF8(source.bytes)
    let parser = DOMParser(htmlParser: HTMLParsingDocumentParser(), documentURL: source.url)
    let document = parser.parseFromString(text, source.isHTML ? .textHTML : .applicationXML)
    responseDocument = document
    return document
  }
}

extension World {
  /// Fires a request's event values at it or at its upload object: `readystatechange` as an
  /// `Event`, the others as `ProgressEvent`s.
  func xhrDispatch(_ xhr: XMLHttpRequestTarget) -> (XMLHttpRequestEvent) -> Void {
    let clock = runtime.eventClock
    return { event in
      let target: EventTarget = event.target == .upload ? xhr.upload : xhr
      if event.isProgressEvent {
        _ = target.fireEvent(
          ProgressEvent(
            event.kind.rawValue, lengthComputable: event.lengthComputable,
            loaded: Double(event.loaded), total: Double(event.total), clock: clock))
      } else {
        _ = target.fireEvent(Event(event.kind.rawValue, EventInit(), clock: clock))
      }
    }
  }

  /// Runs the request's next task on the event loop, and queues another while tasks remain.
  func queueXHRTask(_ xhr: XMLHttpRequestTarget) {
    guard xhr.model.hasPendingTask else { return }
    runtime.eventLoop.queueTask { [weak self] in
      guard let self, xhr.model.hasPendingTask else { return }
      xhr.model.runNextTask(dispatch: self.xhrDispatch(xhr))
      self.queueXHRTask(xhr)
    }
  }
}
