import DOM
import Testing

/// A readable form of a record, for exact comparisons.
private func describe(_ record: MutationRecord) -> String {
  func names(_ nodes: [Node]) -> String { nodes.map(label).joined(separator: ",") }
  switch record.type {
  case .childList:
    return
      "childList \(label(record.target)) +[\(names(record.addedNodes))] -[\(names(record.removedNodes))]"
      + " prev=\(record.previousSibling.map(label) ?? "nil") next=\(record.nextSibling.map(label) ?? "nil")"
  case .attributes:
    return
      "attributes \(label(record.target)) \(record.attributeName ?? "nil")"
      + " ns=\(record.attributeNamespace ?? "nil") old=\(record.oldValue ?? "nil")"
  case .characterData:
    return "characterData \(label(record.target)) old=\(record.oldValue ?? "nil")"
  }
}

/// A document with `div > (a, b, c)` under `body`, an agent and an observer that logs.
private final class Fixture {
  let document = Document()
  let agent = MutationObserverAgent()
  let body: Element
  let div: Element
  let a: Element
  let b: Element
  let c: Element
  var delivered: [[String]] = []
  lazy var observer = MutationObserver(agent: agent) { [unowned self] records, _ in
    self.delivered.append(records.map(describe))
  }

  init() throws {
    body = try document.createElement("body")
    div = try document.createElement("div")
    a = try document.createElement("a")
    b = try document.createElement("b")
    c = try document.createElement("c")
    try document.appendChild(body)
    try body.appendChild(div)
    for child in [a, b, c] { try div.appendChild(child) }
  }

  /// Delivers and returns the records of one notification.
  func deliver() -> [String] {
    delivered = []
    agent.notifyMutationObservers()
    return delivered.first ?? []
  }
}

private struct Boom: Error {}

@Suite struct MutationObserverTests {
  @Test func optionValidation() throws {
    let f = try Fixture()
    let invalid: [MutationObserverInit] = [
      MutationObserverInit(),
      MutationObserverInit(subtree: true),
      MutationObserverInit(attributes: false, attributeOldValue: true),
      MutationObserverInit(attributes: false, attributeFilter: ["id"]),
      MutationObserverInit(characterData: false, characterDataOldValue: true),
    ]
    for options in invalid {
      #expect(throws: TypeError.self) { try f.observer.observe(f.div, options) }
    }
    // Old values and filters imply their kinds.
    try f.observer.observe(f.div, MutationObserverInit(attributeOldValue: true))
    try f.observer.observe(f.div, MutationObserverInit(attributeFilter: ["id"]))
    try f.observer.observe(f.div, MutationObserverInit(characterDataOldValue: true))
    try f.observer.observe(f.div, MutationObserverInit(attributeOldValue: false))
  }

