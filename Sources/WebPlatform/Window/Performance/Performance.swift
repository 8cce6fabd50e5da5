import DOM

/// The window's `performance`: the high-resolution clock (loop time, so it follows the virtual
/// clock) and the User Timing marks and measures.
///
/// https://w3c.github.io/hr-time/#the-performance-interface
/// https://w3c.github.io/user-timing/
public final class Performance: EventTargetWithInlineData {
  /// One end of a measure: a mark's name or a time.
  public enum Boundary: Equatable, Sendable {
    /// The latest mark of this name.
    case mark(String)
    /// A time in milliseconds since the time origin.
    case time(Double)
  }

  /// The clock `now()` reads.
  public let clock: any Clock
  /// The marks and measures, in the order they were made.
  public private(set) var entries: [PerformanceEntry] = []

  init(clock: any Clock) {
    self.clock = clock
    super.init()
  }

  /// `performance.now()`. https://w3c.github.io/hr-time/#dom-performance-now
  public var now: Double { clock.now }

  /// `performance.timeOrigin`. https://w3c.github.io/hr-time/#dom-performance-timeorigin
  public var timeOrigin: Double { clock.timeOrigin }

  /// `performance.mark(name, { startTime, detail })`: records a mark (at now by default);
  /// a negative start time is a `TypeError`.
  ///
  /// https://w3c.github.io/user-timing/#dom-performance-mark
  @discardableResult
  public func mark(_ name: String, startTime: Double? = nil, detail: Any? = nil) throws(TypeError)
    -> PerformanceMark
  {
    let mark = try makeMark(name, startTime: startTime, detail: detail)
    entries.append(mark)
    return mark
  }

  /// A mark that is not recorded (the `PerformanceMark` constructor).
  ///
  /// https://w3c.github.io/user-timing/#dom-performancemark-constructor
  public func makeMark(_ name: String, startTime: Double? = nil, detail: Any? = nil)
    throws(TypeError) -> PerformanceMark
  {
    if let startTime, startTime < 0 {
      throw TypeError("'\(name)' cannot have a negative start time.")
    }
    return PerformanceMark(name: name, startTime: startTime ?? now, detail: detail)
  }

  /// `performance.measure(name, start, end)`: records the interval between two boundaries
  /// (the time origin and now by default, or `start` + `duration`); an unknown mark name is a
  /// `SyntaxError`.
  ///
  /// https://w3c.github.io/user-timing/#dom-performance-measure
  @discardableResult
  public func measure(
    _ name: String, start: Boundary? = nil, end: Boundary? = nil, duration: Double? = nil,
    detail: Any? = nil
  ) throws(DOMException) -> PerformanceMeasure {
    // 3. Compute end time: end, else start + duration, else now.
    var startTime: Double?
    if let start { startTime = try time(of: start) }
    let endTime: Double
    if let end {
      endTime = try time(of: end)
    } else if let startTime, let duration {
      endTime = startTime + duration
    } else {
      endTime = now
    }
    // 4. Compute start time: start, else end - duration, else 0.
    let resolvedStart = startTime ?? duration.map { endTime - $0 } ?? 0
    let measure = PerformanceMeasure(
      name: name, startTime: resolvedStart, duration: endTime - resolvedStart, detail: detail)
    entries.append(measure)
    return measure
  }

  /// The time of a boundary: a number as is, a mark name as its latest mark's start time.
  ///
  /// https://w3c.github.io/user-timing/#convert-a-mark-to-a-timestamp
  func time(of boundary: Boundary) throws(DOMException) -> Double {
    switch boundary {
    case .time(let value):
      return value
    case .mark(let name):
      guard let mark = entries.last(where: { $0.entryType == "mark" && $0.name == name }) else {
        throw DOMException(.syntaxError, "No mark named '\(name)' exists")
      }
      return mark.startTime
    }
  }

  /// `getEntries()`, sorted by start time.
  ///
  /// https://w3c.github.io/performance-timeline/#dom-performance-getentries
  public func getEntries() -> [PerformanceEntry] { sorted(entries) }

  /// `getEntriesByType(type)`.
  ///
  /// https://w3c.github.io/performance-timeline/#dom-performance-getentriesbytype
  public func getEntriesByType(_ type: String) -> [PerformanceEntry] {
    sorted(entries.filter { $0.entryType == type })
  }

  /// `getEntriesByName(name, type)`.
  ///
  /// https://w3c.github.io/performance-timeline/#dom-performance-getentriesbyname
  public func getEntriesByName(_ name: String, type: String? = nil) -> [PerformanceEntry] {
    sorted(entries.filter { $0.name == name && (type == nil || $0.entryType == type) })
  }

  /// `clearMarks(name)`: all marks, or those named `name`.
  ///
  /// https://w3c.github.io/user-timing/#dom-performance-clearmarks
  public func clearMarks(_ name: String? = nil) { clear("mark", name) }

  /// `clearMeasures(name)`. https://w3c.github.io/user-timing/#dom-performance-clearmeasures
  public func clearMeasures(_ name: String? = nil) { clear("measure", name) }

  /// Removes every entry (teardown).
  func removeAllEntries() { entries.removeAll() }

  private func clear(_ type: String, _ name: String?) {
    entries.removeAll { $0.entryType == type && (name == nil || $0.name == name) }
  }

  private func sorted(_ list: [PerformanceEntry]) -> [PerformanceEntry] {
    list.enumerated().sorted {
      ($0.element.startTime, $0.offset) < ($1.element.startTime, $1.offset)
    }.map(\.element)
  }
}
