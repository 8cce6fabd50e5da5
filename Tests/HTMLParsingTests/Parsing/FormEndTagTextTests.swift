import DOM
import HTMLParsing
import Testing

/// Text right before `</form>` stays in the form (gumbo 0.10 puts it after the form, joined to
/// the next text; the converter moves it back where the HTML standard's tree construction
/// puts it: "in body" inserts characters into the current node, the form). The Swift parser
/// does so itself.
@Suite struct FormEndTagTextTests {
  func body(_ markup: String, engine: HTMLParser.Options.Engine = .gumbo) throws -> String {
    var options = HTMLParser.Options()
    options.engine = engine
    let document = HTMLParser.parseDocument("<!DOCTYPE html><body>" + markup, options: options)
    return try #require(document.body).innerHTML
  }

  @Test(arguments: [HTMLParser.Options.Engine.gumbo, .swift])
  func textBeforeTheEndTagStaysInTheForm(engine: HTMLParser.Options.Engine) throws {
    #expect(
      try body("<form><div>a</div>XYZ</form>after", engine: engine)
        == "<form><div>a</div>XYZ</form>after")
    #expect(
      try body("<form><div>a</div>XYZ</form>", engine: engine) == "<form><div>a</div>XYZ</form>")
    #expect(
      try body("<div><form><p>a</p>T</FORM ></div>", engine: engine)
        == "<div><form><p>a</p>T</form></div>")
  }

  @Test(arguments: [HTMLParser.Options.Engine.gumbo, .swift])
  func whitespaceBeforeTheEndTagStaysInTheForm(engine: HTMLParser.Options.Engine) throws {
    var options = HTMLParser.Options()
    options.engine = engine
    let document = HTMLParser.parseDocument(
      "<body><div>\n  <form>\n    <div></div>\n  </form>\n  <p>x</p>\n</div>", options: options)
    let form = try #require(try document.querySelector("form"))
    #expect(form.lastChild?.textContent == "\n  ")
    #expect(form.nextSibling?.textContent == "\n  ")
  }

  /// Where the source before the tag is not the text itself (a character reference), the
  /// text is left where the parser put it rather than guessed.
  @Test func referencesAreNotGuessed() throws {
    #expect(try body("<form><div>a</div>&amp;</form>b") == "<form><div>a</div></form>&amp;b")
  }

  @Test(arguments: [HTMLParser.Options.Engine.gumbo, .swift])
  func textInsideAFormIsUntouched(engine: HTMLParser.Options.Engine) throws {
    #expect(
      try body("<form>Search: <input>ok</form>", engine: engine)
        == "<form>Search: <input>ok</form>")
  }
}
