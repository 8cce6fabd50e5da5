import DOM
import JSCore

/// `PerformanceMeasure` (the model's `Window/Performance/PerformanceEntry.swift`).
///
/// https://w3c.github.io/user-timing/#performancemeasure
enum PerformanceMeasureBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "PerformanceMeasure", parent: PerformanceEntryBinding.definition,
    members: [
      .readonly("detail") { call in
        call.opaque(try call.this(PerformanceMeasure.self).detail, missing: .null)
      }
    ],
    modelType: PerformanceMeasure.self)
}
