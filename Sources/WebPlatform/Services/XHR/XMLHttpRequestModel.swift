import DOM
import HTMLParsing

/// The `XMLHttpRequest` state machine over the ``OfflineFetcher``.
///
/// Asynchronous requests: `send()` fires `loadstart` and queues the fetch; the binding then runs
/// ``runNextTask(dispatch:)`` in a task of the event loop (networking task source) while
/// ``hasPendingTask``. Every method that fires events takes a `dispatch` closure, which the
/// binding implements by firing the event value at the request or its `upload` object
/// synchronously: the model checks its state after each event as the standard does (a listener
/// may call `abort()` or `open()`). Synchronous requests (`open(…, async: false)`) are answered
/// at once inside `send()`, as Safari still allows on a window.
///
/// A missing resource is a network error: status 0, `readystatechange` (DONE), `error`,
/// `loadend`, which is what Safari shows for a failed load. https://xhr.spec.whatwg.org/
public final class XMLHttpRequestModel {
  /// The request's state. https://xhr.spec.whatwg.org/#dom-xmlhttprequest-readystate
  public enum ReadyState: Int, Sendable {
    case unsent = 0
    case opened = 1
    case headersReceived = 2
    case loading = 3
    case done = 4
  }

  /// The `responseType` values. https://xhr.spec.whatwg.org/#xmlhttprequestresponsetype
  public enum ResponseType: String, Sendable {
    case empty = ""
    case arraybuffer
    case blob
    case document
    case json
    case text
  }

  /// A request body as the binding converts `send(body)`'s argument.
  /// https://xhr.spec.whatwg.org/#dom-xmlhttprequest-send
  public enum RequestBody {
    /// A `Document`, serialized by the binding; `isHTML` picks the default content type.
    case document(serialized: String, isHTML: Bool)
    /// Any `XMLHttpRequestBodyInit` other than `FormData`.
    case body(BodyInit)
  }

  /// The `response` attribute's value, for the binding to convert (and cache, so that
  /// `xhr.response === xhr.response`). https://xhr.spec.whatwg.org/#the-response-attribute
  public enum Response {
    /// `null`.
    case null
    /// A string (`""` and `"text"` types).
    case text(String)
    /// A new ArrayBuffer with these bytes.
    case arrayBuffer([UInt8])
    /// This Blob.
    case blob(Blob)
    /// The text to give `JSON.parse` (UTF-8 decoded); a parse failure gives `null`.
    case json(String)
    /// A document to parse from these bytes.
    case document(XMLHttpRequestDocumentSource)
  }

  /// The tasks an asynchronous request runs after `send()`.
  private enum Task {
    case fetch(FetchRequest)
    case processResponse(Result<FetchResponse, NetworkError>)
    case bodyChunk
    case endOfBody
  }

  /// The fetcher answering requests.
  public let fetcher: OfflineFetcher
  /// The document's base URL, against which `open()` parses URLs.
  public var baseURL: WebURL?
  /// Whether the request belongs to a window (synchronous requests then refuse a timeout and a
  /// response type). Workers do not exist here, so this is always true by default.
  public var isWindowContext = true

  /// The state. https://xhr.spec.whatwg.org/#concept-xmlhttprequest-state
  public private(set) var readyState = ReadyState.unsent
  /// The timeout in milliseconds (0: none). https://xhr.spec.whatwg.org/#dom-xmlhttprequest-timeout
  public private(set) var timeout = 0
  /// The cross-origin credentials flag. https://xhr.spec.whatwg.org/#dom-xmlhttprequest-withcredentials
  public private(set) var withCredentials = false
  /// The response type. https://xhr.spec.whatwg.org/#dom-xmlhttprequest-responsetype
  public private(set) var responseType = ResponseType.empty
  /// The request method given to `open()`, normalized.
  public private(set) var requestMethod = "GET"
  /// The request URL given to `open()`, parsed.
  public private(set) var requestURL: WebURL?
  /// The author request headers. https://xhr.spec.whatwg.org/#author-request-headers
  public private(set) var authorRequestHeaders = Headers(guard: .none)

