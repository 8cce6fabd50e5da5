import DOM
import Testing

/// `getElementsByTagName`, `…NS`, `…ClassName` and `getElementsByName` answer the same live
/// collection for the same arguments while it is held (WebKit's identity:
/// fixture `dom-collections/cached`), and a new one once nobody holds it.
@Suite struct CollectionCacheTests {
  @Test func theSameArgumentsAnswerTheSameLiveCollection() throws {
    let document = Document()
    let div = document.make("div")
    try div.setAttribute("class", "a b")
    try div.appendChild(document.make("p"))
    let first = div.getElementsByTagName("p")
    #expect(first === div.getElementsByTagName("p"))
    #expect(first !== div.getElementsByTagName("P"), "the name is compared as given")
    #expect(first !== document.getElementsByTagName("p"), "one cache per root")
    #expect(first.length == 1)
    try div.appendChild(document.make("p"))
    #expect(first.length == 2, "a cached collection stays live")
    let byClass = div.getElementsByClassName("a b")
    #expect(byClass === div.getElementsByClassName("a b"))
    #expect(byClass !== div.getElementsByClassName("b a"))
    #expect(div.getElementsByTagNameNS(nil, "p") === div.getElementsByTagNameNS("", "p"))
    #expect(document.getElementsByName("x") === document.getElementsByName("x"))
  }

  @Test func aCollectionNobodyHoldsIsNotKept() {
    let document = Document()
    let div = document.make("div")
    weak var released: HTMLCollection?
    do {
      let collection = div.getElementsByTagName("i")
      released = collection
      #expect(released != nil)
    }
    #expect(released == nil, "the cache holds collections weakly")
    // Many distinct names: released ones are swept, the cache does not keep them all.
    for index in 0..<1_000 { _ = div.getElementsByTagName("x\(index)").length }
    #expect(div.getElementsByTagName("i").length == 0)
  }
}
