import DOM
import JSCore

/// `StorageEvent` (the model's `Events/StorageEvent.swift`), declared in
/// `Bindings/IDL/StorageEvent.webidl`. `storageArea` takes an instance of the `Storage`
/// interface when one is registered, else only null.
///
/// https://html.spec.whatwg.org/multipage/webstorage.html#the-storageevent-interface
enum StorageEventBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "StorageEvent", parent: EventBinding.definition,
    members: generatedMembers,
    constructor: BindingConstructor(length: 1) { call in
      let type = try call.eventType()
      let dictionary = try IDLDictionary(call, 1)
      let base = try dictionary.eventInit()
      let key = try dictionary.nullableString("key")
      let newValue = try dictionary.nullableString("newValue")
      let oldValue = try dictionary.nullableString("oldValue")
      let storageArea = try call.storageArea(try dictionary.value("storageArea"))
      let url = try dictionary.string("url")
      let eventInit = StorageEventInit(
        base, key: key, oldValue: oldValue, newValue: newValue, url: url,
        storageArea: storageArea)
      return call.world.wrapper(for: StorageEvent(type, eventInit, clock: call.eventClock))
    },
    modelType: StorageEvent.self)

  /// `readonly attribute Storage? storageArea`: an area no interface wraps (set from Swift)
  /// reads as null.
  static let customStorageArea = BindingMember.readonly("storageArea") { call in
    let area = try call.this(StorageEvent.self).storageArea
    return call.wrap(area.flatMap { BindingRegistry.definition(for: $0) == nil ? nil : $0 })
  }

  /// `undefined initStorageEvent(DOMString type, optional boolean bubbles = false, …,
  /// optional Storage? storageArea = null)` (legacy): the area is a registered `Storage`.
  static let customInitStorageEvent = BindingMember.operation("initStorageEvent", length: 1) {
    call in
    let event = try call.this(StorageEvent.self)
    try call.requireArguments(1)
    event.initStorageEvent(
      try call.string(0), bubbles: call.boolean(1), cancelable: call.boolean(2),
      key: try call.nullableString(3), oldValue: try call.nullableString(4),
      newValue: try call.nullableString(5), url: try call.optionalString(6) ?? "",
      storageArea: try call.storageArea(call.argument(7)))
    return .undefined
  }
}

extension BindingCall {
  /// A `Storage?` value: null, or an instance of the registered `Storage` interface.
  fileprivate func storageArea(_ value: JSValue?) throws -> AnyObject? {
    guard let value, !value.isNull, !value.isUndefined else { return nil }
    if let storage = BindingRegistry.definition(named: "Storage"),
      let object = world.unwrap(value, as: storage, AnyObject.self)
    {
      return object
    }
    throw JSThrow.typeError("The storage area given to StorageEvent is not a Storage")
  }
}
