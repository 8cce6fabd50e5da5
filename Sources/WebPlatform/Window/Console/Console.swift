import JSCore

/// The `console` namespace's state and output: every message in order (level, text, group
/// depth, time, source), with per-label counters and timers and the group stack.
///
/// Messages are kept even after `console.clear()` (which is recorded, and empties the group
/// stack), so a run report has the whole history.
///
/// https://console.spec.whatwg.org/#console-namespace
public final class Console {
  /// The messages printed so far, in order.
  public private(set) var messages: [ConsoleMessage] = []
  /// Formats the arguments of every call.
  public var formatter: ConsoleFormatter
  /// The clock used for message times and `console.time`.
  public let clock: any Clock
  /// Called with every new message (for example to echo it live).
  public var onMessage: ((ConsoleMessage) -> Void)?
  /// The number of open groups. https://console.spec.whatwg.org/#group-stack
  public private(set) var groupDepth = 0
  /// The count map. https://console.spec.whatwg.org/#count-map
  public private(set) var counts: [String: Int] = [:]
  /// The timer table: label → start time. https://console.spec.whatwg.org/#timer-table
  public private(set) var timers: [String: Double] = [:]

  /// Makes a console that records messages with times from `clock`.
  public init(clock: any Clock = VirtualClock(), formatter: ConsoleFormatter = ConsoleFormatter()) {
    self.clock = clock
    self.formatter = formatter
  }

  /// Records a message at the current group depth and time (also for runtime messages, such
  /// as uncaught exceptions, which the runtime prints at `.error`).
  ///
  /// https://console.spec.whatwg.org/#printer
  public func record(
    _ level: ConsoleLevel, severity: ConsoleSeverity? = nil, text: String,
    source: ConsoleSource? = nil, stack: String? = nil
  ) {
    let message = ConsoleMessage(
      level: level, severity: severity, text: text, groupDepth: groupDepth, timestamp: clock.now,
      source: source, stack: stack)
    messages.append(message)
    onMessage?(message)
  }

  /// Removes every recorded message (not a console method: for reuse between runs).
  public func removeAllMessages() { messages.removeAll() }

  /// The Logger operation: nothing for no data, otherwise the formatted data.
  ///
  /// https://console.spec.whatwg.org/#logger
  func logger(_ level: ConsoleLevel, _ data: [JSValue], source: ConsoleSource?) {
    guard !data.isEmpty else { return }
    record(level, text: formatter.format(data), source: source)
  }

  // MARK: - Logging

  /// `console.log(...data)`. https://console.spec.whatwg.org/#log
  public func log(_ data: [JSValue], source: ConsoleSource? = nil) {
    logger(.log, data, source: source)
  }

  /// `console.info(...data)`. https://console.spec.whatwg.org/#info
  public func info(_ data: [JSValue], source: ConsoleSource? = nil) {
    logger(.info, data, source: source)
  }

  /// `console.warn(...data)`. https://console.spec.whatwg.org/#warn
  public func warn(_ data: [JSValue], source: ConsoleSource? = nil) {
    logger(.warn, data, source: source)
  }

  /// `console.error(...data)`. https://console.spec.whatwg.org/#error
  public func error(_ data: [JSValue], source: ConsoleSource? = nil) {
    logger(.error, data, source: source)
  }

  /// `console.debug(...data)`. https://console.spec.whatwg.org/#debug
  public func debug(_ data: [JSValue], source: ConsoleSource? = nil) {
    logger(.debug, data, source: source)
  }

  /// `console.assert(condition, ...data)`: nothing when `condition` holds, otherwise an error
  /// "Assertion failed" (followed by ": " and the message, when one is given).
  ///
  /// https://console.spec.whatwg.org/#assert
  public func assert(_ condition: Bool, _ data: [JSValue], source: ConsoleSource? = nil) {
    // 1. If condition is true, return.
    if condition { return }
    // 2. Let message be a string without any formatting specifiers indicating generically an
    //    assertion failure ("Assertion failed").
    let message = "Assertion failed"
    // 3. If data is empty, append message to data.
    guard let first = data.first else {
      record(.assert, text: message, source: source)
      return
    }
    // 5–6. If first is not a String, prepend message; otherwise prefix first with message.
    let text: String
    if first.isString {
      text = message + ": " + formatter.format(data)
    } else {
      text = message + " " + formatter.format(data)
    }
    record(.assert, text: text, source: source)
  }

  /// `console.trace(...data)`: the formatted data (or "console.trace()") with the stack the
  /// runtime gives. https://console.spec.whatwg.org/#trace
  public func trace(_ data: [JSValue], stack: String? = nil, source: ConsoleSource? = nil) {
    let text = data.isEmpty ? "console.trace()" : formatter.format(data)
    record(.trace, text: text, source: source, stack: stack)
  }

