import DOM
import Testing

/// Reads and writes reflected attributes by IDL name on one element.
private struct Reflector {
  let element: Element

  init(_ document: Document, _ localName: String) {
    element = document.make(localName)
  }

  func row(_ name: String) throws -> ReflectedAttribute {
    try #require(ReflectedAttribute.lookup(element: element, name: name), "no row \(name)")
  }

  func get(_ name: String) throws -> ReflectedValue { element.reflectedValue(of: try row(name)) }

  func set(_ name: String, _ value: ReflectedValue) throws {
    try element.setReflectedValue(value, for: try row(name))
  }

  func attribute(_ name: String) -> String? { element.getAttribute(name) }

  func setAttribute(_ name: String, _ value: String) throws {
    try element.setAttribute(name, value)
  }
}

@Suite struct ReflectedAttributeTests {
  let document = makeDocument(body: "", url: "https://example.com/a/b.html")

  @Test func lookupWalksTheInheritanceChain() throws {
    let title = try #require(
      ReflectedAttribute.lookup(interface: "HTMLAnchorElement", name: "title"))
    #expect(title.interface == "HTMLElement")
    #expect(title.idlType == .domString)
    #expect(
      ReflectedAttribute.lookup(interface: "HTMLAudioElement", name: "src")?.interface
        == "HTMLMediaElement")
    #expect(ReflectedAttribute.lookup(interface: "HTMLDivElement", name: "href") == nil)
    #expect(
      ReflectedAttribute.attributes(declaredOn: "HTMLLabelElement").map(\.name) == ["htmlFor"])
    #expect(ReflectedAttribute.attributes(declaredOn: "HTMLSpanElement").isEmpty)
    let htmlFor = try #require(
      ReflectedAttribute.lookup(interface: "HTMLLabelElement", name: "htmlFor"))
    #expect(htmlFor.contentAttribute == "for")
    #expect(
      ReflectedAttribute.lookup(interface: "HTMLMetaElement", name: "httpEquiv")?.contentAttribute
        == "http-equiv")
    #expect(
      ReflectedAttribute.lookup(interface: "HTMLFormElement", name: "acceptCharset")?
        .contentAttribute == "accept-charset")
    #expect(
      ReflectedAttribute.lookup(interface: "HTMLInputElement", name: "defaultValue")?
        .contentAttribute == "value")
    #expect(
      ReflectedAttribute.lookup(interface: "HTMLInputElement", name: "readOnly")?.contentAttribute
        == "readonly")
    #expect(
      ReflectedAttribute.lookup(interface: "HTMLBodyElement", name: "bgColor")?
        .legacyNullToEmptyString == true)
    #expect(
      ReflectedAttribute.lookup(interface: "HTMLImageElement", name: "crossOrigin")?.idlType
        == .nullableDOMString)
  }

  @Test func strings() throws {
    let label = Reflector(document, "label")
    #expect(try label.get("htmlFor") == .string(""))
    try label.set("htmlFor", .string("name"))
    #expect(label.attribute("for") == "name")
    #expect(try label.get("htmlFor") == .string("name"))
    let div = Reflector(document, "div")
    try div.set("title", .string("hello"))
    #expect(div.attribute("title") == "hello")
    #expect(try div.get("align") == .string(""))
  }

  @Test func urls() throws {
    let img = Reflector(document, "img")
    #expect(try img.get("src") == .string(""))
    try img.setAttribute("src", "../x.png")
    #expect(try img.get("src") == .string("https://example.com/x.png"))
    try img.setAttribute("src", "http://[bad")
    #expect(try img.get("src") == .string("http://[bad"))
    let form = Reflector(document, "form")
    #expect(try form.get("action") == .string("https://example.com/a/b.html"))
    try form.setAttribute("action", "submit")
    #expect(try form.get("action") == .string("https://example.com/a/submit"))
    let base = Reflector(document, "base")
    try base.set("href", .string("/root/"))
    #expect(base.attribute("href") == "/root/")
    #expect(try base.get("href") == .string("https://example.com/root/"))
  }

  @Test func booleans() throws {
    let input = Reflector(document, "input")
    #expect(try input.get("required") == .boolean(false))
    try input.setAttribute("required", "false")
    #expect(try input.get("required") == .boolean(true))
    try input.set("required", .boolean(false))
    #expect(input.attribute("required") == nil)
    try input.set("defaultChecked", .boolean(true))
    #expect(input.attribute("checked") == "")
    let div = Reflector(document, "div")
    try div.set("hidden", .boolean(true))
    #expect(div.attribute("hidden") == "")
  }

  @Test func longs() throws {
    let ol = Reflector(document, "ol")
    #expect(try ol.get("start") == .long(1))
    try ol.setAttribute("start", "  -12abc")
    #expect(try ol.get("start") == .long(-12))
    try ol.setAttribute("start", "x")
    #expect(try ol.get("start") == .long(1))
    try ol.setAttribute("start", "99999999999")
    #expect(try ol.get("start") == .long(1))
    try ol.set("start", .long(-3))
    #expect(ol.attribute("start") == "-3")
    let li = Reflector(document, "li")
    #expect(try li.get("value") == .long(0))
    try li.setAttribute("value", "+7")
    #expect(try li.get("value") == .long(7))
  }

  @Test func nonNegativeLongsThrowOnNegativeValues() throws {
    let input = Reflector(document, "input")
    #expect(try input.get("maxLength") == .long(-1))
    try input.setAttribute("maxlength", "-5")
    #expect(try input.get("maxLength") == .long(-1))
    try input.setAttribute("maxlength", "10")
    #expect(try input.get("maxLength") == .long(10))
    #expect(domErrorName { try input.set("maxLength", .long(-1)) } == .indexSizeError)
    #expect(input.attribute("maxlength") == "10")
    try input.set("maxLength", .long(0))
    #expect(input.attribute("maxlength") == "0")
  }

  @Test func unsignedLongs() throws {
    let canvas = Reflector(document, "canvas")
    #expect(try canvas.get("width") == .unsignedLong(300))
    #expect(try canvas.get("height") == .unsignedLong(150))
    try canvas.setAttribute("width", "-1")
    #expect(try canvas.get("width") == .unsignedLong(300))
    try canvas.setAttribute("width", "2147483648")
    #expect(try canvas.get("width") == .unsignedLong(300))
    try canvas.setAttribute("width", "640px")
    #expect(try canvas.get("width") == .unsignedLong(640))
    try canvas.set("width", .unsignedLong(3_000_000_000))
    #expect(canvas.attribute("width") == "300")
    let select = Reflector(document, "select")
    #expect(try select.get("size") == .unsignedLong(0))
  }

  @Test func positiveUnsignedLongsWithFallback() throws {
    let input = Reflector(document, "input")
    #expect(try input.get("size") == .unsignedLong(20))
    try input.setAttribute("size", "0")
    #expect(try input.get("size") == .unsignedLong(20))
    try input.setAttribute("size", "5")
    #expect(try input.get("size") == .unsignedLong(5))
    try input.set("size", .unsignedLong(0))
    #expect(input.attribute("size") == "20")
    let textarea = Reflector(document, "textarea")
    #expect(try textarea.get("rows") == .unsignedLong(2))
    #expect(try textarea.get("cols") == .unsignedLong(20))
  }

  @Test func clampedUnsignedLongs() throws {
    let td = Reflector(document, "td")
    #expect(try td.get("colSpan") == .unsignedLong(1))
    try td.setAttribute("colspan", "0")
    #expect(try td.get("colSpan") == .unsignedLong(1))
    try td.setAttribute("colspan", "5000")
    #expect(try td.get("colSpan") == .unsignedLong(1000))
    try td.setAttribute("rowspan", "0")
    #expect(try td.get("rowSpan") == .unsignedLong(0))
    try td.setAttribute("rowspan", "70000")
    #expect(try td.get("rowSpan") == .unsignedLong(65534))
    try td.setAttribute("rowspan", "nope")
    #expect(try td.get("rowSpan") == .unsignedLong(1))
  }

  @Test func doubles() throws {
    let progress = Reflector(document, "progress")
    #expect(try progress.get("max") == .double(1))
    try progress.setAttribute("max", "2.5e1")
    #expect(try progress.get("max") == .double(25))
    try progress.setAttribute("max", "-3")
    #expect(try progress.get("max") == .double(1))
    try progress.set("max", .double(0))
    #expect(progress.attribute("max") == "-3")
    try progress.set("max", .double(0.5))
    #expect(progress.attribute("max") == "0.5")
  }

  @Test func enumerated() throws {
    let form = Reflector(document, "form")
    #expect(try form.get("method") == .string("get"))
    try form.setAttribute("method", "POST")
    #expect(try form.get("method") == .string("post"))
    try form.setAttribute("method", "put")
    #expect(try form.get("method") == .string("get"))
    #expect(try form.get("enctype") == .string("application/x-www-form-urlencoded"))
    try form.setAttribute("enctype", "Multipart/Form-Data")
    #expect(try form.get("encoding") == .string("multipart/form-data"))
    try form.set("encoding", .string("text/plain"))
    #expect(form.attribute("enctype") == "text/plain")

    let input = Reflector(document, "input")
    #expect(try input.get("type") == .string("text"))
    try input.setAttribute("type", "CHECKBOX")
    #expect(try input.get("type") == .string("checkbox"))
    try input.setAttribute("type", "datetime")
    #expect(try input.get("type") == .string("text"))
    #expect(try input.get("formMethod") == .string(""))
    try input.setAttribute("formmethod", "bogus")
    #expect(try input.get("formMethod") == .string("get"))

    let button = Reflector(document, "button")
    #expect(try button.get("type") == .string("submit"))
    try button.setAttribute("type", "reset")
    #expect(try button.get("type") == .string("reset"))
    try button.setAttribute("type", "")
    #expect(try button.get("type") == .string("submit"))

    let div = Reflector(document, "div")
    #expect(try div.get("dir") == .string(""))
    try div.setAttribute("dir", "RTL")
    #expect(try div.get("dir") == .string("rtl"))
    try div.setAttribute("dir", "sideways")
    #expect(try div.get("dir") == .string(""))

    let img = Reflector(document, "img")
    #expect(try img.get("loading") == .string("eager"))
    try img.setAttribute("loading", "LAZY")
    #expect(try img.get("loading") == .string("lazy"))
    #expect(try img.get("referrerPolicy") == .string(""))
    try img.setAttribute("referrerpolicy", "No-Referrer")
    #expect(try img.get("referrerPolicy") == .string("no-referrer"))
    #expect(try img.get("decoding") == .string("auto"))

    let th = Reflector(document, "th")
    #expect(try th.get("scope") == .string(""))
    try th.setAttribute("scope", "ROW")
    #expect(try th.get("scope") == .string("row"))
  }

  @Test func nullableEnumerated() throws {
    let img = Reflector(document, "img")
    #expect(try img.get("crossOrigin") == .null)
    try img.setAttribute("crossorigin", "")
    #expect(try img.get("crossOrigin") == .string("anonymous"))
    try img.setAttribute("crossorigin", "USE-CREDENTIALS")
    #expect(try img.get("crossOrigin") == .string("use-credentials"))
    try img.setAttribute("crossorigin", "whatever")
    #expect(try img.get("crossOrigin") == .string("anonymous"))
    try img.set("crossOrigin", .null)
    #expect(img.attribute("crossorigin") == nil)
    try img.set("crossOrigin", .string("x"))
    #expect(img.attribute("crossorigin") == "x")
  }

  @Test func everyRowHasAKnownInterfaceAndUniqueName() {
    for interface in ReflectedAttribute.interfaces {
      #expect(HTMLElementInterface.htmlInterfaceNames.contains(interface), "\(interface)")
      let names = ReflectedAttribute.attributes(declaredOn: interface).map(\.name)
      #expect(Set(names).count == names.count, "\(interface) has duplicate rows")
    }
  }
}
