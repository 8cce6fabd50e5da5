import DOM
import JSCore

/// `TextEncoder` (the model's `Services/Encoding/TextEncoder.swift`).
///
/// https://encoding.spec.whatwg.org/#interface-textencoder
enum TextEncoderBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "TextEncoder",
    members: [
      .readonly("encoding") { call in .string(try call.this(TextEncoder.self).encoding) },
      .operation("encode") { call in
        let encoder = try call.this(TextEncoder.self)
        let input = call.js.isUndefined(0) ? [] : try call.utf16(0)
        return .value(try call.context.typedArray(.uint8, bytes: encoder.encode(input)))
      },
      .operation("encodeInto", length: 2) { call in
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
      },
    ],
    constructor: BindingConstructor { call in call.world.wrapper(for: TextEncoder()) },
    modelType: TextEncoder.self)
}

/// `TextDecoder` (the model's `Services/Encoding/TextDecoder.swift`).
///
/// https://encoding.spec.whatwg.org/#interface-textdecoder
enum TextDecoderBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "TextDecoder",
    members: [
      .readonly("encoding") { call in .string(try call.this(TextDecoder.self).encoding) },
      .readonly("fatal") { call in .boolean(try call.this(TextDecoder.self).fatal) },
      .readonly("ignoreBOM") { call in .boolean(try call.this(TextDecoder.self).ignoreBOM) },
      .operation("decode") { call in
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
      },
    ],
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
}
