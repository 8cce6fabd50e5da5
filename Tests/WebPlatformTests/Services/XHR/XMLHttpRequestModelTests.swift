import DOM
import HTMLParsing
import Testing

@testable import WebPlatform

@Suite("XMLHttpRequest model")
struct XMLHttpRequestModelTests {
  private static func url(_ string: String) -> WebURL {
    guard let url = WebURL(string) else { preconditionFailure("bad test URL \(string)") }
    return url
  }

  private static let document = url("https://example.com/dir/page.html")

  private static let resources = [
    StoredResource(
      url: url("https://example.com/dir/data.txt"), mimeType: "text/plain",
      textEncodingName: "windows-1252", bytes: [0x63, 0x61, 0x66, 0xE9],
      headers: [("X-B", "2"), ("x-a", "1"), ("X-B", "3"), ("Set-Cookie", "s=1")]),
    StoredResource(
      url: url("https://example.com/dir/data.json"), mimeType: "application/json",
      bytes: Array("{\"k\":\"\u{E9}\"}".utf8)),
    StoredResource(
      url: url("https://example.com/dir/page.xml"), mimeType: "application/xml",
      bytes: Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><a>\u{E9}</a>".utf8)),
    StoredResource(
      url: url("https://example.com/dir/frag.html"), mimeType: "text/html",
      bytes: Array("<meta charset=shift_jis><p>x".utf8)),
    StoredResource(
      url: url("https://example.com/dir/empty"), mimeType: "text/plain", bytes: []),
  ]

  /// A request with a recorder for the events it fires.
  private final class Harness {
    let fetcher = OfflineFetcher(
      store: InMemoryResourceStore(XMLHttpRequestModelTests.resources),
      documentURL: XMLHttpRequestModelTests.document)
    lazy var xhr = XMLHttpRequestModel(fetcher: fetcher, baseURL: XMLHttpRequestModelTests.document)
    var events: [String] = []
    /// What a listener does when an event fires.
    var onEvent: ((XMLHttpRequestEvent, XMLHttpRequestModel) -> Void)?

    func record(_ event: XMLHttpRequestEvent) {
      let prefix = event.target == .upload ? "upload." : ""
      events.append("\(prefix)\(event.kind.rawValue)(\(xhr.readyState.rawValue))")
      onEvent?(event, xhr)
    }

    func open(_ method: String = "GET", _ url: String, async: Bool = true) throws {
      try xhr.open(method: method, url: url, async: async) { record($0) }
    }

    func send(_ body: XMLHttpRequestModel.RequestBody? = nil, upload: Bool = false) throws {
      try xhr.send(body, uploadHasListeners: upload) { record($0) }
    }

    func runTasks() {
      while xhr.hasPendingTask { xhr.runNextTask { record($0) } }
    }
  }

  @Test func asynchronousSuccessEventOrder() throws {
    let harness = Harness()
    #expect(harness.xhr.readyState == .unsent)
    try harness.open("get", "data.txt")
    #expect(harness.xhr.readyState == .opened && harness.xhr.requestMethod == "GET")
    try harness.send()
    #expect(harness.events == ["readystatechange(1)", "loadstart(1)"])
    #expect(harness.fetcher.log.entries.isEmpty)
    harness.runTasks()
    #expect(
      harness.events == [
        "readystatechange(1)", "loadstart(1)", "readystatechange(2)", "readystatechange(3)",
        "progress(3)", "progress(3)", "readystatechange(4)", "load(4)", "loadend(4)",
      ])
    let xhr = harness.xhr
    #expect(xhr.status == 200 && xhr.statusText == "OK")
    #expect(xhr.responseURL == "https://example.com/dir/data.txt")
    #expect(try xhr.responseText() == "caf\u{E9}")
    #expect(xhr.getResponseHeader("X-B") == "2, 3")
    #expect(xhr.getResponseHeader("set-cookie") == nil)
    #expect(
      xhr.getAllResponseHeaders()
        == "content-length: 4\r\ncontent-type: text/plain;charset=windows-1252\r\nx-a: 1\r\n"
        + "x-b: 2, 3\r\n")
    #expect(harness.fetcher.log.entries.first?.initiator == .xmlHttpRequest)
  }

  @Test func networkErrorIsStatusZeroAndErrorEvent() throws {
    let harness = Harness()
    try harness.open("GET", "/missing")
    try harness.send()
    harness.runTasks()
    #expect(
      harness.events == [
        "readystatechange(1)", "loadstart(1)", "readystatechange(4)", "error(4)", "loadend(4)",
      ])
    #expect(harness.xhr.status == 0 && harness.xhr.statusText == "")
    #expect(try harness.xhr.responseText() == "")
    #expect(harness.xhr.getAllResponseHeaders() == "")
    #expect(harness.fetcher.log.entries.map(\.outcome) == [.notFound])
  }

  @Test func emptyBodySkipsLoading() throws {
    let harness = Harness()
    try harness.open("GET", "empty")
    try harness.send()
    harness.runTasks()
    #expect(
      harness.events.suffix(5) == [
        "readystatechange(2)", "progress(2)", "readystatechange(4)", "load(4)", "loadend(4)",
      ])
  }

  @Test func synchronousRequests() throws {
    let harness = Harness()
    try harness.open("GET", "data.json", async: false)
    try harness.send()
    #expect(
      harness.events == ["readystatechange(1)", "readystatechange(4)", "load(4)", "loadend(4)"])
    #expect(!harness.xhr.hasPendingTask)
    #expect(try harness.xhr.responseText() == "{\"k\":\"\u{E9}\"}")

    let failing = Harness()
    try failing.open("GET", "/missing", async: false)
    #expect(throws: DOMException(.networkError, "A network error occurred.")) { try failing.send() }
    #expect(failing.xhr.readyState == .done)
    #expect(failing.events == ["readystatechange(1)"])

    let typed = Harness()
    try typed.open("GET", "data.json", async: false)
    #expect(throws: DOMException.self) { try typed.xhr.setResponseType(.json) }
    #expect(throws: DOMException.self) { try typed.xhr.setTimeout(10) }
    let withTimeout = Harness()
    try withTimeout.xhr.setTimeout(5)
    #expect(throws: DOMException.self) { try withTimeout.open("GET", "data.json", async: false) }
  }

  @Test func openValidation() throws {
    let harness = Harness()
    #expect(throws: DOMException.self) { try harness.open("GE T", "x") }
    do {
      try harness.open("TRACK", "x")
      Issue.record("TRACK is forbidden")
    } catch {
      #expect((error as? DOMException)?.name == .securityError)
    }
    do {
      try harness.open("GET", "http://[")
      Issue.record("a bad URL throws")
    } catch {
      #expect((error as? DOMException)?.name == .syntaxError)
    }
    try harness.xhr.open(
      method: "patch", url: "https://example.com/x", username: "u s", password: "p"
    ) { _ in }
    #expect(harness.xhr.requestMethod == "patch")
    #expect(harness.xhr.requestURL?.href == "https://u%20s:p@example.com/x")
    // Opening again while opened fires no second readystatechange.
    try harness.open("GET", "data.txt")
    #expect(harness.events.isEmpty)
  }

  @Test func requestHeadersAndBody() throws {
    let harness = Harness()
    #expect(throws: DOMException.self) { try harness.xhr.setRequestHeader("a", "b") }
    try harness.open("POST", "data.txt")
    try harness.xhr.setRequestHeader("X-A", " 1 ")
    try harness.xhr.setRequestHeader("x-a", "2")
    try harness.xhr.setRequestHeader("Cookie", "dropped")
    try harness.xhr.setRequestHeader("Content-Type", "text/plain;charset=latin1")
    #expect(throws: DOMException.self) { try harness.xhr.setRequestHeader("bad name", "x") }
    #expect(throws: DOMException.self) { try harness.xhr.setRequestHeader("X", "a\nb") }
    #expect(
      harness.xhr.authorRequestHeaders.list.map { "\($0.name)=\($0.value)" } == [
        "X-A=1, 2", "Content-Type=text/plain;charset=latin1",
      ])
    try harness.send(.body(.text("hi")), upload: true)
    // A string body rewrites the author charset to UTF-8.
    #expect(try harness.xhr.authorRequestHeaders.get("content-type") == "text/plain;charset=UTF-8")
    #expect(harness.events == ["readystatechange(1)", "loadstart(1)", "upload.loadstart(1)"])
    harness.runTasks()
    #expect(
      Array(harness.events[3..<6]) == ["upload.progress(1)", "upload.load(1)", "upload.loadend(1)"])
    #expect(throws: DOMException.self) { try harness.send() }

    let documentBody = Harness()
    try documentBody.open("PUT", "data.txt")
    try documentBody.send(.document(serialized: "<p>", isHTML: true))
    #expect(
      try documentBody.xhr.authorRequestHeaders.get("content-type") == "text/html;charset=UTF-8")
    let ignored = Harness()
    try ignored.open("GET", "data.txt")
    try ignored.send(.body(.text("ignored for GET")))
    #expect(try ignored.xhr.authorRequestHeaders.get("content-type") == nil)
  }

  @Test func abortDuringAndAfterTheRequest() throws {
    let harness = Harness()
    try harness.open("GET", "data.txt")
    try harness.send()
    harness.xhr.abort { harness.record($0) }
    #expect(
      harness.events == [
        "readystatechange(1)", "loadstart(1)", "readystatechange(4)", "abort(4)", "loadend(4)",
      ])
    #expect(harness.xhr.readyState == .unsent)
    #expect(!harness.xhr.hasPendingTask)
    #expect(harness.fetcher.log.entries.isEmpty)

    // Abort from a readystatechange listener at HEADERS_RECEIVED stops the body.
    let listener = Harness()
    listener.onEvent = { event, xhr in
      if event.kind == .readystatechange, xhr.readyState == .headersReceived {
        xhr.abort { listener.record($0) }
      }
    }
    try listener.open("GET", "data.txt")
    try listener.send()
    listener.runTasks()
    #expect(
      listener.events.suffix(4) == [
        "readystatechange(2)", "readystatechange(4)", "abort(4)", "loadend(4)",
      ])
    #expect(listener.fetcher.log.entries.count == 1)

    // Abort when done: back to UNSENT without events.
    let done = Harness()
    try done.open("GET", "data.txt")
    try done.send()
    done.runTasks()
    let count = done.events.count
    done.xhr.abort { done.record($0) }
    #expect(done.events.count == count && done.xhr.readyState == .unsent && done.xhr.status == 0)
  }

  @Test func openFromLoadstartCancelsTheFetch() throws {
    let harness = Harness()
    harness.onEvent = { event, xhr in
      if event.kind == .loadstart {
        try? xhr.open(method: "GET", url: "data.json") { _ in }
      }
    }
    try harness.open("GET", "data.txt")
    try harness.send()
    #expect(!harness.xhr.hasPendingTask)
    #expect(harness.xhr.readyState == .opened)
  }

  @Test func timeoutPath() throws {
    let harness = Harness()
    try harness.xhr.setTimeout(100)
    try harness.open("GET", "data.txt")
    try harness.send()
    harness.xhr.timeoutElapsed { harness.record($0) }
    #expect(harness.events.suffix(3) == ["readystatechange(4)", "timeout(4)", "loadend(4)"])
    #expect(!harness.xhr.hasPendingTask)
  }

  @Test func responseTypes() throws {
    func load(_ path: String, _ type: XMLHttpRequestModel.ResponseType) throws
      -> XMLHttpRequestModel
    {
      let harness = Harness()
      try harness.open("GET", path)
      try harness.xhr.setResponseType(type)
      #expect(harness.xhr.responseType == type)
      try harness.send()
      if case .null = harness.xhr.responseValue() {
      } else if type != .empty && type != .text {
        Issue.record("non-text responses are null before DONE")
      }
      harness.runTasks()
      return harness.xhr
    }
    let text = try load("data.txt", .text)
    guard case .text(let string) = text.responseValue() else {
      Issue.record("text response")
      return
    }
    #expect(string == "caf\u{E9}")
    #expect(throws: DOMException.self) { try text.setResponseType(.json) }

    let json = try load("data.json", .json)
    guard case .json(let jsonText) = json.responseValue() else {
      Issue.record("json response")
      return
    }
    #expect(jsonText == "{\"k\":\"\u{E9}\"}")
    #expect(throws: DOMException.self) { try json.responseText() }
    #expect(throws: DOMException.self) { try json.responseXML() }

    let buffer = try load("data.txt", .arraybuffer)
    guard case .arrayBuffer(let bytes) = buffer.responseValue() else {
      Issue.record("arraybuffer response")
      return
    }
    #expect(bytes == [0x63, 0x61, 0x66, 0xE9])

    let blob = try load("data.txt", .blob)
    guard case .blob(let first) = blob.responseValue(),
      case .blob(let second) = blob.responseValue()
    else {
      Issue.record("blob response")
      return
    }
    #expect(first === second)
    #expect(first.type == "text/plain;charset=windows-1252" && first.size == 4)

    let html = try load("frag.html", .document)
    guard case .document(let source) = html.responseValue() else {
      Issue.record("document response")
      return
    }
    #expect(source.isHTML && source.encoding == .shiftJIS)
    #expect(source.url == "https://example.com/dir/frag.html")
    // responseType "" does not make HTML documents.
    let plainHTML = try load("frag.html", .empty)
    #expect(try plainHTML.responseXML() == nil)

    let xml = try load("page.xml", .empty)
    let xmlSource = try #require(try xml.responseXML())
    #expect(!xmlSource.isHTML && xmlSource.encoding == .windows1252)
    // The XML declaration's encoding applies to responseText too.
    #expect(try xml.responseText().hasSuffix("<a>\u{C3}\u{A9}</a>"))
  }

  @Test func overrideMimeType() throws {
    let harness = Harness()
    try harness.open("GET", "data.json")
    try harness.xhr.overrideMimeType("text/plain;charset=windows-1252")
    try harness.send()
    harness.runTasks()
    #expect(try harness.xhr.responseText() == "{\"k\":\"\u{C3}\u{A9}\"}")
    #expect(harness.xhr.finalMIMEType.essence == "text/plain")
    #expect(throws: DOMException.self) { try harness.xhr.overrideMimeType("text/html") }

    let invalid = Harness()
    try invalid.open("GET", "data.json")
    try invalid.xhr.overrideMimeType("nonsense")
    #expect(invalid.xhr.finalMIMEType.essence == "application/octet-stream")
  }

  @Test func progressTotalsComeFromContentLength() throws {
    let harness = Harness()
    var progress: [XMLHttpRequestEvent] = []
    harness.onEvent = { event, _ in
      if event.kind == .progress || event.kind == .load { progress.append(event) }
    }
    try harness.open("GET", "data.txt")
    try harness.send()
    harness.runTasks()
    #expect(progress.map(\.total) == [4, 4, 4] && progress.allSatisfy(\.lengthComputable))
    // A data: URL response has no Content-Length: total 0, not computable.
    progress = []
    try harness.open("GET", "data:text/plain,hi")
    try harness.send()
    harness.runTasks()
    #expect(progress.map(\.loaded) == [2, 2, 2] && progress.map(\.total) == [0, 0, 0])
    #expect(progress.allSatisfy { !$0.lengthComputable })
    #expect(try harness.xhr.responseText() == "hi")
  }

  @Test func withCredentials() throws {
    let harness = Harness()
    try harness.xhr.setWithCredentials(true)
    #expect(harness.xhr.withCredentials)
    try harness.open("GET", "data.txt")
    try harness.send()
    #expect(throws: DOMException.self) { try harness.xhr.setWithCredentials(false) }
  }
}
