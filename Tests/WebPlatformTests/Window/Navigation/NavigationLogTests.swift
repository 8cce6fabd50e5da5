import Testing

@testable import WebPlatform

@Suite("NavigationLog")
struct NavigationLogTests {
  @Test func dialogsAnswerFromTheResponder() {
    let clock = VirtualClock()
    let log = NavigationLog(
      clock: clock,
      dialogResponder: DialogResponder(confirmAnswers: [false], promptAnswers: ["typed", nil]))
    log.alert("hello")
    clock.advance(by: 5)
    #expect(log.confirm("sure?") == false)
    #expect(log.confirm("again?") == true)
    #expect(log.prompt("name?", defaultValue: "x") == "typed")
    #expect(log.prompt("cancel?") == nil)
    #expect(log.prompt("default?", defaultValue: "dflt") == "dflt")
    log.dialogResponder.promptReturnsDefault = false
    log.dialogResponder.confirmDefault = false
    #expect(log.prompt("cancelled", defaultValue: "d") == nil)
    #expect(log.confirm("no") == false)
    #expect(
      log.dialogs.map(\.kind) == [
        .alert, .confirm, .confirm, .prompt, .prompt, .prompt, .prompt, .confirm,
      ])
    #expect(log.dialogs[0] == DialogRecord(kind: .alert, message: "hello", time: 0))
    #expect(log.dialogs[1].answer == .confirmed(false))
    #expect(log.dialogs[1].time == 5)
    #expect(
      log.dialogs[3]
        == DialogRecord(
          kind: .prompt, message: "name?", defaultValue: "x", answer: .text("typed"), time: 5))
    #expect(log.navigations.isEmpty)
  }

  @Test func navigationsAndDialogsStayInOrder() {
    let log = NavigationLog()
    var seen = 0
    log.onEntry = { _ in seen += 1 }
    log.recordNavigation(
      .windowOpen, url: "https://example.com/", target: "_blank", detail: "noopener")
    log.alert("a")
    log.recordNavigation(.linkClick, url: "https://example.com/next")
    #expect(seen == 3)
    #expect(log.entries.count == 3)
    guard case .dialog = log.entries[1] else {
      Issue.record("expected a dialog in the middle")
      return
    }
    #expect(log.navigations.map(\.kind) == [.windowOpen, .linkClick])
    #expect(log.navigations[0].target == "_blank")
    #expect(NavigationKind.hrefSet.rawValue == "href-set")
  }
}
