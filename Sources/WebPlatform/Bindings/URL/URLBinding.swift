import DOM
import JSCore

/// `URL` (the model's `DOM/URL/DOMURL.swift`), declared in `Bindings/IDL/URL.webidl`, with the
/// File API's `createObjectURL` and `revokeObjectURL` statics over the runtime's
/// ``BlobURLStore``. A string that does not parse throws WebKit's
/// `TypeError: "…" cannot be parsed as a URL.`
///
/// https://url.spec.whatwg.org/#url-class
enum URLBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "URL",
    members: generatedMembers, staticMembers: generatedStaticMembers,
    constructor: BindingConstructor(length: 1) { call in
      try call.requireArguments(1)
      let input = try call.string(0)
      let base = try call.optionalString(1)
      return call.world.wrapper(for: try call.parsingURL(input) { try DOMURL(input, base: base) })
    },
    modelType: DOMURL.self)

  /// `stringifier attribute USVString href`: setting a string that does not parse throws.
  static let customHref = BindingMember.attribute(
    "href", get: { call in .string(try call.this(DOMURL.self).href) },
    set: { call in
      let url = try call.this(DOMURL.self)
      let value = try call.string(0)
      try call.parsingURL(value) { try url.setHref(value) }
    })
}

extension DOMURL {
  /// `URL.createObjectURL(obj)`: a blob URL for the blob, in the runtime's store.
  ///
  /// https://w3c.github.io/FileAPI/#dfn-createObjectURL
  static func createObjectURL(_ blob: Blob, world: World) -> String {
    let services = world.runtime.services
    return services.blobURLStore.createObjectURL(blob, origin: services.origin)
  }

  /// `URL.revokeObjectURL(url)`: forgets a blob URL.
  ///
  /// https://w3c.github.io/FileAPI/#dfn-revokeObjectURL
  static func revokeObjectURL(_ url: String, world: World) {
    let services = world.runtime.services
    services.blobURLStore.revokeObjectURL(url, origin: services.origin)
  }
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