  private var sendFlag = false
  private var synchronous = false
  private var uploadCompleteFlag = false
  private var uploadListenerFlag = false
  private var timedOutFlag = false
  private var requestBodyLength = 0
  private var response: FetchResponse?
  private var receivedBytes: [UInt8] = []
  private var overrideMIMEType: MIMEType?
  private var cachedBlob: Blob?
  private var tasks: [Task] = []

  /// Makes a request in the `UNSENT` state. https://xhr.spec.whatwg.org/#constructors
  public init(fetcher: OfflineFetcher, baseURL: WebURL?) {
    self.fetcher = fetcher
    self.baseURL = baseURL
  }

  /// Whether a task waits for ``runNextTask(dispatch:)``.
  public var hasPendingTask: Bool { !tasks.isEmpty }

  // MARK: - Request

  /// `open(method, url, async, username, password)`. Throws `SyntaxError` for a bad method or
  /// URL, `SecurityError` for a forbidden method, `InvalidAccessError` for a synchronous request
  /// with a timeout or response type. https://xhr.spec.whatwg.org/#dom-xmlhttprequest-open
  public func open(
    method: String, url: String, async: Bool = true, username: String? = nil,
    password: String? = nil, dispatch: (XMLHttpRequestEvent) -> Void
  ) throws(DOMException) {
    // 1. (The document is fully active.)
    // 2. If method is not a method, then throw a "SyntaxError" DOMException.
    guard HTTPSyntax.isToken(method) else {
      throw DOMException(.syntaxError, "'\(method)' is not a valid HTTP method.")
    }
    // 3. If method is a forbidden method, then throw a "SecurityError" DOMException.
    guard !HeaderPolicy.isForbiddenMethod(method) else {
      throw DOMException(.securityError, "'\(method)' HTTP method is unsupported.")
    }
    // 4. Normalize method.
    let normalizedMethod = HeaderPolicy.normalizeMethod(method)
    // 5–6. Let parsedURL be the result of encoding-parsing url relative to the document; if
    //      failure, then throw a "SyntaxError" DOMException.
    guard var parsedURL = WebURL(url, base: baseURL) else {
      throw DOMException(.syntaxError, "Invalid URL")
    }
    // 7. If parsedURL's host is non-null: set the username and password if given.
    if parsedURL.host != nil, username != nil || password != nil {
      let record = DOMURL(parsedURL)
      if let username { record.username = username }
      if let password { record.password = password }
      parsedURL = record.url
    }
    // 8. If async is false, the current global object is a Window object, and either this's
    //    timeout is not 0 or this's response type is not the empty string, then throw an
    //    "InvalidAccessError" DOMException.
    if !async, isWindowContext, timeout != 0 || responseType != .empty {
      throw DOMException(
        .invalidAccessError,
        "Synchronous requests from a document must not set a timeout or a response type.")
    }
    // 9. Terminate this's fetch controller.
    tasks.removeAll()
    // 10. Set variables associated with the object: send flag unset, upload listener flag
    //     unset, request method, request URL, synchronous flag, empty author request headers,
    //     response a network error, empty received bytes, null response object.
    sendFlag = false
    uploadListenerFlag = false
    requestMethod = normalizedMethod
    requestURL = parsedURL
    synchronous = !async
    authorRequestHeaders = Headers(guard: .none)
    response = nil
    receivedBytes = []
    cachedBlob = nil
    overrideMIMEType = nil
    // 11. If this's state is not opened: set it to opened and fire readystatechange.
    if readyState != .opened {
      readyState = .opened
      dispatch(XMLHttpRequestEvent(.readystatechange))
    }
  }

