import DOM
import JSCore

/// `TextEncoder` (the model's `Services/Encoding/TextEncoder.swift`), declared in
/// `Bindings/IDL/TextEncoder.webidl`.
///
/// https://encoding.spec.whatwg.org/#interface-textencoder
enum TextEncoderBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "TextEncoder", members: generatedMembers,
    constructor: BindingConstructor { call in call.world.wrapper(for: TextEncoder()) },
    modelType: TextEncoder.self)

  /// `encodeInto(source, destination)`: the UTF-8 of `source` written into `destination` (a
  /// Uint8Array), as much as fits; answers `{ read, written }`.
  ///
  /// https://encoding.spec.whatwg.org/#dom-textencoder-encodeinto
  static let customEncodeInto = BindingMember.operation("encodeInto", length: 2) { call in
    let encoder = try call.this(TextEncoder.self)
    try call.requireArguments(2)
    let source = try call.utf16(0)
    let destination = call.argument(1)
    guard destination.typedArrayKind == .uint8,
      let counts = destination.withMutableBytes({ encoder.encodeInto(source, &$0) })
    else {
      throw JSThrow.typeError(
        "Argument 2 ('destination') to TextEncoder.encodeInto must be an instance of "
          + "Uint8Array")
    }
    let result = call.context.object()
    try result.set("read", call.context.number(Double(counts.read)))
    try result.set("written", call.context.number(Double(counts.written)))
    return .value(result)
  }
}

extension TextEncoder {
  /// `encode(input)`: the UTF-8 of the code units in a new Uint8Array of the world.
  ///
  /// https://encoding.spec.whatwg.org/#dom-textencoder-encode
  func encode(_ input: [UInt16], world: World) throws -> JSValue {
    try world.context.typedArray(.uint8, bytes: encode(input))
  }
}

/// `TextDecoder` (the model's `Services/Encoding/TextDecoder.swift`), declared in
/// `Bindings/IDL/TextDecoder.webidl`.
///
/// https://encoding.spec.whatwg.org/#interface-textdecoder
enum TextDecoderBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "TextDecoder",
    members: generatedMembers,
    constructor: BindingConstructor { call in
      let label = try call.optionalString(0) ?? "utf-8"
      let options = try IDLDictionary(call, 1)
      let fatal = try options.boolean("fatal")
      let ignoreBOM = try options.boolean("ignoreBOM")
      return try call.mappingRangeError {
        call.world.wrapper(for: try TextDecoder(label, fatal: fatal, ignoreBOM: ignoreBOM))
      }
    },
    modelType: TextDecoder.self)

  /// `decode(input, { stream })`: `input` an ArrayBuffer or a view (its bytes).
  ///
  /// https://encoding.spec.whatwg.org/#dom-textdecoder-decode
  static let customDecode = BindingMember.operation("decode") { call in
    let decoder = try call.this(TextDecoder.self)
    var input: [UInt8]? = nil
    if !call.js.isNullOrUndefined(0) {
      guard let bytes = call.bufferSourceBytes(call.argument(0)) else {
        throw JSThrow.typeError(
          "Argument 1 ('input') to TextDecoder.decode must be an ArrayBuffer or a view")
      }
      input = bytes
    }
    let options = try IDLDictionary(call, 1)
    return .string(try decoder.decode(input, stream: try options.boolean("stream")))
  }
}
