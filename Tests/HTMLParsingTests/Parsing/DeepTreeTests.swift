import DOM
import HTMLParsing
import Testing

/// Hostile nesting: parsing, serializing and dumping a very deep tree must not overflow the
/// stack.
@Suite struct DeepTreeTests {
  @Test func deeplyNestedMarkupParsesAndSerializes() throws {
    let depth = 100_000
    let markup = String(repeating: "<div>", count: depth) + "x"
    let document = HTMLParser.parseDocument(markup)
    let body = try #require(document.body)
    let html = body.innerHTML
    #expect(html.hasPrefix("<div><div>"))
    #expect(html.utf8.count > depth * 5)
  }
}
