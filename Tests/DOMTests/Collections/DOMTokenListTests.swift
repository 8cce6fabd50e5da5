import DOM
import Testing

@Suite struct DOMTokenListTests {
  @Test func parsesTheAttributeAsAnOrderedSet() throws {
    let div = Document().make("div")
    let list = div.classList
    #expect(list.length == 0)
    #expect(list.tokens.isEmpty)
    try div.setAttribute("class", " b\ta  b\n c ")
    #expect(list.tokens == ["b", "a", "c"])
    #expect(list.item(0) == "b")
    #expect(list.item(3) == nil)
    #expect(list.item(-1) == nil)
    #expect(list.contains("a"))
    #expect(!list.contains("A"))
    #expect(list.value == " b\ta  b\n c ")
  }

  @Test func isTheSameObjectWhileHeld() {
    let div = Document().make("div")
    let list = div.classList
    #expect(div.classList === list)
    #expect(div.tokenList(attribute: "class") === list)
    #expect(div.tokenList(attribute: "rel") !== list)
    #expect(div.tokenList(attribute: "rel").attributeName == "rel")
  }

  @Test func addAndRemoveRunTheUpdateSteps() throws {
    let div = Document().make("div")
    let list = div.classList
    try list.remove(["x"])
    #expect(!div.hasAttribute("class"), "an empty set makes no attribute")
    try list.add(["a", "b", "a"])
    #expect(div.getAttribute("class") == "a b")
    try div.setAttribute("class", "a  a b")
    try list.add([])
    #expect(div.getAttribute("class") == "a b", "even an empty add serializes")
    try list.remove(["a", "missing"])
    #expect(div.className == "b")
    try list.remove(["b"])
    #expect(div.getAttribute("class") == "", "an existing attribute stays, empty")
  }

  @Test func validationComesFirst() {
    let div = Document().make("div")
    let list = div.classList
    #expect(domErrorName { try list.add(["ok", ""]) } == .syntaxError)
    #expect(domErrorName { try list.add(["ok", "a b"]) } == .invalidCharacterError)
    #expect(domErrorName { try list.remove(["\u{0C}"]) } == .invalidCharacterError)
    #expect(domErrorName { _ = try list.toggle("") } == .syntaxError)
    #expect(domErrorName { _ = try list.replace("a", "") } == .syntaxError)
    #expect(domErrorName { _ = try list.replace("a b", "c") } == .invalidCharacterError)
    #expect(!div.hasAttribute("class"))
    // Non-ASCII white space is an ordinary token character.
    #expect(domErrorName { try list.add(["a\u{A0}b"]) } == nil)
  }

  @Test func toggleWithAndWithoutForce() throws {
    let div = Document().make("div")
    let list = div.classList
    #expect(try list.toggle("a"))
    #expect(try !list.toggle("a"))
    #expect(try !list.toggle("a", force: false))
    #expect(try list.toggle("a", force: true))
    #expect(try list.toggle("a", force: true))
    #expect(div.className == "a")
  }

  @Test func replaceFollowsTheOrderedSetRule() throws {
    let div = Document().make("div")
    try div.setAttribute("class", "a b c b")
    let list = div.classList
    #expect(try !list.replace("z", "y"))
    #expect(div.getAttribute("class") == "a b c b", "nothing written when absent")
    #expect(try list.replace("c", "a"))
    #expect(div.className == "a b")
    #expect(try list.replace("b", "d"))
    #expect(div.className == "a d")
  }

  @Test func supportsNeedsSupportedTokens() throws {
    let div = Document().make("link")
    #expect(throws: DOM.TypeError.self) { _ = try div.classList.supports("a") }
    let rel = div.tokenList(attribute: "rel", supportedTokens: ["stylesheet", "icon"])
    #expect(try rel.supports("StyleSheet"))
    #expect(try !rel.supports("nope"))
  }

  @Test func valueSetsTheAttribute() {
    let div = Document().make("div")
    let list = div.classList
    list.value = "x y"
    #expect(div.getAttribute("class") == "x y")
    #expect(list.tokens == ["x", "y"])
    div.removeAttribute("class")
    #expect(list.value == "")
    #expect(list.length == 0)
  }

  @Test func changesAreMutations() throws {
    let document = Document()
    let div = document.make("div")
    let recorder = MutationRecorder()
    document.addMutationObserver(recorder)
    try div.classList.add(["a"])
    try div.classList.toggle("a")
    #expect(recorder.mutations.count == 2)
  }
}
