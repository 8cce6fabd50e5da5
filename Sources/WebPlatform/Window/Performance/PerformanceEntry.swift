/// One entry of the performance timeline: a mark or a measure (navigation and resource
/// timing entries do not exist offline).
///
/// https://w3c.github.io/performance-timeline/#the-performanceentry-interface
public class PerformanceEntry {
  /// The entry's name.
  public let name: String
  /// `"mark"` or `"measure"`.
  public let entryType: String
  /// Milliseconds since the time origin.
  public let startTime: Double
  /// Milliseconds (0 for marks).
  public let duration: Double
  /// The script's `detail` value (opaque to Swift), or `nil` for `null`.
  public let detail: Any?

  init(name: String, entryType: String, startTime: Double, duration: Double, detail: Any?) {
    self.name = name
    self.entryType = entryType
    self.startTime = startTime
    self.duration = duration
    self.detail = detail
  }
}

/// A named timestamp (`performance.mark(name)`).
///
/// https://w3c.github.io/user-timing/#performancemark
public final class PerformanceMark: PerformanceEntry {
  /// Makes a mark.
  public init(name: String, startTime: Double, detail: Any? = nil) {
    super.init(name: name, entryType: "mark", startTime: startTime, duration: 0, detail: detail)
  }
}

/// A named interval (`performance.measure(name, start, end)`).
///
/// https://w3c.github.io/user-timing/#performancemeasure
public final class PerformanceMeasure: PerformanceEntry {
  /// Makes a measure.
  public init(name: String, startTime: Double, duration: Double, detail: Any? = nil) {
    super.init(
      name: name, entryType: "measure", startTime: startTime, duration: duration, detail: detail)
  }
}
