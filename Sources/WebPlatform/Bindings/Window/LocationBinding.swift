import DOM
import JSCore

/// `Location` (the model's `Window/Navigation/Location.swift`): the document URL's components;
/// setting them, `assign`, `replace` and `reload` are recorded navigations, and fragment-only
/// changes apply in place (document URL, history entry, `hashchange`).
///
/// https://html.spec.whatwg.org/multipage/nav-history-apis.html#the-location-interface
enum LocationBinding: InterfaceBinding {
  /// The members come from `Bindings/IDL/Location.webidl` (`LocationBinding+Generated.swift`).
  static let definition = InterfaceDefinition(
    name: "Location", members: generatedMembers, modelType: Location.self)
}
