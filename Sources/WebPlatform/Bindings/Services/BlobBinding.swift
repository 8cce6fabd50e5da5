import DOM
import JSCore

/// `Blob` (the model's `Services/File/Blob.swift`), declared in `Bindings/IDL/Blob.webidl`.
///
/// https://w3c.github.io/FileAPI/#blob-section
enum BlobBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "Blob",
    members: generatedMembers,
    constructor: BindingConstructor { call in
      let parts = try call.blobParts(0)
      let options = try IDLDictionary(call, 1)
      let type = try options.string("type")
      let endings = try call.blobEndings(options)
      return call.world.wrapper(for: Blob(parts, type: type, endings: endings))
    },
    modelType: Blob.self)
}

extension Blob {
  /// `text()`: a promise of the bytes decoded as UTF-8.
  ///
  /// https://w3c.github.io/FileAPI/#text-method-algo
  func readText(world: World) throws -> JSValue {
    try world.settledPromise { world.context.string(text()) }
  }

  /// `arrayBuffer()`: a promise of the bytes in a new ArrayBuffer.
  ///
  /// https://w3c.github.io/FileAPI/#arraybuffer-method-algo
  func readArrayBuffer(world: World) throws -> JSValue {
    try world.settledPromise { try world.context.arrayBuffer(bytes) }
  }

  /// `bytes()`: a promise of the bytes in a new Uint8Array.
  ///
  /// https://w3c.github.io/FileAPI/#bytes-method-algo
  func readBytes(world: World) throws -> JSValue {
    try world.settledPromise { try world.context.typedArray(.uint8, bytes: bytes) }
  }
}

/// `File` (the model's `Services/File/File.swift`), declared in `Bindings/IDL/File.webidl`.
///
/// https://w3c.github.io/FileAPI/#file-section
enum FileBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "File", parent: BlobBinding.definition,
    members: generatedMembers,
    constructor: BindingConstructor(length: 2) { call in
      try call.requireArguments(2)
      let parts = try call.blobParts(0)
      let name = try call.string(1)
      let options = try IDLDictionary(call, 2)
      let type = try options.string("type")
      let endings = try call.blobEndings(options)
      let lastModified = try options.value("lastModified").map { value in
        Int64(try value.toNumber().clampedToInt64)
      }
      let file = File(
        parts, name: name, type: type, endings: endings, lastModified: lastModified,
        currentTime: Int64(call.world.runtime.eventLoop.dateNow))
      return call.world.wrapper(for: file)
    },
    modelType: File.self)
}

extension Double {
  /// This value as an `Int`, NaN as 0 and out-of-range values clamped.
  fileprivate var clampedToInt64: Int {
    guard isFinite else { return 0 }
    if self >= 9.2e18 { return Int.max }
    if self <= -9.2e18 { return Int.min }
    return Int(self)
  }
}

extension BindingCall {
  /// A `sequence<BlobPart>` argument (empty when undefined).
  func blobParts(_ index: Int) throws -> [BlobPart] {
    let value = argument(index)
    if value.isUndefined { return [] }
    let helpers = world.servicesHelpers()
    guard try helpers.property("isIterable").call(arguments: [value]).toBool() else {
      throw JSThrow.typeError(
        "Argument \(index + 1) to \(interface.name) constructor must be a sequence")
    }
    let list = try helpers.property("toArray").call(arguments: [value])
    let count = Int(try list.get("length").toNumber())
    var parts: [BlobPart] = []
    for position in 0..<count {
      let part = try list.get(at: position)
      if let blob = world.unwrap(part, as: BlobBinding.definition, Blob.self) {
        parts.append(.blob(blob))
      } else if let bytes = bufferSourceBytes(part) {
        parts.append(.bytes(bytes))
      } else {
        parts.append(.string(try part.toStringChecked()))
      }
    }
    return parts
  }

  /// The `endings` member of `BlobPropertyBag`.
  func blobEndings(_ options: IDLDictionary) throws -> BlobEndings {
    let value = try options.string("endings", default: "transparent")
    guard let endings = BlobEndings(rawValue: value) else {
      throw JSThrow.typeError("The 'endings' member must be \"transparent\" or \"native\"")
    }
    return endings
  }
}
