import DOM

/// The element type of the typed array given to `getRandomValues`.
/// https://webidl.spec.whatwg.org/#ArrayBufferView
public enum TypedArrayType: Sendable, CaseIterable {
  case int8, uint8, uint8Clamped, int16, uint16, int32, uint32, bigInt64, bigUint64
  case float16, float32, float64

  /// Whether the type holds integers (the only kind `getRandomValues` accepts).
  public var isInteger: Bool {
    switch self {
    case .float16, .float32, .float64: false
    default: true
    }
  }
}

/// The `Crypto` interface's non-subtle part: `getRandomValues` and `randomUUID`, drawing from a
/// ``SeededRandom``. Exception messages are WebKit's defaults for the names Safari throws.
/// https://w3c.github.io/webcrypto/#crypto-interface
public final class CryptoModel {
  /// The largest byte length `getRandomValues` fills.
  public static let maximumRandomValuesLength = 65_536

  /// The generator.
  public let random: SeededRandom

  /// Makes the model over `random`.
  public init(random: SeededRandom) {
    self.random = random
  }

  /// `getRandomValues(array)`: checks the array type and length, then overwrites `bytes` (the
  /// array's bytes) with random ones; the binding writes them back into the array.
  /// https://w3c.github.io/webcrypto/#Crypto-method-getRandomValues
  public func getRandomValues(_ bytes: inout [UInt8], type: TypedArrayType) throws(DOMException) {
    // 1. If array is not an Int8Array, Uint8Array, Uint8ClampedArray, Int16Array, Uint16Array,
    //    Int32Array, Uint32Array, BigInt64Array, or BigUint64Array, then throw a
    //    TypeMismatchError and terminate the algorithm.
    guard type.isInteger else {
      throw DOMException(
        .typeMismatchError,
        "The type of an object was incompatible with the expected type of the parameter "
          + "associated to the object.")
    }
    // 2. If the byteLength of array is greater than 65536, throw a QuotaExceededError and
    //    terminate the algorithm.
    guard bytes.count <= Self.maximumRandomValuesLength else {
      throw DOMException(.quotaExceededError, "The quota has been exceeded.")
    }
    // 3. Overwrite all elements of array with cryptographically strong random values.
    random.fill(&bytes)
  }

  /// `randomUUID()`: a version 4 UUID in lowercase `8-4-4-4-12` form.
  /// https://w3c.github.io/webcrypto/#Crypto-method-randomUUID
  public func randomUUID() -> String {
    Self.uuidString(random.bytes(16))
  }

  /// The version 4 UUID string of 16 random bytes.
  /// https://wicg.github.io/uuid/#generate-a-random-uuid
  static func uuidString(_ randomBytes: [UInt8]) -> String {
    // 1–2. Let bytes be 16 random bytes.
    var bytes = randomBytes
    guard bytes.count == 16 else { return "" }
    // 3. Set the 4 most significant bits of bytes[6] to 0100 (version 4).
    bytes[6] = (bytes[6] & 0x0F) | 0x40
    // 4. Set the 2 most significant bits of bytes[8] to 10 (variant).
    bytes[8] = (bytes[8] & 0x3F) | 0x80
    // 5. Return the lowercase hexadecimal bytes with hyphens after bytes 4, 6, 8 and 10.
    let hex: [Character] = Array("0123456789abcdef")
    var output = ""
    output.reserveCapacity(36)
    for (index, byte) in bytes.enumerated() {
      if index == 4 || index == 6 || index == 8 || index == 10 { output.append("-") }
      output.append(hex[Int(byte >> 4)])
      output.append(hex[Int(byte & 0x0F)])
    }
    return output
  }
}