  @Test func appendInsertRemoveReplace() throws {
    let f = try Fixture()
    try f.observer.observe(f.div, MutationObserverInit(childList: true))
    let d = try f.document.createElement("d")
    let e = try f.document.createElement("e")
    try f.div.appendChild(d)
    try f.div.insertBefore(e, f.a)
    try f.div.removeChild(f.b)
    let r = try f.document.createElement("r")
    try f.div.replaceChild(r, f.c)
    #expect(f.agent.isMicrotaskQueued)
    #expect(
      f.deliver() == [
        "childList div +[d] -[] prev=c next=nil",
        "childList div +[e] -[] prev=nil next=a",
        "childList div +[] -[b] prev=a next=c",
        "childList div +[r] -[c] prev=a next=d",
      ])
    #expect(!f.agent.isMicrotaskQueued)
    #expect(f.deliver().isEmpty)
  }

  @Test func fragmentInsertionIsOneRecord() throws {
    let f = try Fixture()
    let fragment = f.document.createDocumentFragment()
    let x = try f.document.createElement("x")
    let y = try f.document.createElement("y")
    try fragment.appendChild(x)
    try fragment.appendChild(y)
    try f.observer.observe(f.div, MutationObserverInit(childList: true))
    try f.observer.observe(fragment, MutationObserverInit(childList: true))
    try f.div.insertBefore(fragment, f.b)
    #expect(
      f.deliver() == [
        "childList #document-fragment +[] -[x,y] prev=nil next=nil",
        "childList div +[x,y] -[] prev=a next=b",
      ])
  }

  @Test func movingANodeRecordsTheOldParentFirst() throws {
    let f = try Fixture()
    try f.observer.observe(f.body, MutationObserverInit(childList: true, subtree: true))
    try f.body.appendChild(f.b)
    #expect(
      f.deliver() == [
        "childList div +[] -[b] prev=a next=c",
        "childList body +[b] -[] prev=div next=nil",
      ])
    // Replacing with a node from elsewhere: the old parent's record, then the replace.
    try f.div.replaceChild(f.b, f.a)
    #expect(
      f.deliver() == [
        "childList body +[] -[b] prev=div next=nil",
        "childList div +[b] -[a] prev=nil next=c",
      ])
  }

  @Test func replaceChildrenAndTextContentAreOneRecord() throws {
    let f = try Fixture()
    try f.observer.observe(f.div, MutationObserverInit(childList: true))
    let x = try f.document.createElement("x")
    let y = try f.document.createElement("y")
    try f.div.replaceChildren([.node(x), .node(y)])
    #expect(f.deliver() == ["childList div +[x,y] -[a,b,c] prev=nil next=nil"])
    f.div.textContent = "hi"
    #expect(f.deliver() == ["childList div +[\"hi\"] -[x,y] prev=nil next=nil"])
    f.div.textContent = ""
    #expect(f.deliver() == ["childList div +[] -[\"hi\"] prev=nil next=nil"])
    f.div.textContent = ""
    #expect(f.deliver().isEmpty)
  }

  @Test func separateAppendsAreSeparateRecords() throws {
    let f = try Fixture()
    try f.observer.observe(f.div, MutationObserverInit(childList: true))
    try f.div.removeChild(f.c)
    try f.div.removeChild(f.b)
    try f.div.appendChild(f.c)
    #expect(
      f.deliver() == [
        "childList div +[] -[c] prev=b next=nil",
        "childList div +[] -[b] prev=a next=nil",
        "childList div +[c] -[] prev=a next=nil",
      ])
  }

  @Test func attributesWithOldValueAndFilter() throws {
    let f = try Fixture()
    try f.observer.observe(f.div, MutationObserverInit(attributeOldValue: true))
    try f.div.setAttribute("id", "one")
    try f.div.setAttribute("id", "two")
    f.div.removeAttribute("id")
    try f.div.setAttributeNS("urn:x", "p:id", "ns")
    #expect(
      f.deliver() == [
        "attributes div id ns=nil old=nil",
        "attributes div id ns=nil old=one",
        "attributes div id ns=nil old=two",
        "attributes div id ns=urn:x old=nil",
      ])
    let other = MutationObserver(agent: f.agent) { records, _ in
      f.delivered.append(records.map(describe))
    }
    try other.observe(f.a, MutationObserverInit(attributeFilter: ["title"]))
    try f.a.setAttribute("id", "skipped")
    try f.a.setAttribute("title", "kept")
    try f.a.setAttributeNS("urn:x", "title", "namespaced, skipped")
    #expect(f.deliver() == ["attributes a title ns=nil old=nil"])
  }

  @Test func characterDataWithAndWithoutOldValue() throws {
    let f = try Fixture()
    let text = f.document.createTextNode("abc")
    try f.a.appendChild(text)
    try f.observer.observe(f.div, MutationObserverInit(subtree: true, characterDataOldValue: true))
    let plain = MutationObserver(agent: f.agent) { records, _ in
      f.delivered.append(records.map(describe))
    }
    try plain.observe(text, MutationObserverInit(characterData: true))
    text.appendData("d")
    f.delivered = []
    f.agent.notifyMutationObservers()
    // Observers are notified in the order they were found, from the target up.
    #expect(
      f.delivered == [["characterData \"abcd\" old=nil"], ["characterData \"abcd\" old=abc"]])
  }

  @Test func subtreeOrNot() throws {
    let f = try Fixture()
    try f.observer.observe(f.body, MutationObserverInit(childList: true, attributes: true))
    try f.a.setAttribute("id", "x")
    try f.a.appendChild(f.document.createTextNode("t"))
    #expect(f.deliver().isEmpty)
    try f.observer.observe(f.body, MutationObserverInit(attributes: true, subtree: true))
    try f.a.setAttribute("id", "y")
    try f.a.appendChild(f.document.createTextNode("u"))
    #expect(f.deliver() == ["attributes a id ns=nil old=nil"])
  }

  @Test func takeRecordsAndDisconnect() throws {
    let f = try Fixture()
    try f.observer.observe(f.div, MutationObserverInit(childList: true, attributes: true))
    try f.div.setAttribute("id", "x")
    try f.div.removeChild(f.a)
    #expect(f.observer.takeRecords().map(describe).count == 2)
    #expect(f.observer.takeRecords().isEmpty)
    #expect(f.deliver().isEmpty)
    try f.div.setAttribute("id", "y")
    f.observer.disconnect()
    #expect(f.deliver().isEmpty)
    try f.div.setAttribute("id", "z")
    #expect(f.deliver().isEmpty)
  }

  @Test func transientObserversFollowRemovedNodesUntilDelivery() throws {
    let f = try Fixture()
    let text = f.document.createTextNode("t")
    try f.b.appendChild(text)
    try f.observer.observe(
      f.body, MutationObserverInit(childList: true, attributes: true, subtree: true))
    try f.div.removeChild(f.b)
    try f.b.setAttribute("id", "after-removal")
    try f.b.removeChild(text)
    #expect(
      f.deliver() == [
        "childList div +[] -[b] prev=a next=c",
        "attributes b id ns=nil old=nil",
        "childList b +[] -[\"t\"] prev=nil next=nil",
      ])
    // After delivery the transient observer is gone.
    try f.b.setAttribute("id", "later")
    #expect(f.deliver().isEmpty)
  }

  @Test func microtaskHookAndCallbackErrors() throws {
    let f = try Fixture()
    var queued = 0
    f.agent.onMicrotaskQueued = { queued += 1 }
    var reported: [any Error] = []
    let report: (any Error) -> Void = { reported.append($0) }
    let throwing = MutationObserver(agent: f.agent, reportException: report) { _, _ in
      throw Boom()
    }
    try throwing.observe(f.div, MutationObserverInit(attributes: true))
    try f.observer.observe(f.div, MutationObserverInit(attributes: true))
    try f.div.setAttribute("id", "1")
    try f.div.setAttribute("id", "2")
    #expect(queued == 1)
    #expect(f.agent.isMicrotaskQueued)
    #expect(f.deliver().count == 2)
    #expect(reported.count == 1)
    try f.div.setAttribute("id", "3")
    #expect(queued == 2)
  }

  @Test func splitTextRecordsInsertionThenData() throws {
    let f = try Fixture()
    let text = f.document.createTextNode("hello")
    try f.a.appendChild(text)
    try f.observer.observe(
      f.a, MutationObserverInit(childList: true, subtree: true, characterDataOldValue: true))
    try text.splitText(2)
    #expect(
      f.deliver() == [
        "childList a +[\"llo\"] -[] prev=\"he\" next=nil",
        "characterData \"he\" old=hello",
      ])
  }

  /// An agent whose runtime ends with records undelivered: its pending list and the
  /// observers' `agent` reference each other until the records are discarded.
  @Test func discardingPendingRecordsLetsTheAgentGo() throws {
    let f = try Fixture()
    weak var weakAgent: MutationObserverAgent?
    do {
      let agent = MutationObserverAgent()
      let observer = MutationObserver(agent: agent) { _, _ in }
      try observer.observe(f.div, MutationObserverInit(childList: true))
      try f.div.appendChild(try f.document.createElement("d"))
      #expect(agent.isMicrotaskQueued)
      agent.discardPendingRecords()
      #expect(!agent.isMicrotaskQueued && observer.takeRecords().isEmpty)
      observer.disconnect()
      weakAgent = agent
    }
    #expect(weakAgent == nil)
  }
}