  /// `setRequestHeader(name, value)`: combines the value into the author request headers;
  /// forbidden request-headers are ignored. https://xhr.spec.whatwg.org/#dom-xmlhttprequest-setrequestheader
  public func setRequestHeader(_ name: String, _ value: String) throws(DOMException) {
    // 1. If this's state is not opened, then throw an "InvalidStateError" DOMException.
    // 2. If this's send flag is set, then throw an "InvalidStateError" DOMException.
    guard readyState == .opened, !sendFlag else {
      throw DOMException(.invalidStateError, "The object is in an invalid state.")
    }
    // 3. Normalize value.
    let value = HTTPSyntax.trimmingHTTPWhitespace(value)
    // 4. If name is not a header name or value is not a header value, then throw a
    //    "SyntaxError" DOMException.
    guard HTTPSyntax.isToken(name) else {
      throw DOMException(.syntaxError, "Invalid header name: '\(name)'")
    }
    guard Headers.isValue(value) else {
      throw DOMException(.syntaxError, "Invalid header value for '\(name)'")
    }
    // 5. If (name, value) is a forbidden request-header, then return.
    guard !HeaderPolicy.isForbiddenRequestHeader(name: name, value: value) else { return }
    // 6. Combine (name, value) in this's author request headers.
    authorRequestHeaders.combineInList(name, value)
  }

  /// Sets `timeout`: `InvalidAccessError` for a synchronous request on a window.
  /// https://xhr.spec.whatwg.org/#dom-xmlhttprequest-timeout
  public func setTimeout(_ milliseconds: Int) throws(DOMException) {
    // 1. If the current global object is a Window object and this's synchronous flag is set,
    //    then throw an "InvalidAccessError" DOMException.
    if isWindowContext, synchronous {
      throw DOMException(.invalidAccessError, "Synchronous requests cannot have a timeout.")
    }
    // 2. Set this's timeout to the given value.
    timeout = max(milliseconds, 0)
  }

  /// Sets `withCredentials`: `InvalidStateError` once sent.
  /// https://xhr.spec.whatwg.org/#dom-xmlhttprequest-withcredentials
  public func setWithCredentials(_ value: Bool) throws(DOMException) {
    // 1. If this's state is not unsent or opened, then throw an "InvalidStateError".
    // 2. If this's send flag is set, then throw an "InvalidStateError" DOMException.
    guard readyState == .unsent || readyState == .opened, !sendFlag else {
      throw DOMException(.invalidStateError, "The object is in an invalid state.")
    }
    // 3. Set this's cross-origin credentials to the given value.
    withCredentials = value
  }

  /// Sets `responseType`: `InvalidStateError` while loading or done, `InvalidAccessError` for a
  /// synchronous request on a window. https://xhr.spec.whatwg.org/#dom-xmlhttprequest-responsetype
  public func setResponseType(_ value: ResponseType) throws(DOMException) {
    // 1. If the current global object is not a Window object and the given value is
    //    "document", then return.
    if !isWindowContext, value == .document { return }
    // 2. If this's state is loading or done, then throw an "InvalidStateError" DOMException.
    guard readyState != .loading, readyState != .done else {
      throw DOMException(.invalidStateError, "The object is in an invalid state.")
    }
    // 3. If the current global object is a Window object and this's synchronous flag is set,
    //    then throw an "InvalidAccessError" DOMException.
    if isWindowContext, synchronous {
      throw DOMException(
        .invalidAccessError, "Synchronous requests cannot have a response type.")
    }
    // 4. Set this's response type to the given value.
    responseType = value
  }

