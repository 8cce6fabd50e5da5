import DOM
import JSCore

/// `DOMTokenList` (the model's `Collections/DOMTokenList.swift`): a live token set over an
/// attribute (`classList`), indexed, iterable, stringified as its value.
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
      members: [
        .readonly("length") { call in call.number(try call.this(DOMTokenList.self).length) },
        .operation("item", length: 1) { call in
          let list = try call.this(DOMTokenList.self)
          try call.requireArguments(1)
          return call.string(list.item(try call.unsignedLong(0)))
        },
        .operation("contains", length: 1) { call in
          let list = try call.this(DOMTokenList.self)
          try call.requireArguments(1)
          return .boolean(list.contains(try call.string(0)))
        },
        .operation("add") { call in
          try call.this(DOMTokenList.self).add(try call.variadicStrings())
          return .undefined
        },
        .operation("remove") { call in
          try call.this(DOMTokenList.self).remove(try call.variadicStrings())
          return .undefined
        },
        .operation("toggle", length: 1) { call in
          let list = try call.this(DOMTokenList.self)
          try call.requireArguments(1)
          return .boolean(try list.toggle(try call.string(0), force: call.optionalBoolean(1)))
        },
        .operation("replace", length: 2) { call in
          let list = try call.this(DOMTokenList.self)
          try call.requireArguments(2)
          return .boolean(try list.replace(try call.string(0), try call.string(1)))
        },
        .operation("supports", length: 1) { call in
          let list = try call.this(DOMTokenList.self)
          try call.requireArguments(1)
          return .boolean(try list.supports(try call.string(0)))
        },
        .attribute(
          "value", get: { call in .string(try call.this(DOMTokenList.self).value) },
          set: { call in try call.this(DOMTokenList.self).value = try call.string(0) }),
        .operation("toString") { call in .string(try call.this(DOMTokenList.self).value) },
      ],
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
