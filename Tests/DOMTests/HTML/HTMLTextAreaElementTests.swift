import DOM
import Testing

@Suite struct HTMLTextAreaElementTests {
  @Test func valueFollowsTheChildrenUntilDirty() throws {
    let document = makeDocument(body: "<textarea id=t>line1\r\nline2\rline3</textarea>")
    let element = try document.element("t")
    let textarea = try #require(HTMLTextAreaElement(element))
    #expect(textarea.type == "textarea")
    #expect(textarea.defaultValue == "line1\r\nline2\rline3")
    #expect(textarea.value == "line1\nline2\nline3")
    #expect(textarea.textLength == 17)
    textarea.defaultValue = "new"
    #expect(textarea.value == "new")
    #expect(element.childNodes.length == 1)
    textarea.value = "typed\r\n"
    #expect(textarea.value == "typed\n")
    textarea.defaultValue = "ignored"
    #expect(textarea.value == "typed\n")
    #expect(HTMLTextAreaElement(document.make("input")) == nil)
  }
}
