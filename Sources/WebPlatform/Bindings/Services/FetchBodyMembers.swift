import DOM
import JSCore

/// The `Body` mixin of `Request` and `Response`: `bodyUsed` and the reading methods, each a
/// promise settled at once with the whole body (there are no streams; `body` is `null`).
///
/// https://fetch.spec.whatwg.org/#body-mixin
enum FetchBodyMembers {
  /// The mixin's rows for a model type: how to read `bodyUsed`, consume the bytes and get the
  /// MIME type.
  static func members<Model: AnyObject>(
    _ type: Model.Type, bodyUsed: @escaping @Sendable (Model) -> Bool,
    consume: @escaping @Sendable (Model) throws -> [UInt8],
    mimeType: @escaping @Sendable (Model) -> String
  ) -> [BindingMember] {
    [
      .readonly("body") { _ in .null },
      .readonly("bodyUsed") { call in .boolean(bodyUsed(try call.this(Model.self))) },
      .operation("text") { call in
        let model = try call.this(Model.self)
        return try call.settledPromise {
          call.context.string(FetchBodyMembers.decodeUTF8(try consume(model)))
        }
      },
      .operation("json") { call in
        let model = try call.this(Model.self)
        return try call.settledPromise {
          let text = FetchBodyMembers.decodeUTF8(try consume(model))
          return try call.world.servicesHelpers().property("jsonParse").call(
            arguments: [call.context.string(text)])
        }
      },
      .operation("arrayBuffer") { call in
        let model = try call.this(Model.self)
        return try call.settledPromise { try call.context.arrayBuffer(try consume(model)) }
      },
      .operation("bytes") { call in
        let model = try call.this(Model.self)
        return try call.settledPromise {
          try call.context.typedArray(.uint8, bytes: try consume(model))
        }
      },
      .operation("blob") { call in
        let model = try call.this(Model.self)
        return try call.settledPromise {
          call.world.wrapper(for: Blob(bytes: try consume(model), type: mimeType(model)))
        }
      },
    ]
  }

  /// UTF-8 decode with a leading BOM removed. https://encoding.spec.whatwg.org/#utf-8-decode
  static func decodeUTF8(_ bytes: [UInt8]) -> String {
    let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
    return String(decoding: body, as: UTF8.self)
  }
}