  /// `console.table(tabularData, properties)`: a text table, or a plain log when the data is
  /// not an object. https://console.spec.whatwg.org/#table
  public func table(_ data: JSValue?, properties: [String]? = nil, source: ConsoleSource? = nil) {
    guard let data else { return }
    if let text = formatter.table(data, properties: properties) {
      record(.table, text: text, source: source)
    } else {
      logger(.log, [data], source: source)
    }
  }

  /// `console.dir(item)`: the item as an object preview.
  /// https://console.spec.whatwg.org/#dir
  public func dir(_ item: JSValue?, source: ConsoleSource? = nil) {
    guard let item else {
      record(.dir, text: "undefined", source: source)
      return
    }
    record(.dir, text: formatter.display(item), source: source)
  }

  /// `console.dirxml(...data)`: like `log` (nodes show as tags).
  /// https://console.spec.whatwg.org/#dirxml
  public func dirxml(_ data: [JSValue], source: ConsoleSource? = nil) {
    logger(.dirxml, data, source: source)
  }

  /// `console.clear()`: recorded, and the group stack is emptied.
  /// https://console.spec.whatwg.org/#clear
  public func clear(source: ConsoleSource? = nil) {
    groupDepth = 0
    record(.clear, text: "", source: source)
  }

  // MARK: - Counting

  /// `console.count(label)`: prints "label: N" with the number of calls for the label.
  /// https://console.spec.whatwg.org/#count
  public func count(_ label: String = "default", source: ConsoleSource? = nil) {
    let value = (counts[label] ?? 0) + 1
    counts[label] = value
    record(.count, text: label + ": " + String(value), source: source)
  }

  /// `console.countReset(label)`: resets the label's count, or warns that it does not exist.
  /// https://console.spec.whatwg.org/#countreset
  public func countReset(_ label: String = "default", source: ConsoleSource? = nil) {
    if counts[label] != nil {
      counts[label] = 0
    } else {
      record(
        .countReset, severity: .warning, text: "Count for '\(label)' does not exist",
        source: source)
    }
  }

  // MARK: - Grouping

  /// `console.group(...data)`: prints the label (the formatted data, or "console.group") and
  /// opens a group. https://console.spec.whatwg.org/#group
  public func group(_ data: [JSValue], source: ConsoleSource? = nil) {
    record(.group, text: data.isEmpty ? "console.group" : formatter.format(data), source: source)
    groupDepth += 1
  }

  /// `console.groupCollapsed(...data)`: like `group` (a text console cannot collapse).
  /// https://console.spec.whatwg.org/#groupcollapsed
  public func groupCollapsed(_ data: [JSValue], source: ConsoleSource? = nil) {
    let text = data.isEmpty ? "console.groupCollapsed" : formatter.format(data)
    record(.groupCollapsed, text: text, source: source)
    groupDepth += 1
  }

  /// `console.groupEnd()`: closes the innermost group (recorded with empty text at the outer
  /// depth); nothing when no group is open. https://console.spec.whatwg.org/#groupend
  public func groupEnd(source: ConsoleSource? = nil) {
    guard groupDepth > 0 else { return }
    groupDepth -= 1
    record(.groupEnd, text: "", source: source)
  }

  // MARK: - Timing

  /// `console.time(label)`: starts a timer, or warns that it already exists.
  /// https://console.spec.whatwg.org/#time
  public func time(_ label: String = "default", source: ConsoleSource? = nil) {
    if timers[label] != nil {
      record(.time, severity: .warning, text: "Timer '\(label)' already exists", source: source)
      return
    }
    timers[label] = clock.now
  }

  /// `console.timeLog(label, ...data)`: prints "label: 12.5ms" and the data.
  /// https://console.spec.whatwg.org/#timelog
  public func timeLog(
    _ label: String = "default", _ data: [JSValue] = [], source: ConsoleSource? = nil
  ) {
    guard let start = timers[label] else {
      record(.timeLog, severity: .warning, text: "Timer '\(label)' does not exist", source: source)
      return
    }
    var text = label + ": " + Self.duration(clock.now - start)
    if !data.isEmpty { text += " " + data.map(formatter.display).joined(separator: " ") }
    record(.timeLog, text: text, source: source)
  }

  /// `console.timeEnd(label)`: prints "label: 12.5ms" and removes the timer.
  /// https://console.spec.whatwg.org/#timeend
  public func timeEnd(_ label: String = "default", source: ConsoleSource? = nil) {
    guard let start = timers.removeValue(forKey: label) else {
      record(.timeEnd, severity: .warning, text: "Timer '\(label)' does not exist", source: source)
      return
    }
    record(.timeEnd, text: label + ": " + Self.duration(clock.now - start), source: source)
  }

  /// A duration as `1234ms` or `12.345ms` (at most three decimals).
  static func duration(_ milliseconds: Double) -> String {
    let rounded = (milliseconds * 1000).rounded() / 1000
    return NumberToString.string(rounded) + "ms"
  }
}
