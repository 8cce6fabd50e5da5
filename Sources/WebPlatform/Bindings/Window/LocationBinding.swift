import DOM
import JSCore

/// `Location` (the model's `Window/Navigation/Location.swift`): the document URL's components;
/// setting them, `assign`, `replace` and `reload` are recorded navigations, and fragment-only
/// changes apply in place (document URL, history entry, `hashchange`).
///
/// https://html.spec.whatwg.org/multipage/nav-history-apis.html#the-location-interface
enum LocationBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "Location",
    members: [
      .attribute(
        "href", get: { call in .string(try call.this(Location.self).href) },
        set: { call in try call.this(Location.self).setHref(try call.string(0)) }),
      .readonly("origin") { call in .string(try call.this(Location.self).origin) },
      .attribute(
        "protocol", get: { call in .string(try call.this(Location.self).protocol) },
        set: { call in try call.this(Location.self).setProtocol(try call.string(0)) }),
      .attribute(
        "host", get: { call in .string(try call.this(Location.self).host) },
        set: { call in try call.this(Location.self).setHost(try call.string(0)) }),
      .attribute(
        "hostname", get: { call in .string(try call.this(Location.self).hostname) },
        set: { call in try call.this(Location.self).setHostname(try call.string(0)) }),
      .attribute(
        "port", get: { call in .string(try call.this(Location.self).port) },
        set: { call in try call.this(Location.self).setPort(try call.string(0)) }),
      .attribute(
        "pathname", get: { call in .string(try call.this(Location.self).pathname) },
        set: { call in try call.this(Location.self).setPathname(try call.string(0)) }),
      .attribute(
        "search", get: { call in .string(try call.this(Location.self).search) },
        set: { call in try call.this(Location.self).setSearch(try call.string(0)) }),
      .attribute(
        "hash", get: { call in .string(try call.this(Location.self).hash) },
        set: { call in try call.this(Location.self).setHash(try call.string(0)) }),
      .operation("assign", length: 1) { call in
        let location = try call.this(Location.self)
        try call.requireArguments(1)
        try location.assign(try call.string(0))
        return .undefined
      },
      .operation("replace", length: 1) { call in
        let location = try call.this(Location.self)
        try call.requireArguments(1)
        try location.replace(try call.string(0))
        return .undefined
      },
      .operation("reload") { call in
        try call.this(Location.self).reload()
        return .undefined
      },
      .operation("toString") { call in .string(try call.this(Location.self).toString()) },
    ],
    modelType: Location.self)
}
