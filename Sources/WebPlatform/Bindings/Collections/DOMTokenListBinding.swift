import DOM
import JSCore

/// `DOMTokenList` (the model's `Collections/DOMTokenList.swift`): a live token set over an
/// attribute (`classList`), indexed, iterable, stringified as its value.
/// Declared in `Bindings/IDL/DOMTokenList.webidl`.
///
/// https://dom.spec.whatwg.org/#interface-domtokenlist
enum DOMTokenListBinding: InterfaceBinding {
  static let definition: InterfaceDefinition = {
    var legacy = LegacyPlatformObject()
    legacy.indexedGetter = { _, object, index in
      guard let list = object as? DOMTokenList, let token = list.item(index) else { return nil }
      return .string(token)
    }
    legacy.length = { object in (object as? DOMTokenList)?.length ?? 0 }
    legacy.proxied = true
    legacy.itemsValidity = { object in
      (object as? DOMTokenList)?.element.ownerDocument.map { .untilDocumentChanges($0) }
    }
    return InterfaceDefinition(
      name: "DOMTokenList",
      members: generatedMembers,
      legacyPlatformObject: legacy, iterable: .indexed, modelType: DOMTokenList.self)
  }()
}

extension BindingCall {
  /// A variadic `DOMString...` argument list, from argument `start` on.
  ///
  /// https://webidl.spec.whatwg.org/#dfn-variadic
  func variadicStrings(from start: Int = 0) throws -> [String] {
    guard start < argumentCount else { return [] }
    return try (start..<argumentCount).map { try string($0) }
  }
}
