import DOM
import JSCore

/// `DOMRectReadOnly` (the model's `Geometry/DOMRectReadOnly.swift`).
///
/// https://drafts.fxtf.org/geometry/#domrectreadonly
enum DOMRectReadOnlyBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "DOMRectReadOnly",
    members: [
      .readonly("x") { call in .number(try call.this(DOMRectReadOnly.self).x) },
      .readonly("y") { call in .number(try call.this(DOMRectReadOnly.self).y) },
      .readonly("width") { call in .number(try call.this(DOMRectReadOnly.self).width) },
      .readonly("height") { call in .number(try call.this(DOMRectReadOnly.self).height) },
      .readonly("top") { call in .number(try call.this(DOMRectReadOnly.self).top) },
      .readonly("right") { call in .number(try call.this(DOMRectReadOnly.self).right) },
      .readonly("bottom") { call in .number(try call.this(DOMRectReadOnly.self).bottom) },
      .readonly("left") { call in .number(try call.this(DOMRectReadOnly.self).left) },
      .operation("toJSON") { call in
        try call.jsonObject(try call.this(DOMRectReadOnly.self).jsonMembers)
      },
    ],
    staticMembers: [
      .operation("fromRect") { call in
        call.wrap(DOMRectReadOnly.fromRect(try call.rectInit(0)))
      }
    ],
    constructor: BindingConstructor { call in
      let rect = DOMRectReadOnly(
        x: try call.optionalUnrestrictedDouble(0), y: try call.optionalUnrestrictedDouble(1),
        width: try call.optionalUnrestrictedDouble(2),
        height: try call.optionalUnrestrictedDouble(3))
      return call.world.wrapper(for: rect)
    },
    modelType: DOMRectReadOnly.self)
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
