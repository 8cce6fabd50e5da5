import Foundation

/// The progress of a batch on a terminal: one line, rewritten after each case with a carriage
/// return and an erase-line sequence (`CSI 2 K`, ECMA-48 § 8.3.41):
///
/// ```
/// [ 37/133] 2 failed · 12.4 cases/s · ETA 0:08
/// ```
///
/// Nothing is written when the sink is not a terminal (``OutputSink/isTerminal``), so logs and
/// pipes only get the report. ``finish()`` clears the line.
public final class ProgressLine {
  /// Where the line goes (standard error, usually).
  public let sink: OutputSink
  private let started: Double
  private var shown = false

  /// A progress line on `sink`, counting time from now.
  public init(sink: OutputSink) {
    self.sink = sink
    started = Self.now()
  }

  /// Shows `done` of `total` cases with `failed` failures so far.
  public func update(done: Int, total: Int, failed: Int) {
    guard sink.isTerminal else { return }
    let text = Self.format(
      done: done, total: total, failed: failed, elapsedSeconds: Self.now() - started)
    sink.write("\r\u{1B}[2K" + text)
    shown = true
  }

  /// Clears the line (when one was shown), leaving the cursor at the start of an empty line.
  public func finish() {
    guard sink.isTerminal, shown else { return }
    sink.write("\r\u{1B}[2K")
    shown = false
  }

  /// The line's text: `[ done/total] F failed · R cases/s · ETA M:SS`; the rate and ETA are
  /// `-` until a case is done and time has passed; the ETA is `H:MM:SS` past an hour.
  public static func format(done: Int, total: Int, failed: Int, elapsedSeconds: Double)
    -> String
  {
    let width = String(total).count
    let count = String(repeating: " ", count: max(0, width - String(done).count)) + String(done)
    var text = "[\(count)/\(total)] \(failed) failed"
    guard done > 0, elapsedSeconds > 0 else { return text + " · - cases/s · ETA -" }
    let rate = Double(done) / elapsedSeconds
    text += " · " + String(format: "%.1f", rate) + " cases/s"
    let remaining = Double(max(0, total - done)) / rate
    return text + " · ETA " + duration(remaining)
  }

  /// `M:SS`, or `H:MM:SS` from an hour.
  static func duration(_ seconds: Double) -> String {
    let whole = seconds.isFinite ? Int(seconds.rounded(.up)) : 0
    let hours = whole / 3600
    let minutes = whole / 60 % 60
    let rest = whole % 60
    let paddedSeconds = rest < 10 ? "0\(rest)" : "\(rest)"
    if hours > 0 {
      let paddedMinutes = minutes < 10 ? "0\(minutes)" : "\(minutes)"
      return "\(hours):\(paddedMinutes):\(paddedSeconds)"
    }
    return "\(minutes):\(paddedSeconds)"
  }

  private static func now() -> Double {
    Double(DispatchTime.now().uptimeNanoseconds) / 1e9
  }
}
