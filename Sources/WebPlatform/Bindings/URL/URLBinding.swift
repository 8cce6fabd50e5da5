import DOM
import JSCore

/// `URL` (the model's `DOM/URL/DOMURL.swift`), with the File API's `createObjectURL` and
/// `revokeObjectURL` statics over the runtime's ``BlobURLStore``. A string that does not parse
/// throws WebKit's `TypeError: "…" cannot be parsed as a URL.`
///
/// https://url.spec.whatwg.org/#url-class
enum URLBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "URL",
    members: [
      .attribute(
        "href", get: { call in .string(try call.this(DOMURL.self).href) },
        set: { call in
          let url = try call.this(DOMURL.self)
          let value = try call.string(0)
          try call.parsingURL(value) { try url.setHref(value) }
        }),
      .operation("toString") { call in .string(try call.this(DOMURL.self).href) },
      .operation("toJSON") { call in .string(try call.this(DOMURL.self).toJSON()) },
      .readonly("origin") { call in .string(try call.this(DOMURL.self).origin) },
      .attribute(
        "protocol", get: { call in .string(try call.this(DOMURL.self).protocol) },
        set: { call in try call.this(DOMURL.self).protocol = try call.string(0) }),
      .attribute(
        "username", get: { call in .string(try call.this(DOMURL.self).username) },
        set: { call in try call.this(DOMURL.self).username = try call.string(0) }),
      .attribute(
        "password", get: { call in .string(try call.this(DOMURL.self).password) },
        set: { call in try call.this(DOMURL.self).password = try call.string(0) }),
      .attribute(
        "host", get: { call in .string(try call.this(DOMURL.self).host) },
        set: { call in try call.this(DOMURL.self).host = try call.string(0) }),
      .attribute(
        "hostname", get: { call in .string(try call.this(DOMURL.self).hostname) },
        set: { call in try call.this(DOMURL.self).hostname = try call.string(0) }),
      .attribute(
        "port", get: { call in .string(try call.this(DOMURL.self).port) },
        set: { call in try call.this(DOMURL.self).port = try call.string(0) }),
      .attribute(
        "pathname", get: { call in .string(try call.this(DOMURL.self).pathname) },
        set: { call in try call.this(DOMURL.self).pathname = try call.string(0) }),
      .attribute(
        "search", get: { call in .string(try call.this(DOMURL.self).search) },
        set: { call in try call.this(DOMURL.self).search = try call.string(0) }),
      .readonly("searchParams") { call in call.wrap(try call.this(DOMURL.self).searchParams) },
      .attribute(
        "hash", get: { call in .string(try call.this(DOMURL.self).hash) },
        set: { call in try call.this(DOMURL.self).hash = try call.string(0) }),
    ],
    staticMembers: [
      .operation("canParse", length: 1) { call in
        try call.requireArguments(1)
        return .boolean(DOMURL.canParse(try call.string(0), base: try call.optionalString(1)))
      },
      .operation("parse", length: 1) { call in
        try call.requireArguments(1)
        return call.wrap(DOMURL.parse(try call.string(0), base: try call.optionalString(1)))
      },
      .operation("createObjectURL", length: 1) { call in
        try call.requireArguments(1)
        let blob = try call.object(0, BlobBinding.definition, as: Blob.self)
        return .string(
          call.services.blobURLStore.createObjectURL(blob, origin: call.services.origin))
      },
      .operation("revokeObjectURL", length: 1) { call in
        try call.requireArguments(1)
        call.services.blobURLStore.revokeObjectURL(try call.string(0), origin: call.services.origin)
        return .undefined
      },
    ],
    constructor: BindingConstructor(length: 1) { call in
      try call.requireArguments(1)
      let input = try call.string(0)
      let base = try call.optionalString(1)
      return call.world.wrapper(for: try call.parsingURL(input) { try DOMURL(input, base: base) })
    },
    modelType: DOMURL.self)
}

extension BindingCall {
  /// Runs a URL-parsing model call, giving its failure WebKit's message for `input`.
  func parsingURL<T>(_ input: String, _ body: () throws -> T) throws -> T {
    do {
      return try body()
    } catch is URLTypeError {
      throw JSThrow.typeError("\"\(input)\" cannot be parsed as a URL.")
    }
  }
}
