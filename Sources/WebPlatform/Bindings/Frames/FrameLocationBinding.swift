import DOM
import JSCore

/// `location` of a same-origin frame's window (``FrameLocation``): the frame's URL and its
/// parts, read-only; `href` assignment, `assign()` and `replace()` are recorded as navigations
/// but do not change the frame. Hidden; `[object Location]`.
///
/// https://html.spec.whatwg.org/multipage/nav-history-apis.html#the-location-interface
enum FrameLocationBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "FrameLocation",
    members: [
      .attribute(
        "href", get: { call in .string(try part(call) { $0.href }) },
        set: { call in
          try call.this(FrameLocation.self).navigate(to: try call.string(0), kind: .hrefSet)
        }),
      .readonly("origin") { call in .string(try call.this(FrameLocation.self).window.origin) },
      .readonly("protocol") { call in .string(try part(call) { $0.protocol }) },
      .readonly("host") { call in .string(try part(call) { $0.host }) },
      .readonly("hostname") { call in .string(try part(call) { $0.hostname }) },
      .readonly("port") { call in .string(try part(call) { $0.port }) },
      .readonly("pathname") { call in .string(try part(call) { $0.pathname }) },
      .readonly("search") { call in .string(try part(call) { $0.search }) },
      .readonly("hash") { call in .string(try part(call) { $0.hash }) },
      .operation("toString") { call in .string(try part(call) { $0.href }) },
      .operation("assign", length: 1) { call in
        try call.requireArguments(1)
        try call.this(FrameLocation.self).navigate(to: try call.string(0), kind: .assign)
        return .undefined
      },
      .operation("replace", length: 1) { call in
        try call.requireArguments(1)
        try call.this(FrameLocation.self).navigate(to: try call.string(0), kind: .replace)
        return .undefined
      },
      .operation("reload") { call in
        _ = try call.this(FrameLocation.self)
        return .undefined
      },
    ],
    exposure: .hidden, modelType: FrameLocation.self, toStringTag: "Location")

  private static func part(_ call: BindingCall, _ body: (DOMURL) -> String) throws -> String {
    guard let url = try call.this(FrameLocation.self).url else { return "" }
    return body(DOMURL(url))
  }
}

/// `location` of a cross-origin frame's window (``CrossOriginFrameLocation``): only assigning
/// `href` and `replace()` work; anything else throws the cross-origin `SecurityError`.
///
/// https://html.spec.whatwg.org/multipage/nav-history-apis.html#crossoriginproperties-(-o-)
enum CrossOriginFrameLocationBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "CrossOriginFrameLocation",
    members: [
      .attribute(
        "href", get: { call in throw call.world.crossOriginFrameError() },
        set: { call in
          try call.this(CrossOriginFrameLocation.self).navigate(
            to: try call.string(0), kind: .hrefSet)
        }),
      .operation("replace", length: 1) { call in
        try call.requireArguments(1)
        try call.this(CrossOriginFrameLocation.self).navigate(
          to: try call.string(0), kind: .replace)
        return .undefined
      },
    ],
    exposure: .hidden, legacyPlatformObject: CrossOriginFrameWindowBinding.blocking,
    modelType: CrossOriginFrameLocation.self, toStringTag: "Location")
}
