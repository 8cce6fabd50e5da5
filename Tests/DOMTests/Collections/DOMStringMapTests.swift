import DOM
import Testing

@Suite struct DOMStringMapTests {
  @Test func namesAreCamelCasedInAttributeOrder() throws {
    let div = Document().make("div")
    try div.setAttribute("data-b", "1")
    try div.setAttribute("title", "t")
    try div.setAttribute("data-foo-bar", "2")
    try div.setAttribute("data-x-1", "3")
    try div.setAttribute("data--lead", "4")
    try div.setAttribute("data-", "5")
    try div.setAttributeNS("urn:x", "x:data-y", "6")
    let svg = Document().makeSVG("svg")
    try svg.setAttribute("data-Upper", "no")
    #expect(svg.dataset.supportedPropertyNames.isEmpty, "names with ASCII upper alphas are skipped")
    #expect(div.dataset.supportedPropertyNames == ["b", "fooBar", "x-1", "Lead", ""])
    #expect(div.dataset.value(of: "fooBar") == "2")
    #expect(div.dataset.value(of: "foo-bar") == nil)
    #expect(div.dataset.value(of: "y") == nil)
    #expect(div.dataset.namedValues.map(\.value) == ["1", "2", "3", "4", "5"])
  }

  @Test func settingKebabCasesTheName() throws {
    let div = Document().make("div")
    try div.dataset.setValue("v", for: "someLongName")
    #expect(div.getAttribute("data-some-long-name") == "v")
    try div.dataset.setValue("u", for: "URL")
    #expect(div.getAttribute("data--u-r-l") == "u")
    try div.dataset.setValue("w", for: "someLongName")
    #expect(div.attributes.length == 2)
    #expect(DOMStringMap.attributeName(for: "aB") == "data-a-b")
  }

  @Test func settingChecksTheName() {
    let div = Document().make("div")
    #expect(domErrorName { try div.dataset.setValue("x", for: "foo-bar") } == .syntaxError)
    #expect(domErrorName { try div.dataset.setValue("x", for: "a b") } == .invalidCharacterError)
    #expect(domErrorName { try div.dataset.setValue("x", for: "foo-") } == nil)
    #expect(domErrorName { try div.dataset.setValue("x", for: "foo-1") } == nil)
    #expect(div.getAttributeNames() == ["data-foo-", "data-foo-1"])
  }

  @Test func deletingRemovesOnlySupportedNames() throws {
    let div = Document().make("div")
    try div.setAttribute("data-two-words", "2")
    #expect(div.dataset.deleteValue(for: "twoWords"))
    #expect(!div.hasAttribute("data-two-words"))
    #expect(!div.dataset.deleteValue(for: "twoWords"))
  }

  @Test func isTheSameObjectWhileHeld() {
    let div = Document().make("div")
    let map = div.dataset
    #expect(div.dataset === map)
  }
}
