import DOM
import HTMLParsing
import Testing

/// Text right before `</form>` stays in the form, where the HTML standard's tree construction
/// puts it ("in body" inserts characters into the current node, the form), whatever the
/// source before the end tag is (gumbo 0.10, our former parser, put it after the form).
@Suite struct FormEndTagTextTests {
  func body(_ markup: String) throws -> String {
    let document = HTMLParser.parseDocument("<!DOCTYPE html><body>" + markup)
    return try #require(document.body).innerHTML
  }

  @Test func textBeforeTheEndTagStaysInTheForm() throws {
    #expect(try body("<form><div>a</div>XYZ</form>after") == "<form><div>a</div>XYZ</form>after")
    #expect(try body("<form><div>a</div>XYZ</form>") == "<form><div>a</div>XYZ</form>")
    #expect(
      try body("<div><form><p>a</p>T</FORM ></div>") == "<div><form><p>a</p>T</form></div>")
  }

  @Test func whitespaceBeforeTheEndTagStaysInTheForm() throws {
    let document = HTMLParser.parseDocument(
      "<body><div>\n  <form>\n    <div></div>\n  </form>\n  <p>x</p>\n</div>")
    let form = try #require(try document.querySelector("form"))
    #expect(form.lastChild?.textContent == "\n  ")
    #expect(form.nextSibling?.textContent == "\n  ")
  }

  /// A character reference before the tag is text like any other.
  @Test func referencesStayInTheFormToo() throws {
    #expect(try body("<form><div>a</div>&amp;</form>b") == "<form><div>a</div>&amp;</form>b")
  }

  @Test func textInsideAFormIsUntouched() throws {
    #expect(try body("<form>Search: <input>ok</form>") == "<form>Search: <input>ok</form>")
  }
}
