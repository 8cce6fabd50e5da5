import DOM
import JSCore

/// `Storage` (the model's `Window/Storage/Storage.swift`): `localStorage` and
/// `sessionStorage`, with named properties (`localStorage.key = "v"`, `delete
/// localStorage.key`, `Object.keys(localStorage)`).
/// Declared in `Bindings/IDL/Storage.webidl`.
///
/// https://html.spec.whatwg.org/multipage/webstorage.html#the-storage-interface
enum StorageBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "Storage",
    members: generatedMembers,
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
