import DOM
import JSCore

/// `Navigator` (the model's `Window/Device/Navigator.swift` and `NavigatorProfile.swift`),
/// declared in `Bindings/IDL/Navigator.webidl`.
///
/// https://html.spec.whatwg.org/multipage/system-state.html#the-navigator-object
enum NavigatorBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "Navigator",
    members: generatedMembers,
    modelType: Navigator.self)

  /// Members only iOS Safari has: `navigator.standalone` (false in the browser); added to
  /// the prototype by ``World/preparedNavigator()`` when the profile has them.
  static let iOSMembers: [BindingMember] = [
    .readonly("standalone") { call in
      let standalone = try call.this(Navigator.self).profile.standalone
      return standalone.map { .boolean($0) } ?? .undefined
    }
  ]

  /// `languages`: the profile's languages, one frozen array per world.
  static let customLanguages = BindingMember.readonly("languages") { call in
    let navigator = try call.this(Navigator.self)
    return .value(try call.world.navigatorLanguages(navigator.profile.languages))
  }

  /// `sendBeacon(url, data)`: recorded (nothing is sent); its data a BodyInit union.
  static let customSendBeacon = BindingMember.operation("sendBeacon", length: 1) { call in
    let navigator = try call.this(Navigator.self)
    try call.requireArguments(1)
    let url = try call.string(0)
    return .boolean(try navigator.sendBeacon(url, dataDescription: try call.beaconData(1)))
  }
}

extension Navigator {
  /// `javaEnabled()`: no Java.
  func javaEnabled() -> Bool { false }
}

extension World {
  /// `navigator.languages`: one frozen array per world, the same object every time.
  ///
  /// https://html.spec.whatwg.org/multipage/system-state.html#dom-navigator-languages
  func navigatorLanguages(_ languages: [String]) throws -> JSValue {
    if let made = windowState.navigatorLanguages { return made }
    let array = try context.array(languages.map { context.string($0) })
    _ = try intrinsics.property("objectPrototype").get("constructor").invokeMethod(
      "freeze", arguments: [array])
    windowState.navigatorLanguages = array
    return array
  }
}

extension BindingCall {
  /// A description of `sendBeacon`'s data for the record: the text of a string, the kind of
  /// an object (`Blob`, `FormData`…), nil when absent.
  fileprivate func beaconData(_ index: Int) throws -> String? {
    if js.isNullOrUndefined(index) { return nil }
    if js.isString(index) { return try string(index) }
    let tag = try context.globalObject.get("Object").get("prototype").get("toString")
      .call(this: argument(index)).toStringChecked()
    return tag.hasPrefix("[object ") ? String(tag.dropFirst(8).dropLast()) : tag
  }
}
