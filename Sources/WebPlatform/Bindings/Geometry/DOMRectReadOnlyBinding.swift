import DOM
import JSCore

/// `DOMRectReadOnly` (the model's `Geometry/DOMRectReadOnly.swift`, declared in
/// `Bindings/IDL/DOMRectReadOnly.webidl`).
///
/// https://drafts.fxtf.org/geometry/#domrectreadonly
enum DOMRectReadOnlyBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "DOMRectReadOnly",
    members: generatedMembers, staticMembers: generatedStaticMembers,
    constructor: BindingConstructor { call in
      let rect = DOMRectReadOnly(
        x: try call.optionalUnrestrictedDouble(0), y: try call.optionalUnrestrictedDouble(1),
        width: try call.optionalUnrestrictedDouble(2),
        height: try call.optionalUnrestrictedDouble(3))
      return call.world.wrapper(for: rect)
    },
    modelType: DOMRectReadOnly.self)

  /// `[Default] object toJSON()`: the default toJSON steps, a new object with the attributes'
  /// values (the model's `jsonMembers`).
  ///
  /// https://webidl.spec.whatwg.org/#default-tojson-steps
  static let customToJSON = BindingMember.operation("toJSON") { call in
    try call.jsonObject(try call.this(DOMRectReadOnly.self).jsonMembers)
  }
}

extension BindingCall {
  /// An optional `unrestricted double` argument (default `defaultValue`).
  func optionalUnrestrictedDouble(_ index: Int, default defaultValue: Double = 0) throws
    -> Double
  {
    js.isUndefined(index) ? defaultValue : try unrestrictedDouble(index)
  }

  /// A `DOMRectInit` argument. https://drafts.fxtf.org/geometry/#dictdef-domrectinit
  func rectInit(_ index: Int) throws -> DOMRectInit {
    let dictionary = try IDLDictionary(self, index)
    let height = try dictionary.unrestrictedDouble("height")
    let width = try dictionary.unrestrictedDouble("width")
    let x = try dictionary.unrestrictedDouble("x")
    let y = try dictionary.unrestrictedDouble("y")
    return DOMRectInit(x: x, y: y, width: width, height: height)
  }

  /// A `toJSON()` result: a new plain object with the members in order.
  ///
  /// https://webidl.spec.whatwg.org/#default-tojson-steps
  func jsonObject(_ members: [(name: String, value: Double)]) throws -> JSReturn {
    let object = context.object()
    for (name, value) in members { try object.set(name, context.number(value)) }
    return .value(object)
  }
}