  /// `send(body)`. `uploadHasListeners` tells whether the `upload` object has event listeners
  /// (the upload listener flag). A synchronous request is answered before returning, and a
  /// network error then throws a `NetworkError` DOMException.
  /// https://xhr.spec.whatwg.org/#dom-xmlhttprequest-send
  public func send(
    _ body: RequestBody? = nil, uploadHasListeners: Bool = false,
    dispatch: (XMLHttpRequestEvent) -> Void
  ) throws(DOMException) {
    // 1. If this's state is not opened, then throw an "InvalidStateError" DOMException.
    // 2. If this's send flag is set, then throw an "InvalidStateError" DOMException.
    guard readyState == .opened, !sendFlag, let requestURL else {
      throw DOMException(.invalidStateError, "The object is in an invalid state.")
    }
    // 3. If this's request method is `GET` or `HEAD`, then set body to null.
    let body = requestMethod == "GET" || requestMethod == "HEAD" ? nil : body
    // 4. If body is not null, then:
    var requestBody: [UInt8]?
    if let body {
      // 4.1. Let extractedContentType be null.
      var extractedContentType: String?
      let isDocumentOrString: Bool
      var documentType: String?
      switch body {
      case .document(let serialized, let isHTML):
        // 4.2. If body is a Document, then set this's request body to body, serialized,
        //      converted, and UTF-8 encoded.
        requestBody = Array(serialized.utf8)
        isDocumentOrString = true
        documentType = isHTML ? "text/html;charset=UTF-8" : "application/xml;charset=UTF-8"
      case .body(let bodyInit):
        // 4.3. Otherwise: extract body; set the request body and extractedContentType.
        let extracted = bodyInit.extract()
        requestBody = extracted.bytes
        extractedContentType = extracted.contentType
        if case .text = bodyInit { isDocumentOrString = true } else { isDocumentOrString = false }
      }
      // 4.4. Let originalAuthorContentType be the result of getting `Content-Type` from this's
      //      author request headers.
      if let originalAuthorContentType = authorRequestHeaders.combinedValue("content-type") {
        // 4.5. If originalAuthorContentType is non-null, then: if body is a Document or a
        //      USVString, a charset parameter other than UTF-8 is changed to UTF-8.
        if isDocumentOrString, var record = MIMEType(originalAuthorContentType),
          let charset = record.charset, !HTTPSyntax.equalsIgnoringASCIICase(charset, "UTF-8")
        {
          record.setParameter("charset", "UTF-8")
          authorRequestHeaders.setInList("Content-Type", record.serialized)
        }
      } else if let contentType = documentType ?? extractedContentType {
        // 4.6. Otherwise: an HTML or XML document's type, else extractedContentType.
        authorRequestHeaders.setInList("Content-Type", contentType)
      }
    }
    // 5. If one or more event listeners are registered on this's upload object, then set
    //    this's upload listener flag.
    uploadListenerFlag = uploadHasListeners
    // 6. Let req be a new request: method, URL, author request headers, body, credentials mode
    //    "include" with credentials else "same-origin", mode "cors", initiator type
    //    "xmlhttprequest".
    let headers = Headers(guard: .immutable)
    headers.list = authorRequestHeaders.list
    let request = FetchRequest(
      method: requestMethod, url: requestURL, headers: headers, body: requestBody, mode: .cors,
      credentials: withCredentials ? .include : .sameOrigin, initiator: .xmlHttpRequest)
    requestBodyLength = requestBody?.count ?? 0
    // 7. Unset this's upload complete flag. 8. Unset this's timed out flag.
    uploadCompleteFlag = false
    timedOutFlag = false
    // 9. If req's body is null, then set this's upload complete flag.
    if requestBody == nil { uploadCompleteFlag = true }
    // 10. Set this's send flag.
    sendFlag = true
    // 12. If this's synchronous flag is set: fetch, wait, and handle the end of the body.
    if synchronous {
      let result = fetcher.fetch(request)
      uploadCompleteFlag = true
      switch result {
      case .failure(let error):
        // handle errors → request error steps with "error" and a "NetworkError": throws.
        try requestErrorSteps(
          .error, exception: error.synchronousXHRException, dispatch: dispatch)
      case .success(let fetched):
        // 12.8. Set this's response to response and received bytes to its body.
        response = fetched
        receivedBytes = fetched.body ?? []
        // 12.9. Run handle response end-of-body for this.
        handleResponseEndOfBody(dispatch: dispatch)
      }
      return
    }
    // 11. Otherwise, if this's synchronous flag is unset:
    // 11.1. Fire a progress event named loadstart at this with 0 and 0.
    dispatch(XMLHttpRequestEvent(.loadstart))
    // 11.3. If this's upload complete flag is unset and this's upload listener flag is set,
    //       then fire a progress event named loadstart at this's upload object.
    if !uploadCompleteFlag, uploadListenerFlag {
      dispatch(
        XMLHttpRequestEvent(.loadstart, target: .upload, loaded: 0, total: requestBodyLength))
    }
    // 11.4. If this's state is not opened or this's send flag is unset, then return.
    guard readyState == .opened, sendFlag else { return }
    // 11.5–11.9. Fetch req; the response is processed in later tasks.
    tasks = [.fetch(request)]
  }

