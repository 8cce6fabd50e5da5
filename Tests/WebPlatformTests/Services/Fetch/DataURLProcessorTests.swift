import DOM
import Testing

@testable import WebPlatform

@Suite("data: URL processor")
struct DataURLProcessorTests {
  private func process(_ string: String) throws -> DataURLProcessor.DataURL? {
    DataURLProcessor.process(try #require(WebURL(string)))
  }

  @Test(arguments: [
    ("data:,Hello%2C%20World!", "text/plain;charset=US-ASCII", "Hello, World!"),
    ("data:text/plain;base64,SGVsbG8=", "text/plain", "Hello"),
    ("data:text/html;charset=utf-8,%3Ch1%3E", "text/html;charset=utf-8", "<h1>"),
    ("data:;charset=utf-8,x", "text/plain;charset=utf-8", "x"),
    ("data:;base64,SGk", "text/plain;charset=US-ASCII", "Hi"),
    ("data: TEXT/CSS ;  BASE64 ,Ym9keXt9", "text/css", "body{}"),
    ("data:text/plain;base64 ,SGk=", "text/plain", "Hi"),
    ("data:bogus,x", "text/plain;charset=US-ASCII", "x"),
    ("data:,a#fragment", "text/plain;charset=US-ASCII", "a"),
    ("data:text/plain;base64,%53%47%6B%3D", "text/plain", "Hi"),
    ("data:text/plain;base64;x=y,SGk=", "text/plain;x=y", "SGk="),
  ])
  func processes(url: String, mimeType: String, body: String) throws {
    let result = try #require(try process(url))
    #expect(result.mimeType.serialized == mimeType)
    #expect(result.body == Array(body.utf8))
  }

  @Test(arguments: ["data:text/plain", "data:;base64,SGk=!", "data:;base64,S"])
  func failures(url: String) throws {
    #expect(try process(url) == nil)
  }

  @Test func keepsBinaryBytes() throws {
    let result = try #require(try process("data:application/octet-stream;base64,AP8="))
    #expect(result.body == [0x00, 0xFF])
    #expect(try process("data:,%FF%00")?.body == [0xFF, 0x00])
  }
}
