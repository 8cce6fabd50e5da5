import DOM
import JSCore

/// `PerformanceEntry` (the model's `Window/Performance/PerformanceEntry.swift`).
/// Declared in `Bindings/IDL/PerformanceEntry.webidl`.
///
/// https://w3c.github.io/performance-timeline/#the-performanceentry-interface
enum PerformanceEntryBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "PerformanceEntry",
    members: generatedMembers,
    modelType: PerformanceEntry.self)

  /// `[Default] object toJSON()`: a new object with the entry's attributes.
  ///
  /// https://webidl.spec.whatwg.org/#default-tojson-steps
  static let customToJSON = BindingMember.operation("toJSON") { call in
    let entry = try call.this(PerformanceEntry.self)
    let json = call.context.object()
    try json.set("name", call.context.string(entry.name))
    try json.set("entryType", call.context.string(entry.entryType))
    try json.set("startTime", call.context.number(entry.startTime))
    try json.set("duration", call.context.number(entry.duration))
    return .value(json)
  }
}
