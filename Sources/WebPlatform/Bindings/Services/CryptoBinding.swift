import DOM
import JSCore

/// `Crypto` (the model's `Services/Crypto/CryptoModel.swift`): `getRandomValues` fills the
/// given integer typed array in place and returns it; `randomUUID`. The generator is the
/// runtime's seeded one, so runs repeat. `crypto.subtle` is not provided (absent: `'subtle' in
/// crypto` is false), as no Web Crypto algorithm is modelled.
///
/// https://w3c.github.io/webcrypto/#crypto-interface
enum CryptoBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "Crypto",
    members: [
      .operation("getRandomValues", length: 1) { call in
        let crypto = try call.this(CryptoModel.self)
        try call.requireArguments(1)
        let array = call.argument(0)
        guard let kind = array.typedArrayKind else {
          throw JSThrow.typeError(
            "Argument 1 ('array') to Crypto.getRandomValues must be an instance of "
              + "ArrayBufferView")
        }
        let type = TypedArrayType(kind)
        _ = try array.withMutableBytes { bytes in try crypto.getRandomValues(&bytes, type: type) }
        return .value(array)
      },
      .operation("randomUUID") { call in .string(try call.this(CryptoModel.self).randomUUID()) },
    ],
    modelType: CryptoModel.self)
}

extension TypedArrayType {
  /// The model's element type of a JS typed array kind.
  init(_ kind: JSTypedArrayKind) {
    switch kind {
    case .int8: self = .int8
    case .int16: self = .int16
    case .int32: self = .int32
    case .uint8: self = .uint8
    case .uint8Clamped: self = .uint8Clamped
    case .uint16: self = .uint16
    case .uint32: self = .uint32
    case .float32: self = .float32
    case .float64: self = .float64
    case .bigInt64: self = .bigInt64
    case .bigUint64: self = .bigUint64
    }
  }
}
