import DOM
import Testing

@Suite struct DocumentStateTests {
  @Test func defaults() {
    let document = makeHTMLDocument()
    #expect(document.readyState == .complete)
    #expect(document.visibilityState == "visible")
    #expect(!document.hidden)
    #expect(document.currentScript == nil)
    #expect(document.referrer == "")
    #expect(document.designMode == "off")
    #expect(document.lastModified == "01/01/1970 00:00:00")
    #expect(document.dir == "")
  }

  @Test func readinessFiresReadyStateChange() {
    let document = makeHTMLDocument()
    var states: [DocumentReadyState] = []
    document.addEventListener(
      "readystatechange", EventListener { _ in states.append(document.readyState) })
    document.readyState = .loading
    #expect(states.isEmpty)
    document.updateReadiness(.interactive)
    document.updateReadiness(.interactive)
    document.updateReadiness(.complete)
    #expect(states == [.interactive, .complete])
  }

  @Test func settableState() throws {
    let document = makeHTMLDocument()
    var script: Element? = document.make("script")
    document.currentScript = script
    #expect(document.currentScript === script)
    script = nil
    #expect(document.currentScript == nil)
    document.referrer = "https://ref.example/"
    #expect(document.referrer == "https://ref.example/")
    document.designMode = "ON"
    #expect(document.designMode == "on")
    #expect(document.make("div").isContentEditable)
    document.designMode = "maybe"
    #expect(document.designMode == "on")
    document.designMode = "off"
    #expect(document.designMode == "off")
  }

  @Test func lastModifiedFormat() {
    let document = makeHTMLDocument()
    document.lastModifiedDate = DocumentTimestamp(
      year: 2024, month: 3, day: 7, hour: 9, minute: 5, second: 1)
    #expect(document.lastModified == "03/07/2024 09:05:01")
    document.lastModifiedDate = DocumentTimestamp(unixTime: 1_700_000_000, utcOffset: 3600)
    #expect(document.lastModified == "11/14/2023 23:13:20")
    #expect(DocumentTimestamp(unixTime: -1).formatted == "12/31/1969 23:59:59")
  }

  @Test func dirReflectsTheHTMLElement() throws {
    let document = makeHTMLDocument()
    document.dir = "RTL"
    #expect(document.documentElement?.getAttribute("dir") == "RTL")
    #expect(document.dir == "rtl")
    document.dir = "bogus"
    #expect(document.dir == "")
    let empty = Document()
    empty.dir = "rtl"
    #expect(empty.dir == "")
  }
}
