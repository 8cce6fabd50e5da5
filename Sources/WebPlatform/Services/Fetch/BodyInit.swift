import DOM

/// A request or response body as scripts give it (`BodyInit` without `FormData` and streams),
/// already converted from JS by the binding. https://fetch.spec.whatwg.org/#bodyinit-unions
public enum BodyInit {
  /// A `BufferSource` (ArrayBuffer, typed array or DataView): its bytes, no type.
  case bytes([UInt8])
  /// A `USVString`: UTF-8 encoded, `text/plain;charset=UTF-8`.
  case text(String)
  /// A `Blob`: its bytes, its `type` when not empty.
  case blob(Blob)
  /// A `URLSearchParams`: its serialization, `application/x-www-form-urlencoded;charset=UTF-8`.
  case urlSearchParams(URLSearchParams)

  /// The body's bytes and its `Content-Type` value, if any.
  /// https://fetch.spec.whatwg.org/#concept-bodyinit-extract
  public func extract() -> (bytes: [UInt8], contentType: String?) {
    // 1–5. (Streams are not supported.) 6. Switch on object:
    switch self {
    case .blob(let blob):
      // Set source to object; length to its size; if its type is not empty, type to it.
      return (blob.bytes, blob.type.isEmpty ? nil : blob.type)
    case .bytes(let bytes):
      // Set source to a copy of the bytes held by object.
      return (bytes, nil)
    case .urlSearchParams(let params):
      // Set source to the application/x-www-form-urlencoded serialization of object's list;
      // set type to `application/x-www-form-urlencoded;charset=UTF-8`.
      return (Array(params.toString().utf8), "application/x-www-form-urlencoded;charset=UTF-8")
    case .text(let string):
      // Set source to the UTF-8 encoding of object; type to `text/plain;charset=UTF-8`.
      return (Array(string.utf8), "text/plain;charset=UTF-8")
    }
  }
}