  /// `abort()`: cancels the request; a request in flight fires `readystatechange`, `abort` and
  /// `loadend` and ends `UNSENT`. https://xhr.spec.whatwg.org/#dom-xmlhttprequest-abort
  public func abort(dispatch: (XMLHttpRequestEvent) -> Void) {
    // 1. Abort this's fetch controller.
    tasks.removeAll()
    // 2. If this's state is opened with this's send flag set, headers received, or loading,
    //    then run the request error steps for this and abort.
    if (readyState == .opened && sendFlag) || readyState == .headersReceived
      || readyState == .loading
    {
      try? requestErrorSteps(.abort, exception: nil, dispatch: dispatch)
    }
    // 3. If this's state is done, then set this's state to unsent and this's response to a
    //    network error (no readystatechange event is dispatched).
    if readyState == .done {
      readyState = .unsent
      response = nil
      receivedBytes = []
      cachedBlob = nil
    }
  }

  /// Reports that ``timeout`` milliseconds passed since `send()` while the request was in
  /// flight (the binding's timer; offline answers normally arrive first, so this is rare).
  /// https://xhr.spec.whatwg.org/#dom-xmlhttprequest-send
  public func timeoutElapsed(dispatch: (XMLHttpRequestEvent) -> Void) {
    guard timeout > 0, sendFlag, readyState != .done, !synchronous else { return }
    // Set this's timed out flag and terminate the fetch controller; handle errors runs the
    // request error steps with "timeout".
    timedOutFlag = true
    tasks.removeAll()
    try? requestErrorSteps(.timeout, exception: nil, dispatch: dispatch)
  }

  /// Runs the next task of an asynchronous request, dispatching its events in order.
  /// https://xhr.spec.whatwg.org/#dom-xmlhttprequest-send
  public func runNextTask(dispatch: (XMLHttpRequestEvent) -> Void) {
    guard !tasks.isEmpty else { return }
    switch tasks.removeFirst() {
    case .fetch(let request):
      let result = fetcher.fetch(request)
      // processRequestEndOfBody: set the upload complete flag; with upload listeners, fire
      // progress, load and loadend at the upload object.
      if !uploadCompleteFlag, case .success = result {
        uploadCompleteFlag = true
        if uploadListenerFlag {
          let length = requestBodyLength
          for kind in [XMLHttpRequestEvent.Kind.progress, .load, .loadend] {
            dispatch(XMLHttpRequestEvent(kind, target: .upload, loaded: length, total: length))
          }
        }
      }
      guard sendFlag else { return }
      tasks.append(.processResponse(result))
    case .processResponse(let result):
      processResponse(result, dispatch: dispatch)
    case .bodyChunk:
      // processBodyChunk: 1. Append the bytes to received bytes.
      receivedBytes = response?.body ?? []
      // 3. If this's state is headers received, then set this's state to loading.
      if readyState == .headersReceived { readyState = .loading }
      // 4. Fire an event named readystatechange at this.
      dispatch(XMLHttpRequestEvent(.readystatechange))
      // 5. Fire a progress event named progress at this with received bytes' length and length.
      dispatch(XMLHttpRequestEvent(.progress, loaded: receivedBytes.count, total: responseLength))
    case .endOfBody:
      handleResponseEndOfBody(dispatch: dispatch)
    }
  }

  // MARK: - Response

  /// The status code (0 before headers arrive and for network errors).
  /// https://xhr.spec.whatwg.org/#dom-xmlhttprequest-status
  public var status: Int { response?.status ?? 0 }

  /// The status message. https://xhr.spec.whatwg.org/#dom-xmlhttprequest-statustext
  public var statusText: String { response?.statusText ?? "" }

