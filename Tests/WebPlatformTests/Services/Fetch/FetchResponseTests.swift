import DOM
import Testing

@testable import WebPlatform

@Suite("Response")
struct FetchResponseTests {
  @Test func constructor() throws {
    let response = try FetchResponse(
      .text("hi"), ResponseInit(status: 201, statusText: "Created", headers: .pairs([("X", "1")])))
    #expect(response.status == 201 && response.statusText == "Created" && response.ok)
    #expect(response.type == .default)
    #expect(response.url == "" && !response.redirected)
    #expect(try response.headers.get("content-type") == "text/plain;charset=UTF-8")
    #expect(response.headers.headerGuard == .response)
    #expect(try response.text() == "hi")
    #expect(response.bodyUsed)
    #expect(throws: TypeError.self) { try response.text() }

    let empty = try FetchResponse(nil)
    #expect(empty.body == nil && empty.status == 200)
    #expect(try empty.text() == "")
  }

  @Test func constructorErrors() {
    #expect(throws: RangeError.self) { try FetchResponse(nil, ResponseInit(status: 199)) }
    #expect(throws: RangeError.self) { try FetchResponse(nil, ResponseInit(status: 600)) }
    #expect(throws: TypeError.self) {
      try FetchResponse(nil, ResponseInit(statusText: "bad\ntext"))
    }
    #expect(throws: TypeError.self) { try FetchResponse(.text("x"), ResponseInit(status: 204)) }
    #expect(throws: TypeError.self) {
      try FetchResponse(nil, ResponseInit(headers: .pairs([("Bad Name", "x")])))
    }
  }

  @Test func staticConstructors() throws {
    let error = FetchResponse.error()
    #expect(error.type == .error && error.status == 0 && !error.ok)
    #expect(throws: TypeError.self) { try error.headers.append("a", "b") }

    let redirect = try FetchResponse.redirect(
      "/next", status: 301, baseURL: WebURL("https://a.test/x"))
    #expect(redirect.status == 301)
    #expect(try redirect.headers.get("location") == "https://a.test/next")
    #expect(throws: RangeError.self) {
      try FetchResponse.redirect("/next", status: 200, baseURL: WebURL("https://a.test/x"))
    }
    #expect(throws: TypeError.self) { try FetchResponse.redirect("http://[", baseURL: nil) }

    let json = try FetchResponse.json(serializedJSON: "{\"a\":1}")
    #expect(try json.headers.get("content-type") == "application/json")
    #expect(json.body == Array("{\"a\":1}".utf8))
  }

  @Test func blobAndClone() throws {
    let response = try FetchResponse(
      .bytes([0xEF, 0xBB, 0xBF, 0x41]),
      ResponseInit(headers: .pairs([("Content-Type", "Text/Plain; Charset=UTF-8")])))
    let clone = try response.clone()
    #expect(try clone.text() == "A")
    let blob = try response.blob()
    #expect(blob.type == "text/plain;charset=UTF-8")
    #expect(blob.size == 4)
  }
}
