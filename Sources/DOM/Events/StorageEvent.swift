/// The members of `StorageEvent`'s init dictionary.
///
/// https://html.spec.whatwg.org/multipage/webstorage.html#storageeventinit
public struct StorageEventInit {
  /// The `EventInit` members.
  public var event: EventInit
  /// https://html.spec.whatwg.org/multipage/webstorage.html#dom-storageevent-key
  public var key: String?
  /// https://html.spec.whatwg.org/multipage/webstorage.html#dom-storageevent-oldvalue
  public var oldValue: String?
  /// https://html.spec.whatwg.org/multipage/webstorage.html#dom-storageevent-newvalue
  public var newValue: String?
  /// https://html.spec.whatwg.org/multipage/webstorage.html#dom-storageevent-url
  public var url: String
  /// The `Storage` object that changed (opaque here: storage lives above the DOM).
  ///
  /// https://html.spec.whatwg.org/multipage/webstorage.html#dom-storageevent-storagearea
  public var storageArea: AnyObject?

  /// Makes an init dictionary.
  public init(
    _ event: EventInit = EventInit(), key: String? = nil, oldValue: String? = nil,
    newValue: String? = nil, url: String = "", storageArea: AnyObject? = nil
  ) {
    self.event = event
    self.key = key
    self.oldValue = oldValue
    self.newValue = newValue
    self.url = url
    self.storageArea = storageArea
  }
}

/// A change to a storage area made by another document.
///
/// https://html.spec.whatwg.org/multipage/webstorage.html#the-storageevent-interface
public final class StorageEvent: Event {
  /// The change's members, as given.
  public private(set) var change: StorageEventInit

  /// Makes a storage event. https://html.spec.whatwg.org/multipage/webstorage.html#storageevent
  public init(
    _ type: String, _ eventInitDict: StorageEventInit = StorageEventInit(),
    clock: () -> Double = { 0 }
  ) {
    change = eventInitDict
    super.init(type, eventInitDict.event, clock: clock)
  }

  /// https://html.spec.whatwg.org/multipage/webstorage.html#dom-storageevent-key
  public var key: String? { change.key }
  /// https://html.spec.whatwg.org/multipage/webstorage.html#dom-storageevent-oldvalue
  public var oldValue: String? { change.oldValue }
  /// https://html.spec.whatwg.org/multipage/webstorage.html#dom-storageevent-newvalue
  public var newValue: String? { change.newValue }
  /// https://html.spec.whatwg.org/multipage/webstorage.html#dom-storageevent-url
  public var url: String { change.url }
  /// https://html.spec.whatwg.org/multipage/webstorage.html#dom-storageevent-storagearea
  public var storageArea: AnyObject? { change.storageArea }

  /// Re-initializes an event that is not being dispatched (legacy).
  ///
  /// https://html.spec.whatwg.org/multipage/webstorage.html#dom-storageevent-initstorageevent
  public func initStorageEvent(
    _ type: String, bubbles: Bool = false, cancelable: Bool = false, key: String? = nil,
    oldValue: String? = nil, newValue: String? = nil, url: String = "",
    storageArea: AnyObject? = nil
  ) {
    if dispatchFlag { return }
    initialize(type: type, bubbles: bubbles, cancelable: cancelable)
    change = StorageEventInit(
      EventInit(bubbles: bubbles, cancelable: cancelable), key: key, oldValue: oldValue,
      newValue: newValue, url: url, storageArea: storageArea)
  }
}