  /// The response's URL without fragment, or `""`.
  /// https://xhr.spec.whatwg.org/#dom-xmlhttprequest-responseurl
  public var responseURL: String { response?.url ?? "" }

  /// The combined value of the response headers called `name`, or `nil`.
  /// https://xhr.spec.whatwg.org/#dom-xmlhttprequest-getresponseheader
  public func getResponseHeader(_ name: String) -> String? {
    response?.headers.combinedValue(name)
  }

  /// Every response header as `name: value` lines joined by CRLF (each line ends with CRLF),
  /// names lowercased and sorted, values of equal names combined.
  /// https://xhr.spec.whatwg.org/#dom-xmlhttprequest-getallresponseheaders
  public func getAllResponseHeaders() -> String {
    // 1. Let output be an empty byte sequence.
    var output = ""
    // 2. Let initialHeaders be the result of running sort and combine with the header list.
    // 3. For each header in headers, append name, `: `, value and CRLF to output.
    for (name, value) in response?.headers.sortedAndCombined() ?? [] {
      output += name + ": " + value + "\r\n"
    }
    // 4. Return output.
    return output
  }

  /// `overrideMimeType(mime)`: the MIME type (and charset) used to read the response;
  /// an unparseable value means `application/octet-stream`.
  /// https://xhr.spec.whatwg.org/#dom-xmlhttprequest-overridemimetype
  public func overrideMimeType(_ mime: String) throws(DOMException) {
    // 1. If this's state is loading or done, then throw an "InvalidStateError" DOMException.
    guard readyState != .loading, readyState != .done else {
      throw DOMException(.invalidStateError, "The object is in an invalid state.")
    }
    // 2–3. Set this's override MIME type to the result of parsing mime, or to
    //      application/octet-stream on failure.
    overrideMIMEType = MIMEType(mime) ?? MIMEType(type: "application", subtype: "octet-stream")
  }

  /// The response's MIME type: from `Content-Type`, else `text/xml`.
  /// https://xhr.spec.whatwg.org/#response-mime-type
  public var responseMIMEType: MIMEType {
    response?.headers.extractMIMEType() ?? MIMEType(type: "text", subtype: "xml")
  }

  /// The override MIME type if any, else the response MIME type.
  /// https://xhr.spec.whatwg.org/#final-mime-type
  public var finalMIMEType: MIMEType { overrideMIMEType ?? responseMIMEType }

  /// The encoding from the override MIME type's charset, else the response's, or `nil`.
  /// https://xhr.spec.whatwg.org/#final-charset
  public var finalCharset: TextEncoding? {
    // 1–4. Let label be the response MIME type's charset, overridden by the override MIME
    //      type's charset.
    let label = overrideMIMEType?.charset ?? responseMIMEType.charset
    // 5–8. If label is null, return null; return the encoding it gets, or null on failure.
    return label.flatMap(TextEncoding.init(label:))
  }

  /// `responseText`: `InvalidStateError` unless the response type is `""` or `"text"`; `""`
  /// before `LOADING`. https://xhr.spec.whatwg.org/#dom-xmlhttprequest-responsetext
  public func responseText() throws(DOMException) -> String {
    // 1. If this's response type is not the empty string or "text", then throw an
    //    "InvalidStateError" DOMException.
    guard responseType == .empty || responseType == .text else {
      throw DOMException(.invalidStateError, "The object is in an invalid state.")
    }
    // 2. If this's state is not loading or done, then return the empty string.
    guard readyState == .loading || readyState == .done else { return "" }
    // 3. Return the result of getting a text response for this.
    return textResponse()
  }

