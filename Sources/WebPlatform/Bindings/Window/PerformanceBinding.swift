import DOM
import JSCore

/// `Performance` (the model's `Window/Performance/Performance.swift`), declared in
/// `Bindings/IDL/Performance.webidl`: `now()` and `timeOrigin` follow the event loop's clock;
/// User Timing marks and measures.
///
/// https://w3c.github.io/hr-time/#the-performance-interface
/// https://w3c.github.io/user-timing/#extensions-performance-interface
enum PerformanceBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "Performance", parent: EventTargetBinding.definition,
    members: generatedMembers,
    modelType: Performance.self)

  /// `PerformanceMark mark(DOMString markName, optional PerformanceMarkOptions markOptions =
  /// {})`: the options' `detail` is structured-cloned.
  static let customMark = BindingMember.operation("mark", length: 1) { call in
    let performance = try call.this(Performance.self)
    try call.requireArguments(1)
    let name = try call.string(0)
    let options = try IDLDictionary(call, 1)
    let detail = try call.performanceDetail(options)
    let startTime = try options.value("startTime").map { try call.double($0, "startTime") }
    return call.wrap(try performance.mark(name, startTime: startTime, detail: detail))
  }

  /// `PerformanceMeasure measure(DOMString measureName, optional (DOMString or
  /// PerformanceMeasureOptions) startOrMeasureOptions = {}, optional DOMString endMark)`.
  static let customMeasure = BindingMember.operation("measure", length: 1) { call in
    let performance = try call.this(Performance.self)
    try call.requireArguments(1)
    let name = try call.string(0)
    var start: Performance.Boundary?
    var end: Performance.Boundary?
    var duration: Double?
    var detail: Any?
    if call.js.isObject(1) {
      // measure(name, { start, end, duration, detail })
      let options = try IDLDictionary(call, 1)
      detail = try call.performanceDetail(options)
      duration = try options.value("duration").map { try call.double($0, "duration") }
      end = try options.value("end").map(call.boundary)
      start = try options.value("start").map(call.boundary)
    } else if !call.js.isUndefined(1) {
      start = .mark(try call.string(1))
    }
    if !call.js.isUndefined(2) { end = .mark(try call.string(2)) }
    let measure = try performance.measure(
      name, start: start, end: end, duration: duration, detail: detail)
    return call.wrap(measure)
  }
}

extension Performance {
  /// `now()`: the current high resolution time.
  ///
  /// https://w3c.github.io/hr-time/#dom-performance-now
  func currentTime() -> Double { now }

  /// `toJSON()`: a new object of the world holding `timeOrigin`.
  ///
  /// https://w3c.github.io/hr-time/#dom-performance-tojson
  func toJSON(world: World) throws -> JSValue {
    let json = world.context.object()
    try json.set("timeOrigin", world.context.number(timeOrigin))
    return json
  }
}

extension BindingCall {
  /// A `double` dictionary member.
  func double(_ value: JSValue, _ member: String) throws -> Double {
    let number = try value.toNumber()
    guard number.isFinite else {
      throw JSThrow.typeError("The '\(member)' member is not a finite number")
    }
    return number
  }

  /// A `(DOMString or DOMHighResTimeStamp)` measure boundary.
  fileprivate func boundary(_ value: JSValue) throws -> Performance.Boundary {
    value.isString ? .mark(value.toString()) : .time(try double(value, "start"))
  }

  /// The `detail` member of mark and measure options: a structured clone, nil for null.
  func performanceDetail(_ options: IDLDictionary) throws -> Any? {
    guard let detail = try options.value("detail"), !detail.isNull else { return nil }
    return try world.structuredClone(detail)
  }
}
