import DOM
import JSCore

/// `PerformanceMark` (the model's `Window/Performance/PerformanceEntry.swift`).
/// Declared in `Bindings/IDL/PerformanceMark.webidl`.
///
/// https://w3c.github.io/user-timing/#performancemark
enum PerformanceMarkBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "PerformanceMark", parent: PerformanceEntryBinding.definition,
    members: generatedMembers,
    constructor: BindingConstructor(length: 1) { call in
      try call.requireArguments(1)
      let name = try call.string(0)
      let options = try IDLDictionary(call, 1)
      let detail = try call.performanceDetail(options)
      let startTime = try options.value("startTime").map { try call.double($0, "startTime") }
      let mark = try call.world.window.performance.makeMark(
        name, startTime: startTime, detail: detail)
      return call.world.wrapper(for: mark)
    },
    modelType: PerformanceMark.self)
}