  /// The `response` attribute. https://xhr.spec.whatwg.org/#dom-xmlhttprequest-response
  public func responseValue() -> Response {
    // 1. If this's response type is the empty string or "text": "" unless loading or done,
    //    else the text response.
    if responseType == .empty || responseType == .text {
      guard readyState == .loading || readyState == .done else { return .text("") }
      return .text(textResponse())
    }
    // 2. If this's state is not done, then return null.
    guard readyState == .done, let response else { return .null }
    switch responseType {
    case .arraybuffer:
      // 5. "arraybuffer": a new ArrayBuffer object representing this's received bytes.
      return .arrayBuffer(receivedBytes)
    case .blob:
      // 6. "blob": a new Blob representing the received bytes, typed by the final MIME type.
      if let cachedBlob { return .blob(cachedBlob) }
      let blob = Blob(bytes: receivedBytes, type: finalMIMEType.serialized)
      cachedBlob = blob
      return .blob(blob)
    case .document:
      // 7. "document": set a document response for this.
      return documentResponse().map(Response.document) ?? .null
    case .json:
      // 8.1. If this's response's body is null, then return null.
      guard response.body != nil else { return .null }
      // 8.2. Let jsonObject be the result of running parse JSON from bytes on this's received
      //      bytes (UTF-8 decode, then JSON.parse in the binding).
      return .json(TextDecoding.utf8Decode(receivedBytes))
    case .empty, .text:
      return .null
    }
  }

  /// `responseXML`: `InvalidStateError` unless the response type is `""` or `"document"`;
  /// `nil` before `DONE` or when the response is not HTML (for `"document"`) or XML.
  /// https://xhr.spec.whatwg.org/#dom-xmlhttprequest-responsexml
  public func responseXML() throws(DOMException) -> XMLHttpRequestDocumentSource? {
    // 1. If this's response type is not the empty string or "document", then throw an
    //    "InvalidStateError" DOMException.
    guard responseType == .empty || responseType == .document else {
      throw DOMException(.invalidStateError, "The object is in an invalid state.")
    }
    // 2. If this's state is not done, then return null.
    guard readyState == .done else { return nil }
    // 3–5. Set a document response for this and return it.
    return documentResponse()
  }

  // MARK: - Internals

  /// The length progress events report: the response's extracted `Content-Length`, else 0.
  private var responseLength: Int { response?.headers.extractLength() ?? 0 }

  /// processResponse: https://xhr.spec.whatwg.org/#dom-xmlhttprequest-send (step 11.9)
  private func processResponse(
    _ result: Result<FetchResponse, NetworkError>, dispatch: (XMLHttpRequestEvent) -> Void
  ) {
    switch result {
    case .failure:
      // 2. Handle errors for this: a network error runs the request error steps with "error".
      try? requestErrorSteps(.error, exception: nil, dispatch: dispatch)
    case .success(let fetched):
      // 1. Set this's response to response.
      response = fetched
      // 4. Set this's state to headers received. 5. Fire readystatechange.
      readyState = .headersReceived
      dispatch(XMLHttpRequestEvent(.readystatechange))
      // 6. If this's state is not headers received, then return.
      guard readyState == .headersReceived else { return }
      // 7. If this's response's body is null, then run handle response end-of-body and return.
      guard let body = fetched.body else {
        handleResponseEndOfBody(dispatch: dispatch)
        return
      }
      // 8–10. Read the body: one chunk (when not empty), then the end of the body.
      tasks.append(contentsOf: body.isEmpty ? [.endOfBody] : [.bodyChunk, .endOfBody])
    }
  }

  /// Handle response end-of-body. https://xhr.spec.whatwg.org/#handle-response-end-of-body
  private func handleResponseEndOfBody(dispatch: (XMLHttpRequestEvent) -> Void) {
    // 1. Handle errors (none left: network errors were handled with the response).
    // 2. If this's synchronous flag is unset, update this's response's body (all received).
    receivedBytes = response?.body ?? []
    let length = responseLength
    // 3. If this's synchronous flag is unset, then fire a progress event named progress.
    if !synchronous {
      dispatch(XMLHttpRequestEvent(.progress, loaded: receivedBytes.count, total: length))
    }
    // 4. Set this's state to done. 5. Unset this's send flag.
    readyState = .done
    sendFlag = false
    // 6. Fire an event named readystatechange at this.
    dispatch(XMLHttpRequestEvent(.readystatechange))
    // 7–8. Fire progress events named load and loadend at this.
    dispatch(XMLHttpRequestEvent(.load, loaded: receivedBytes.count, total: length))
    dispatch(XMLHttpRequestEvent(.loadend, loaded: receivedBytes.count, total: length))
  }

