import DOM
import JSCore

/// `PerformanceMeasure` (the model's `Window/Performance/PerformanceEntry.swift`).
/// Declared in `Bindings/IDL/PerformanceMark.webidl`.
///
/// https://w3c.github.io/user-timing/#performancemeasure
enum PerformanceMeasureBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "PerformanceMeasure", parent: PerformanceEntryBinding.definition,
    members: generatedMembers,
    modelType: PerformanceMeasure.self)
}
