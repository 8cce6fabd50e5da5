import DOM
import JSCore

/// `PerformanceEntry` (the model's `Window/Performance/PerformanceEntry.swift`).
///
/// https://w3c.github.io/performance-timeline/#the-performanceentry-interface
enum PerformanceEntryBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "PerformanceEntry",
    members: [
      .readonly("name") { call in .string(try call.this(PerformanceEntry.self).name) },
      .readonly("entryType") { call in .string(try call.this(PerformanceEntry.self).entryType) },
      .readonly("startTime") { call in .number(try call.this(PerformanceEntry.self).startTime) },
      .readonly("duration") { call in .number(try call.this(PerformanceEntry.self).duration) },
      .operation("toJSON") { call in
        let entry = try call.this(PerformanceEntry.self)
        let json = call.context.object()
        try json.set("name", call.context.string(entry.name))
        try json.set("entryType", call.context.string(entry.entryType))
        try json.set("startTime", call.context.number(entry.startTime))
        try json.set("duration", call.context.number(entry.duration))
        return .value(json)
      },
    ],
    modelType: PerformanceEntry.self)
}