  /// The request error steps for `event` (`error`, `abort`, `timeout`); a synchronous request
  /// throws `exception` instead of firing events. https://xhr.spec.whatwg.org/#request-error-steps
  private func requestErrorSteps(
    _ event: XMLHttpRequestEvent.Kind, exception: DOMException?,
    dispatch: (XMLHttpRequestEvent) -> Void
  ) throws(DOMException) {
    // 1. Set this's state to done. 2. Unset this's send flag.
    readyState = .done
    sendFlag = false
    // 3. Set this's response to a network error.
    response = FetchResponse(type: .error, status: 0, headers: Headers(guard: .immutable))
    receivedBytes = []
    // 4. If this's synchronous flag is set, then throw exception.
    if synchronous, let exception { throw exception }
    // 5. Fire an event named readystatechange at this.
    dispatch(XMLHttpRequestEvent(.readystatechange))
    // 6. If this's upload complete flag is unset: set it; if the upload listener flag is set,
    //    fire event and loadend at the upload object with 0 and 0.
    if !uploadCompleteFlag {
      uploadCompleteFlag = true
      if uploadListenerFlag {
        dispatch(XMLHttpRequestEvent(event, target: .upload))
        dispatch(XMLHttpRequestEvent(.loadend, target: .upload))
      }
    }
    // 7. Fire a progress event named event at this with 0 and 0.
    dispatch(XMLHttpRequestEvent(event))
    // 8. Fire a progress event named loadend at this with 0 and 0.
    dispatch(XMLHttpRequestEvent(.loadend))
  }

  /// The text response. https://xhr.spec.whatwg.org/#text-response
  private func textResponse() -> String {
    // 1. If this's response's body is null, then return the empty string.
    guard response?.body != nil else { return "" }
    // 2. Let charset be the result of get a final charset for this.
    var charset = finalCharset
    // 3. If this's response type is the empty string, charset is null, and the final MIME type
    //    is an XML MIME type: use the XML declaration's encoding.
    if responseType == .empty, charset == nil, finalMIMEType.isXML {
      charset = XMLDeclaration.encoding(of: receivedBytes)
    }
    // 4. If charset is null, then set charset to UTF-8.
    // 5. Return the result of running decode on this's received bytes using fallback encoding
    //    charset.
    return TextDecoding.decode(receivedBytes, as: charset ?? .utf8)
  }

  /// The document response, or `nil`. https://xhr.spec.whatwg.org/#document-response
  private func documentResponse() -> XMLHttpRequestDocumentSource? {
    // 1. If this's response's body is null, then return.
    guard let response, response.body != nil else { return nil }
    // 2. Let finalMIME be the result of get a final MIME type for this.
    let finalMIME = finalMIMEType
    // 3. If finalMIME is not an HTML MIME type or an XML MIME type, then return.
    guard finalMIME.isHTML || finalMIME.isXML else { return nil }
    // 4. If this's response type is the empty string and finalMIME is an HTML MIME type,
    //    then return.
    if responseType == .empty, finalMIME.isHTML { return nil }
    // 5–6. An HTML document is decoded with the final charset, else the prescan of the first
    //      1024 bytes, else UTF-8; an XML document follows the XML rules.
    var encoding = finalCharset
    if finalMIME.isHTML, encoding == nil {
      let sniffed = EncodingSniffer.sniff(Array(receivedBytes.prefix(1024)), defaultEncoding: .utf8)
      encoding = sniffed.encoding
    }
    if !finalMIME.isHTML, encoding == nil {
      encoding = XMLDeclaration.encoding(of: receivedBytes)
    }
    return XMLHttpRequestDocumentSource(
      bytes: receivedBytes, mimeType: finalMIME, encoding: encoding ?? .utf8,
      url: response.url)
  }
}
