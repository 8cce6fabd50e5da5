import DOM
import HTMLParsing
import JSCore
import Testing

@testable import WebPlatform

/// Runtimes come and go on one virtual machine (as a batch of runs uses it) without crashing
/// and without leaving native objects or protected values behind.
@Suite struct RuntimeLifecycleTests {
  static let markup = """
    <!DOCTYPE html><html><head><title>Small</title></head>
    <body><div id="main"><h1>Title</h1><p>Some <a href="/x">text</a>.</p></div></body></html>
    """

  @Test func manyRuntimesOnOneMachine() throws {
    let machine = VirtualMachine()
    for index in 0..<200 {
      let document = HTMLParser.parseDocument(Self.markup)
      let runtime = Runtime(document: document, virtualMachine: machine)
      let result = try runtime.evaluate(
        """
        const link = document.querySelector('a');
        link.addEventListener('click', () => {});
        document.title + ':' + document.body.children.length + ':' + link.getAttribute('href')
        """)
      #expect(result.toString() == "Small:1:/x", "iteration \(index)")
    }
  }

  /// Runs `script` in a runtime that then goes, collects, and gives the protected values
  /// left on the machine.
  private func protectedValuesLeft(after script: String) throws -> Int {
    let machine = VirtualMachine()
    do {
      let document = HTMLParser.parseDocument(Self.markup)
      let runtime = Runtime(document: document, virtualMachine: machine)
      try runtime.evaluate(script)
    }
    // A fresh context triggers the collection of the old one's objects.
    for _ in 0..<3 {
      let other = JSContext(virtualMachine: machine)
      other.collectGarbageSynchronously()
    }
    machine.releaseFinalizedObjects()
    return machine.liveProtectedValueCount
  }

  @Test func nothingIsLeftAfterTeardown() throws {
    let left = try protectedValuesLeft(
      after: "for (const e of document.querySelectorAll('*')) { e.expando = e.tagName; }")
    #expect(left == 0)
  }

  /// A listener and a mutation observer whose callbacks reach the nodes they are attached
  /// to: a cycle through the callbacks' protection that kept the page and its context alive
  /// after the runtime, unless the runtime releases the callbacks.
  @Test func listenersAndObserversLetTheirPageGo() throws {
    let left = try protectedValuesLeft(
      after: """
        var d = document;
        d.addEventListener('click', function () { return d.title; });
        d.body.addEventListener('keydown', { handleEvent: function () { return d.body; } });
        var observer = new MutationObserver(function () { return d.title; });
        observer.observe(d.body, { childList: true, subtree: true });
        d.body.appendChild(d.createElement('p'));
        """)
    #expect(left == 0)
  }
}
