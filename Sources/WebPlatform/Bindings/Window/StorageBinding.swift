import DOM
import JSCore

/// `Storage` (the model's `Window/Storage/Storage.swift`): `localStorage` and
/// `sessionStorage`, with named properties (`localStorage.key = "v"`, `delete
/// localStorage.key`, `Object.keys(localStorage)`).
///
/// https://html.spec.whatwg.org/multipage/webstorage.html#the-storage-interface
enum StorageBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "Storage",
    members: [
      .readonly("length") { call in call.number(try call.this(Storage.self).length) },
      .operation("key", length: 1) { call in
        let storage = try call.this(Storage.self)
        try call.requireArguments(1)
        return call.string(storage.key(try call.unsignedLong(0)))
      },
      .operation("getItem", length: 1) { call in
        let storage = try call.this(Storage.self)
        try call.requireArguments(1)
        return call.string(storage.getItem(try call.string(0)))
      },
      .operation("setItem", length: 2) { call in
        let storage = try call.this(Storage.self)
        try call.requireArguments(2)
        try storage.setItem(try call.string(0), try call.string(1))
        return .undefined
      },
      .operation("removeItem", length: 1) { call in
        let storage = try call.this(Storage.self)
        try call.requireArguments(1)
        storage.removeItem(try call.string(0))
        return .undefined
      },
      .operation("clear") { call in
        try call.this(Storage.self).clear()
        return .undefined
      },
    ],
    legacyPlatformObject: {
      var legacy = LegacyPlatformObject()
      legacy.namedGetter = { _, object, name in
        guard let storage = object as? Storage, let value = storage.getItem(name) else {
          return nil
        }
        return .string(value)
      }
      legacy.namedSetter = { _, object, name, value in
        guard let storage = object as? Storage else { return }
        try storage.setItem(name, try value.toStringChecked())
      }
      legacy.namedDeleter = { _, object, name in
        guard let storage = object as? Storage, storage.getItem(name) != nil else { return false }
        storage.removeItem(name)
        return true
      }
      legacy.supportedNames = { object in (object as? Storage)?.keys ?? [] }
      return legacy
    }(),
    modelType: Storage.self)
}
