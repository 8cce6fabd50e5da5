import Testing

@testable import ActionJSCLI

/// The progress line's text, and that it is only drawn on a terminal.
@Suite struct ProgressLineTests {
  @Test func formatsCountRateAndETA() {
    let text = ProgressLine.format(done: 37, total: 133, failed: 2, elapsedSeconds: 37 / 12.4)
    #expect(text == "[ 37/133] 2 failed · 12.4 cases/s · ETA 0:08")
  }

  @Test func padsTheCountToTheTotalsWidth() {
    #expect(
      ProgressLine.format(done: 5, total: 1200, failed: 0, elapsedSeconds: 1)
        == "[   5/1200] 0 failed · 5.0 cases/s · ETA 3:59")
    #expect(
      ProgressLine.format(done: 0, total: 9, failed: 0, elapsedSeconds: 0)
        == "[0/9] 0 failed · - cases/s · ETA -")
  }

  @Test func longETAsShowHours() {
    #expect(ProgressLine.duration(3_725) == "1:02:05")
    #expect(ProgressLine.duration(59.2) == "1:00")
    #expect(ProgressLine.duration(0) == "0:00")
    #expect(ProgressLine.duration(.infinity) == "0:00")
  }

  @Test func rewritesOneLineOnATerminalAndClearsIt() {
    let sink = OutputSink.buffer(isTerminal: true)
    let line = ProgressLine(sink: sink)
    line.update(done: 1, total: 2, failed: 0)
    line.update(done: 2, total: 2, failed: 1)
    line.finish()
    let parts = sink.text.components(separatedBy: "\r\u{1B}[2K")
    #expect(parts.count == 4)
    #expect(parts[1].hasPrefix("[1/2] 0 failed · "))
    #expect(parts[2].hasPrefix("[2/2] 1 failed · "))
    #expect(parts[3] == "")
    #expect(!sink.text.contains("\n"))
  }

  @Test func writesNothingWhenNotATerminal() {
    let sink = OutputSink.buffer(isTerminal: false)
    let line = ProgressLine(sink: sink)
    line.update(done: 1, total: 2, failed: 0)
    line.finish()
    #expect(sink.text == "")
  }
}
