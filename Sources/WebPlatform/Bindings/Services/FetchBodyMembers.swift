import DOM
import JSCore

/// A model object with a body (`Request`, `Response`): the `Body` mixin's rows
/// (`Bindings/IDL/Body.webidl`) read it, each read a promise settled at once with the whole
/// body (there are no streams; `body` is `null`).
///
/// https://fetch.spec.whatwg.org/#body-mixin
protocol FetchBody: AnyObject {
  /// Whether the body was read.
  var bodyUsed: Bool { get }
  /// The body's bytes, marking it used (a TypeError once used).
  func consumeBody() throws(TypeError) -> [UInt8]
  /// The type of the Blob `blob()` makes.
  var bodyMIMEType: String { get }
}

extension FetchBody {
  /// `body`: no stream (ReadableStream is not implemented), so null.
  var bodyStream: AnyObject? { nil }

  /// `text()`: the body decoded as UTF-8.
  ///
  /// https://fetch.spec.whatwg.org/#dom-body-text
  func readText(world: World) throws -> JSValue {
    try world.settledPromise {
      world.context.string(FetchBodyMembers.decodeUTF8(try consumeBody()))
    }
  }

  /// `json()`: the body's text parsed as JSON.
  ///
  /// https://fetch.spec.whatwg.org/#dom-body-json
  func readJSON(world: World) throws -> JSValue {
    try world.settledPromise {
      let text = FetchBodyMembers.decodeUTF8(try consumeBody())
      return try world.servicesHelpers().property("jsonParse").call(
        arguments: [world.context.string(text)])
    }
  }

  /// `arrayBuffer()`: the bytes in a new ArrayBuffer.
  ///
  /// https://fetch.spec.whatwg.org/#dom-body-arraybuffer
  func readArrayBuffer(world: World) throws -> JSValue {
    try world.settledPromise { try world.context.arrayBuffer(try consumeBody()) }
  }

  /// `bytes()`: the bytes in a new Uint8Array.
  ///
  /// https://fetch.spec.whatwg.org/#dom-body-bytes
  func readBytes(world: World) throws -> JSValue {
    try world.settledPromise { try world.context.typedArray(.uint8, bytes: try consumeBody()) }
  }

  /// `blob()`: the bytes in a new Blob of the body's MIME type.
  ///
  /// https://fetch.spec.whatwg.org/#dom-body-blob
  func readBlob(world: World) throws -> JSValue {
    try world.settledPromise {
      world.wrapper(for: Blob(bytes: try consumeBody(), type: bodyMIMEType))
    }
  }
}

extension FetchRequest: FetchBody {
  /// The type of the Blob `blob()` makes: the request's `Content-Type`.
  var bodyMIMEType: String { headers.extractMIMEType()?.serialized ?? "" }
}

extension FetchResponse: FetchBody {
  /// The type of the Blob `blob()` makes: the response's MIME type.
  var bodyMIMEType: String { mimeType?.serialized ?? "" }
}

/// Decoding a fetched body.
enum FetchBodyMembers {
  /// UTF-8 decode with a leading BOM removed. https://encoding.spec.whatwg.org/#utf-8-decode
  static func decodeUTF8(_ bytes: [UInt8]) -> String {
    let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
    return String(decoding: body, as: UTF8.self)
  }
}
