import DOM
import JSCore
import Testing

@testable import WebPlatform

/// What the page asked of its window, as a run report reads it: dialogs and their answers,
/// navigations, `window.open`, beacons, scrolls; storage per origin.
@Suite struct WindowRecordsTests {
  @Test func dialogsAreRecordedWithTheirAnswers() throws {
    var options = Runtime.Options()
    options.dialogs = DialogResponder(confirmAnswers: [false], promptAnswers: ["typed", nil])
    let runtime = RuntimeHarness.runtime(options: options)
    let answers = try runtime.evaluate(
      """
      alert("Saved!");
      alert();
      const answers = [confirm("Delete?"), confirm("Again?"), prompt("Name?", "Ann"),
        prompt("Age?"), prompt("Default?", "d")];
      print();
      JSON.stringify(answers)
      """)
    #expect(answers.toString() == #"[false,true,"typed",null,"d"]"#)
    let dialogs = runtime.dialogs
    #expect(
      dialogs.map(\.kind) == [
        .alert, .alert, .confirm, .confirm, .prompt, .prompt, .prompt, .print,
      ])
    #expect(
      dialogs.map(\.message) == [
        "Saved!", "", "Delete?", "Again?", "Name?", "Age?", "Default?", "",
      ])
    #expect(dialogs[2].answer == .confirmed(false))
    #expect(dialogs[3].answer == .confirmed(true))
    #expect(dialogs[4].answer == .text("typed"))
    #expect(dialogs[4].defaultValue == "Ann")
    #expect(dialogs[5].answer == .text(nil))
    #expect(dialogs[6].answer == .text("d"))
  }

  @Test func navigationsAreRecordedAndTheDocumentStays() throws {
    let runtime = RuntimeHarness.runtime()
    try runtime.evaluate(
      """
      location.href = "/next";
      location.assign("https://other.example/a");
      location.replace("b");
      location.reload();
      location.search = "q=1";
      window.location = "/forwarded";
      document.location = "/document";
      open("https://popup.example/", "popup", "width=300");
      open();
      navigator.sendBeacon("/collect", "payload=1");
      history.pushState({}, "", "/pushed");
      location.hash = "frag";
      """)
    let records = runtime.navigations.map { "\($0.kind.rawValue) \($0.url)" }
    #expect(
      records == [
        "href-set https://example.com/next", "assign https://other.example/a",
        "replace https://example.com/b", "reload https://example.com/page.html",
        "component-set https://example.com/page.html?q=1",
        "href-set https://example.com/forwarded", "href-set https://example.com/document",
        "window-open https://popup.example/", "window-open about:blank",
        "beacon https://example.com/collect", "push-state https://example.com/pushed",
        "component-set https://example.com/pushed#frag",
      ])
    let open = runtime.navigations[7]
    #expect(open.target == "popup")
    #expect(open.detail == "width=300")
    #expect(runtime.navigations[8].target == "_blank")
    #expect(runtime.navigations[9].detail == "payload=1")
    #expect(runtime.navigations[11].sameDocument)
    #expect(runtime.navigations[0].sameDocument == false)
    #expect(runtime.document.url == "https://example.com/pushed#frag")
  }

  @Test func historyTraversalsAreRecorded() throws {
    let runtime = RuntimeHarness.runtime()
    try runtime.evaluate(
      """
      history.pushState({ n: 1 }, "", "/one");
      history.back();
      history.forward();
      history.go(-5);
      """)
    runtime.runEventLoop()
    let kinds = runtime.navigations.map {
      "\($0.kind.rawValue):\($0.delta.map(String.init) ?? "-")"
    }
    #expect(kinds == ["push-state:-", "back:-1", "forward:1", "go:-5"])
    #expect(runtime.document.url == "https://example.com/page.html", "back applied in a task")
  }

  @Test func scrollsAreRecorded() throws {
    let runtime = RuntimeHarness.runtime()
    try runtime.evaluate(
      """
      document.body.appendChild(document.createElement("div")).setAttribute("style", "height: 5000px");
      scrollTo(0, 100);
      scrollBy(0, 50);
      document.getElementById("main").scrollIntoView();
      scrollTo(0, 1e9);
      """)
    let log = runtime.window.scrollLog.map { "\($0.kind.rawValue) \($0.target) \($0.y)" }
    let maxY = runtime.window.scrollPosition.maxY
    #expect(
      log == [
        "scroll-to window 100.0", "scroll-by window 150.0",
        "scroll-into-view div#main.content 8.0", "scroll-to window \(maxY)",
      ])
  }

  @Test func storageIsPerOrigin() throws {
    let runtime = RuntimeHarness.runtime()
    try runtime.storage.storage(.local, origin: "https://example.com").setItem("seeded", "yes")
    try runtime.storage.storage(.local, origin: "https://other.example").setItem("other", "no")
    #expect(
      try runtime.evaluate("[localStorage.seeded, localStorage.other, localStorage.length].join()")
        .toString() == "yes,,1")
    try runtime.evaluate("localStorage.added = 'from script'")
    #expect(
      runtime.storage.storage(.local, origin: "https://example.com").getItem("added")
        == "from script")
  }

  @Test func opaqueOriginsHaveNoStorage() throws {
    let runtime = RuntimeHarness.runtime(url: "about:blank")
    let names = try runtime.evaluate(
      """
      const names = [];
      try { localStorage; } catch (error) { names.push(error.name); }
      try { sessionStorage; } catch (error) { names.push(error.name); }
      names.join()
      """)
    #expect(names.toString() == "SecurityError,SecurityError")
  }

  @Test func filePagesShareTheFileOrigin() throws {
    let runtime = RuntimeHarness.runtime(url: "file:///Users/me/page.html")
    try runtime.evaluate("localStorage.k = 'v'")
    #expect(runtime.storage.storage(.local, origin: "file://").getItem("k") == "v")
    #expect(try runtime.evaluate("[origin, isSecureContext].join()").toString() == "file://,true")
  }
}
